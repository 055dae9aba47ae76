import { Button, Text } from '@mantine/core';
import type { DeliveryTypeName } from '@platter/contract';
import { IconClock, IconShoppingBag, IconToolsKitchen2, IconTruckDelivery } from '@tabler/icons-react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryTypeOptionView } from '../DeliveryTypePicker/index.ts';
import classes from './DeliverySummaryBar.module.css';
import { DeliveryTypeSwitch } from './DeliveryTypeSwitch.tsx';

/** The delivery type as a visible switch on the bar: one tap, no dialog. */
export interface DeliveryTypeSwitchProps {
  /** The types on offer (basket-core `deliveryTypeOptions`); those not available are left out. */
  options: DeliveryTypeOptionView[];
  /** The guest tapped another type; the app writes it with a time the type allows. */
  onSelect: (type: DeliveryTypeName) => void;
}

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
  /**
   * Shows the types as a switch above the summary (with two or more on offer), so changing between
   * delivery and pickup is one tap; "Change" still opens the dialog for the day and time.
   */
  typeSwitch?: DeliveryTypeSwitchProps | null;
}

const ICONS = { delivery: IconTruckDelivery, pickup: IconShoppingBag, here: IconToolsKitchen2 } as const;

/** The compact "how and when" line at the top of the menu and the cart, with a Change button. */
export const DeliverySummaryBar = memo(function DeliverySummaryBar({
  type,
  timeLabel,
  statusText = null,
  onChange,
  loading = false,
  typeSwitch = null,
}: DeliverySummaryBarProps) {
  const { t } = useTranslation('delivery');
  const id = useId();
  const Icon = type ? ICONS[type] : IconClock;
  const switchable = typeSwitch ? typeSwitch.options.filter((option) => option.available) : [];
  const withSwitch = switchable.length > 1;
  // Beside the switch, which shows the type, the summary is the time alone: on a 360 px phone
  // "Livraison · Aujourd'hui, 11:00" lost its time to the two-line clamp.
  const summary =
    type === null
      ? t('summary.choose')
      : timeLabel
        ? withSwitch
          ? timeLabel
          : t('summary.typeAndTime', { type: t(`types.${type}`), time: timeLabel })
        : t(`types.${type}`);

  return (
    <div
      className={classes.root}
      data-loading={loading || undefined}
      data-with-switch={withSwitch || undefined}
      aria-busy={loading || undefined}
    >
      {typeSwitch && withSwitch ? (
        <div className={classes.switch}>
          <DeliveryTypeSwitch
            label={t('typePicker.label')}
            value={type}
            disabled={loading}
            onChange={(chosen) => {
              if (chosen !== type) typeSwitch.onSelect(chosen);
            }}
            // Words only: three types with icons did not fit a phone's side cart; the summary row has the icon.
            options={switchable.map((option) => ({ type: option.type, label: t(`types.${option.type}`) }))}
          />
        </div>
      ) : null}
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
});
