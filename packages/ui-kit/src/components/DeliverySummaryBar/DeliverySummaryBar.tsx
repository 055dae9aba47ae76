import { Button, Text } from '@mantine/core';
import type { DeliveryTypeName } from '@platter/contract';
import { IconClock, IconShoppingBag, IconToolsKitchen2, IconTruckDelivery } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DeliverySummaryBar.module.css';

export interface DeliverySummaryBarProps {
  /** The chosen delivery type; null asks the guest to choose one. */
  type: DeliveryTypeName | null;
  /** The chosen time as the app words it ("Today, 18:30"); null shows the type alone. */
  timeLabel: string | null;
  /** A notice under the summary, in orange, e.g. "We are closed at the moment". */
  statusText?: string | null;
  /** Opens the delivery dialog. */
  onChange: () => void;
  /** Dims the bar while the type or time changes. @default false */
  loading?: boolean;
}

const ICONS = { delivery: IconTruckDelivery, pickup: IconShoppingBag, here: IconToolsKitchen2 } as const;

/** The compact "how and when" line at the top of the menu and the cart, with a Change button. */
export function DeliverySummaryBar({ type, timeLabel, statusText = null, onChange, loading = false }: DeliverySummaryBarProps) {
  const { t } = useTranslation('delivery');
  const id = useId();
  const Icon = type ? ICONS[type] : IconClock;
  const summary =
    type === null
      ? t('summary.choose')
      : timeLabel
        ? t('summary.typeAndTime', { type: t(`types.${type}`), time: timeLabel })
        : t(`types.${type}`);

  return (
    <div className={classes.root} data-loading={loading || undefined} aria-busy={loading || undefined}>
      <span className={classes.icon}>
        <Icon size={20} aria-hidden />
      </span>
      <div className={classes.text}>
        <Text fw={600} size="sm" lineClamp={2} id={`${id}-summary`}>
          {summary}
        </Text>
        {statusText ? (
          <Text size="xs" fw={500} className={classes.status}>
            {statusText}
          </Text>
        ) : null}
      </div>
      <Button variant="light" size="sm" radius="xl" h={40} onClick={onChange} loading={loading} aria-describedby={`${id}-summary`}>
        {t('summary.change')}
      </Button>
    </div>
  );
}
