import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import classes from './CartSummary.module.css';

export interface CartSummaryProps {
  /** Amounts in major units as the server computed them; the block adds nothing up itself. */
  totals: { subtotal: number; discount: number; shipping: number; tip: number; total: number };
  /** Names the discount row ("Voucher SUMMER10"); without it the row reads "Discount". */
  voucherCode?: string | null;
  /**
   * Show the delivery row even when the fee is 0, as "Free delivery" (delivery orders with a
   * checked postal code). A fee above 0 is always shown. @default false
   */
  showShipping?: boolean;
  /**
   * A delivery whose postal code is not known yet: the fee row says it follows from the postal
   * code, rather than promising free delivery. @default false
   */
  shippingPending?: boolean;
}

interface RowProps {
  label: ReactNode;
  amount: string;
  tone?: 'positive';
  total?: boolean;
  /** The amount is words ("follows from the postal code"), which wrap inside the card, not money. */
  words?: boolean;
}

function Row({ label, amount, tone, total = false, words = false }: RowProps) {
  const amountClass = [classes.amount, words ? classes.words : null, tone === 'positive' ? classes.positive : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={total ? `${classes.row} ${classes.total}` : classes.row}>
      <Text component="dt" inherit={total} size={total ? undefined : 'sm'} c={total ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text component="dd" inherit={total} size={total ? undefined : 'sm'} className={amountClass}>
        {/* bdi keeps a minus sign before the amount in right-to-left text. */}
        <bdi>{amount}</bdi>
      </Text>
    </div>
  );
}

/** Subtotal, discount, delivery fee, tip and the bold "Total Price" (spec §2 cart screen). */
export function CartSummary({ totals, voucherCode, showShipping = false, shippingPending = false }: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const formatMoney = useFormatMoney();
  return (
    <dl className={classes.list}>
      <Row label={t('summary.subtotal')} amount={formatMoney(totals.subtotal)} />
      {totals.discount > 0 ? (
        <Row
          label={voucherCode ? t('summary.voucher', { code: voucherCode }) : t('summary.discount')}
          amount={`\u2212${formatMoney(totals.discount)}`}
          tone="positive"
        />
      ) : null}
      {totals.shipping > 0 ? <Row label={t('summary.deliveryFee')} amount={formatMoney(totals.shipping)} /> : null}
      {totals.shipping <= 0 && shippingPending ? (
        <Row label={t('summary.deliveryFee')} amount={t('summary.deliveryFeePending')} words />
      ) : null}
      {totals.shipping <= 0 && showShipping && !shippingPending ? (
        <Row label={t('summary.deliveryFee')} amount={t('summary.freeDelivery')} tone="positive" words />
      ) : null}
      {totals.tip > 0 ? <Row label={t('summary.tip')} amount={formatMoney(totals.tip)} /> : null}
      <Row label={t('summary.total')} amount={formatMoney(totals.total)} total />
    </dl>
  );
}
