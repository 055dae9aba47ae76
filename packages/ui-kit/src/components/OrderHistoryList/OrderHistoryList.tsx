import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { deliveryTypeSchema, type Order } from '@platter/contract';
import { formatDateTime } from '@platter/i18n';
import { IconChevronRight, IconReceipt } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import { EmptyState } from '../EmptyState/index.ts';
import classes from './OrderHistoryList.module.css';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/** How many placeholder rows show while the history loads. */
export const ORDER_SKELETON_ROWS = 3;

export interface OrderHistoryListProps {
  /** Newest first, as `api/order/history` answers. */
  orders: Order[];
  /** The link of an order's detail; a plain click calls `onOpen` instead (the app's router). */
  hrefOf: (orderId: number) => string;
  onOpen: (orderId: number) => void;
  /** The restaurant's time zone for the order dates. @default the device's */
  timeZone?: string;
  /** Skeleton rows instead of the list. @default false */
  loading?: boolean;
  /** Why the history could not be loaded; shown with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** Offers older orders when the server may have more. @default false */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** @default false */
  loadingMore?: boolean;
  /** What the empty state offers, e.g. a link to the menu. */
  emptyAction?: ReactNode;
}

/** The customer's orders: date, number, status, total; each opens its detail. */
export function OrderHistoryList({
  orders,
  hrefOf,
  onOpen,
  timeZone,
  loading = false,
  error = null,
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  emptyAction,
}: OrderHistoryListProps) {
  const { t, i18n } = useTranslation('account');
  const formatMoney = useFormatMoney();

  if (loading)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('orders.loading')}>
        {Array.from({ length: ORDER_SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
          <Paper key={index} withBorder radius="lg" p="md">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={16} width="40%" />
                <Skeleton height={12} width="60%" />
              </Stack>
              <Skeleton height={20} width={72} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );

  if (error)
    return (
      <Alert color="red" variant="light" role="alert" title={t('orders.loadError')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error}</Text>
          {onRetry ? (
            <Button variant="light" color="red" size="sm" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );

  if (orders.length === 0)
    return (
      <Paper withBorder radius="lg">
        <EmptyState
          icon={<IconReceipt size={34} aria-hidden />}
          title={t('orders.emptyTitle')}
          description={t('orders.empty')}
          action={emptyAction}
        />
      </Paper>
    );

  const open = (event: MouseEvent<HTMLAnchorElement>, orderId: number) => {
    // Modified clicks keep the browser's meaning (new tab, new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(orderId);
  };

  return (
    <Stack gap="md">
      <ul className={classes.list}>
        {orders.map((order) => (
          <li key={order.id}>
            <a
              href={hrefOf(order.id)}
              className={classes.row}
              onClick={(event) => open(event, order.id)}
              aria-label={t('orders.openLabel', {
                id: order.id,
                date: formatDateTime(order.created_at, i18n.language, timeZone ? { timeZone } : {}),
                status: t(`orders.status.${order.status}`),
                total: formatMoney(order.total_price),
              })}
            >
              <ThemeIcon variant="light" radius="xl" size={40} visibleFrom="xs">
                <IconReceipt size={20} aria-hidden />
              </ThemeIcon>
              <div className={classes.main}>
                <Text fw={600}>{t('orders.number', { id: order.id })}</Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(order.created_at, i18n.language, timeZone ? { timeZone } : {})} ·{' '}
                  {t(`orders.deliveryTypes.${deliveryTypeSchema.parse(order.delivery_type)}`)}
                </Text>
              </div>
              <div className={classes.side}>
                <OrderStatusBadge status={order.status} size="sm" />
                <Text fw={600}>
                  <bdi>{formatMoney(order.total_price)}</bdi>
                </Text>
              </div>
              <IconChevronRight size={18} className={classes.chevron} aria-hidden />
            </a>
          </li>
        ))}
      </ul>
      {hasMore && onLoadMore ? (
        <Group justify="center">
          <Button variant="light" onClick={onLoadMore} loading={loadingMore}>
            {t('orders.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
