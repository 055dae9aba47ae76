import { Alert, Button, Divider, Flex, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@platter/contract';
import { formatDateTime } from '@platter/i18n';
import { IconArrowLeft, IconRepeat, IconStar } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import { CartSummary } from '../CartSummary/index.ts';
import { OrderStatusBadge } from '../OrderHistoryList/index.ts';
import classes from './OrderDetailPanel.module.css';

/** One ordered product as the detail shows it; `extras` are its chosen attributes or package contents. */
export interface OrderDetailLine {
  id: number;
  name: string;
  quantity: number;
  totalPrice: number;
  extras?: string[];
}

export interface OrderDetailPanelProps {
  /** The order; absent while loading or after an error. */
  order?: Order | null;
  lines?: OrderDetailLine[];
  /** The table's name for orders placed at a table. */
  table?: string | null;
  /** How the order was paid, as the restaurant names it (its `paymentMethodNames`). */
  paymentLabel?: string | null;
  /** The delivery type and time as the app words it, e.g. "Pickup · today, 18:30". */
  deliveryLabel?: string | null;
  /** The restaurant's time zone for the order date. @default the device's */
  timeZone?: string;
  /** @default false */
  loading?: boolean;
  /** Why the order could not be loaded; shown with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** Back to the list. */
  onBack: () => void;
  /** "Order again": puts the order's products into a new basket. Hidden when absent. */
  onReorder?: () => void;
  /** @default false */
  reordering?: boolean;
  /** Opens the review of this order; hidden when absent (reviews off, or a rejected order). */
  onReview?: () => void;
}

/** One past order: status, when and how, its lines and totals, and "Order again" / "Review". */
export function OrderDetailPanel({
  order,
  lines = [],
  table = null,
  paymentLabel = null,
  deliveryLabel = null,
  timeZone,
  loading = false,
  error = null,
  onRetry,
  onBack,
  onReorder,
  reordering = false,
  onReview,
}: OrderDetailPanelProps) {
  const { t, i18n } = useTranslation('account');
  const formatMoney = useFormatMoney();
  const titleId = useId();

  const back = (
    <Button
      variant="subtle"
      size="sm"
      h={40}
      px="xs"
      w="fit-content"
      leftSection={<IconArrowLeft size={18} className={classes.back} aria-hidden />}
      onClick={onBack}
    >
      {t('orders.detail.back')}
    </Button>
  );

  if (error || (!loading && !order))
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" variant="light" role="alert" title={t('orders.detail.loadError')}>
          <Stack gap="sm" align="flex-start">
            {error ? <Text size="sm">{error}</Text> : null}
            {onRetry ? (
              <Button variant="light" color="red" size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      </Stack>
    );

  if (loading || !order)
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('orders.detail.loading')}>
        {back}
        <Paper withBorder radius="lg" p="lg">
          <Skeleton height={24} width="40%" mb="md" />
          <Skeleton height={14} width="70%" mb="lg" />
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={14} mb="sm" />
          ))}
        </Paper>
      </Stack>
    );

  const facts: Array<[string, string]> = [
    [t('orders.detail.placedAt'), formatDateTime(order.created_at, i18n.language, timeZone ? { timeZone } : {})],
    ...(deliveryLabel ? ([[t('orders.detail.delivery'), deliveryLabel]] as Array<[string, string]>) : []),
    ...(table ? ([[t('orders.detail.table'), table]] as Array<[string, string]>) : []),
    ...(paymentLabel ? ([[t('orders.detail.payment'), paymentLabel]] as Array<[string, string]>) : []),
  ];

  return (
    <Stack gap="md">
      {back}
      <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
        <Stack gap="lg">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} size="h3" id={titleId}>
              {t('orders.number', { id: order.id })}
            </Title>
            <OrderStatusBadge status={order.status} size="lg" />
          </Group>
          <dl className={classes.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text component="dd" size="sm">
                  {value}
                </Text>
              </div>
            ))}
          </dl>
          <Divider />
          <section aria-label={t('orders.detail.items')}>
            <Text fw={600} mb="xs">
              {t('orders.detail.items')}
            </Text>
            <ul className={classes.lines}>
              {lines.map((line) => (
                <li key={line.id} className={classes.line}>
                  <Text component="span" size="sm" className={classes.quantity}>
                    {line.quantity}×
                  </Text>
                  <div>
                    <Text size="sm" fw={500}>
                      {line.name}
                    </Text>
                    {line.extras && line.extras.length > 0 ? (
                      <Text size="xs" c="dimmed">
                        {line.extras.join(', ')}
                      </Text>
                    ) : null}
                  </div>
                  <Text size="sm" className={classes.money}>
                    <bdi>{formatMoney(line.totalPrice)}</bdi>
                  </Text>
                </li>
              ))}
            </ul>
          </section>
          <Divider />
          <CartSummary
            totals={{
              subtotal: order.subtotal_price,
              discount: order.discount_price,
              shipping: order.shipping_price,
              tip: order.tip,
              total: order.total_price,
            }}
            voucherCode={order.voucher_code}
            showShipping={order.delivery_type === 1}
          />
          {onReorder || onReview ? (
            <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
              {onReview ? (
                <Button variant="light" size="md" leftSection={<IconStar size={18} aria-hidden />} onClick={onReview}>
                  {t('orders.detail.review')}
                </Button>
              ) : null}
              {onReorder ? (
                <Button size="md" leftSection={<IconRepeat size={18} aria-hidden />} onClick={onReorder} loading={reordering}>
                  {t('orders.detail.reorder')}
                </Button>
              ) : null}
            </Flex>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
