import { Loader, Radio, Skeleton } from '@mantine/core';
import type { DeliveryTypeName } from '@platter/contract';
import { IconShoppingBag, IconToolsKitchen2, IconTruckDelivery } from '@tabler/icons-react';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DeliveryTypePicker.module.css';

/** One delivery type as the app offers it (basket-core `deliveryTypeOptions`). */
export interface DeliveryTypeOptionView {
  type: DeliveryTypeName;
  /** false: shown disabled, with its reason. */
  available: boolean;
  /**
   * Why the option is limited, shown under its name (spec §4 status texts). `closed` may come with
   * `available: true`: the guest can still order for later, so the option stays selectable.
   */
  reason: 'pickup_not_available' | 'delivery_not_available' | 'closed' | null;
}

export interface DeliveryTypePickerProps {
  /** The options to show, in order; a type not listed is not shown. */
  options: DeliveryTypeOptionView[];
  value: DeliveryTypeName | null;
  onChange: (type: DeliveryTypeName) => void;
  /** The type is being changed: options dim and cannot be chosen; without options, placeholders show. @default false */
  loading?: boolean;
  /** The group's visible label. @default "How would you like your order?" */
  label?: string;
}

const ICONS = { delivery: IconTruckDelivery, pickup: IconShoppingBag, here: IconToolsKitchen2 } as const satisfies Record<
  DeliveryTypeName,
  unknown
>;

/** Delivery, pickup or eat here, as large radio cards (spec §4 "Delivery type"). */
export function DeliveryTypePicker({ options, value, onChange, loading = false, label }: DeliveryTypePickerProps) {
  const { t } = useTranslation('delivery');
  const name = useId();
  const count = Math.max(options.length, 1);

  return (
    <fieldset className={classes.root} aria-busy={loading || undefined} data-loading={loading || undefined}>
      <legend className={classes.legend}>{label ?? t('typePicker.label')}</legend>
      <div className={classes.options} style={{ '--option-count': loading && options.length === 0 ? 3 : count } as CSSProperties}>
        {loading && options.length === 0
          ? ['delivery', 'pickup', 'here'].map((key) => <Skeleton key={key} height={72} radius="lg" />)
          : options.map((option) => {
              const Icon = ICONS[option.type];
              const checked = option.type === value;
              const disabled = !option.available || loading;
              const detail = option.reason ? t(`reasons.${option.reason}`) : t(`hints.${option.type}`);
              const labelId = `${name}-${option.type}-label`;
              const detailId = `${name}-${option.type}-detail`;
              return (
                <label
                  key={option.type}
                  className={classes.option}
                  data-checked={checked || undefined}
                  data-disabled={!option.available || undefined}
                >
                  <input
                    type="radio"
                    name={name}
                    value={option.type}
                    className={classes.input}
                    checked={checked}
                    disabled={disabled}
                    aria-labelledby={labelId}
                    aria-describedby={detailId}
                    onChange={() => {
                      if (!disabled) onChange(option.type);
                    }}
                  />
                  <span className={classes.icon}>
                    <Icon size={22} aria-hidden />
                  </span>
                  <span className={classes.text}>
                    <span className={classes.label} id={labelId}>
                      {t(`types.${option.type}`)}
                    </span>
                    <span className={classes.detail} id={detailId} data-tone={option.reason === 'closed' ? 'warning' : undefined}>
                      {detail}
                    </span>
                  </span>
                  <span className={classes.indicator}>
                    {loading && checked ? <Loader size={18} /> : <Radio.Indicator checked={checked} disabled={!option.available} />}
                  </span>
                </label>
              );
            })}
      </div>
    </fieldset>
  );
}
