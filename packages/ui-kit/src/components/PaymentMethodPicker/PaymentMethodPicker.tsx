import { PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { HIDDEN_PAYMENT_TYPES, type PaymentType } from '@platter/contract';
import { IconBuildingStore, IconCash, IconCreditCard, IconQrcode, IconReceipt } from '@tabler/icons-react';
import { type ComponentType, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PaymentMethodPicker.module.css';

type VisibleType = Exclude<PaymentType, 'zvt' | 'cash_machine'>;

/** Icon and generic wording per type; the restaurant's own name for a method wins over the wording. */
const LOOK: Record<VisibleType, { icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>; key: string }> = {
  mollie: { icon: IconCreditCard, key: 'online' },
  saferPay: { icon: IconCreditCard, key: 'online' },
  cash: { icon: IconCash, key: 'cash' },
  payAtEnd: { icon: IconReceipt, key: 'payAtEnd' },
  payFix: { icon: IconQrcode, key: 'payFix' },
  pwc: { icon: IconBuildingStore, key: 'pwc' },
};

export interface PayFixValue {
  qrCode: string;
  pin: string;
}

export interface PaymentMethodPickerProps {
  /** The restaurant's payment methods in its order, with its own names (`paymentMethodNames`). zvt and cash_machine are never shown. */
  methods: Array<{ type: PaymentType; label?: string | null }>;
  value: PaymentType | null;
  onChange: (type: PaymentType) => void;
  /** The QR code and PIN of a payFix payment, asked for when payFix is chosen. */
  payFix?: PayFixValue;
  /** Called as the guest types; the PIN keeps digits only. */
  onPayFixChange?: (value: PayFixValue) => void;
  /** Messages under the payFix fields, e.g. from `usePayFixValidation()` on submit. */
  payFixErrors?: { qrCode?: string; pin?: string };
}

function isVisible(type: PaymentType): type is VisibleType {
  return !HIDDEN_PAYMENT_TYPES.includes(type);
}

/** The payment methods as radio cards; payFix adds its QR code and PIN fields under its card. */
export function PaymentMethodPicker({ methods, value, onChange, payFix, onPayFixChange, payFixErrors }: PaymentMethodPickerProps) {
  const { t } = useTranslation('checkout');
  const visible = methods.filter((method): method is { type: VisibleType; label?: string | null } => isVisible(method.type));
  const selected = visible.some((method) => method.type === value) ? value : null;
  const payFixValue = payFix ?? { qrCode: '', pin: '' };

  if (visible.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t('payment.none')}
      </Text>
    );
  }

  return (
    <Radio.Group
      value={selected}
      onChange={(next) => onChange(next as PaymentType)}
      label={t('payment.title')}
      labelProps={{ fz: 'lg', fw: 700, mb: 'sm' }}
    >
      <Stack gap="sm">
        {visible.map((method) => {
          const look = LOOK[method.type];
          const Icon = look.icon;
          const name = method.label?.trim() || t(`payment.types.${look.key}`);
          return (
            <Stack key={method.type} gap="sm">
              <Radio.Card value={method.type} radius="md" className={classes.card} aria-label={name}>
                <Radio.Indicator />
                <ThemeIcon variant="light" size={40} radius="md">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <div className={classes.text}>
                  <Text fw={600}>{name}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`payment.descriptions.${look.key}`)}
                  </Text>
                </div>
              </Radio.Card>
              {method.type === 'payFix' && selected === 'payFix' ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" className={classes.payFix}>
                  <TextInput
                    size="md"
                    label={t('payment.payFix.qrCode')}
                    required
                    autoComplete="off"
                    value={payFixValue.qrCode}
                    onChange={(event) => onPayFixChange?.({ ...payFixValue, qrCode: event.currentTarget.value })}
                    error={payFixErrors?.qrCode}
                  />
                  <PasswordInput
                    size="md"
                    label={t('payment.payFix.pin')}
                    required
                    autoComplete="off"
                    inputMode="numeric"
                    maxLength={12}
                    value={payFixValue.pin}
                    onChange={(event) => onPayFixChange?.({ ...payFixValue, pin: event.currentTarget.value.replace(/\D/g, '') })}
                    error={payFixErrors?.pin}
                    visibilityToggleButtonProps={{ 'aria-label': t('payment.payFix.showPin') }}
                  />
                </SimpleGrid>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

/**
 * The client rules of the payFix fields (both required, PIN digits only) as translated messages,
 * for the app to run on submit and pass back as `payFixErrors`. Empty object: valid.
 */
export function usePayFixValidation(): (value: PayFixValue) => { qrCode?: string; pin?: string } {
  const { t } = useTranslation('checkout');
  return useCallback(
    (value) => {
      const errors: { qrCode?: string; pin?: string } = {};
      if (!value.qrCode.trim()) errors.qrCode = t('payment.payFix.required');
      if (!value.pin.trim()) errors.pin = t('payment.payFix.required');
      else if (!/^\d+$/.test(value.pin.trim())) errors.pin = t('payment.payFix.pinDigits');
      return errors;
    },
    [t],
  );
}
