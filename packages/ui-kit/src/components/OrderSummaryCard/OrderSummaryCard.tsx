import { Divider, Group, Paper, Text, Title } from '@mantine/core';
import type { BasketProduct } from '@platter/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import { CartSummary, type CartSummaryProps } from '../CartSummary/index.ts';
import classes from './OrderSummaryCard.module.css';

export interface OrderSummaryCardProps {
  lines: BasketProduct[];
  totals: CartSummaryProps['totals'];
  voucherCode?: string | null;
  /** See CartSummary. @default false */
  showShipping?: boolean;
  /** See CartSummary. @default false */
  shippingPending?: boolean;
  /** Placed between the lines and the totals, e.g. VoucherField and TipField. */
  children?: ReactNode;
  /** Placed under the totals, where the guest has just read what they pay: the order button. */
  action?: ReactNode;
}

/** The checkout's side column: what is being ordered and what it costs. Sticky from the md breakpoint. */
export function OrderSummaryCard({
  lines,
  totals,
  voucherCode,
  showShipping = false,
  shippingPending = false,
  children,
  action,
}: OrderSummaryCardProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Paper component="section" withBorder radius="lg" p="lg" className={classes.root} aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('summary.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('summary.itemCount', { count })}
        </Text>
      </Group>
      <ul className={classes.lines}>
        {lines.map((line) => {
          const extras = [
            ...line.attributeItems.map((item) => item.name),
            ...(line.is_package ? line.items.map((item) => (item.quantity > 1 ? `${item.quantity}× ${item.name}` : item.name)) : []),
          ];
          return (
            <li key={line.basketProductId} className={classes.line}>
              <Text component="span" size="sm" className={classes.quantity}>
                {line.quantity}×
              </Text>
              <div className={classes.name}>
                <Text size="sm" fw={500}>
                  {line.name}
                </Text>
                {extras.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {extras.join(', ')}
                  </Text>
                ) : null}
              </div>
              <Text size="sm" className={classes.money}>
                {formatMoney(line.totalPrice)}
              </Text>
            </li>
          );
        })}
      </ul>
      <Divider my="sm" />
      {children ? (
        <>
          {children}
          <Divider my="sm" />
        </>
      ) : null}
      <CartSummary totals={totals} voucherCode={voucherCode ?? null} showShipping={showShipping} shippingPending={shippingPending} />
      {action ? <div className={classes.action}>{action}</div> : null}
    </Paper>
  );
}
