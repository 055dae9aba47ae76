import { Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { type OrderFilterType, type OrderWithLines, orderGuestDetails } from '@platter/contract';
import { formatDateTime } from '@platter/i18n';
import { EmptyState, OrderStatusBadge, PaidBadge, RetryAlert, useDocumentTitle, useFormatMoney } from '@platter/ui-kit';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedRestaurant } from '../../app/manager-context.tsx';
import { restaurantToday } from '../../app/restaurant-dates.ts';
import classes from './OrdersScreen.module.css';
import { OrderTicketDialog } from './OrderTicketDialog.tsx';
import { type OrdersRange, useManagerOrders } from './order-queries.ts';

/** The orders of a date range, by ordering or by delivery day, as a table; a row opens its ticket. */
export function OrdersScreen() {
  const { t } = useTranslation('manager');
  const restaurant = useManagedRestaurant();
  useDocumentTitle(restaurant.name, t('orders.heading'));
  const today = restaurantToday(restaurant.timeZone);
  const [range, setRange] = useState<OrdersRange>({ from: today, to: today, filter: 'create' });
  const orders = useManagerOrders(range, 30_000);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = orders.data?.find((order) => order.id === openId) ?? null;
  const setDate = (key: 'from' | 'to', value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    setRange((current) => {
      const next = { ...current, [key]: value };
      // Keep the range whole: moving one end past the other moves both.
      if (next.to < next.from) return { ...next, [key === 'from' ? 'to' : 'from']: value };
      return next;
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('orders.heading')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('orders.from')}
            value={range.from}
            onChange={(event) => setDate('from', event.currentTarget.value)}
          />
          <TextInput type="date" label={t('orders.to')} value={range.to} onChange={(event) => setDate('to', event.currentTarget.value)} />
          <div>
            <Text size="sm" fw={500} mb={4} id="orders-filter-label">
              {t('orders.filterLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby="orders-filter-label"
              value={range.filter}
              onChange={(value) => setRange((current) => ({ ...current, filter: value as OrderFilterType }))}
              data={[
                { value: 'create', label: t('orders.filter.create') },
                { value: 'delivery', label: t('orders.filter.delivery') },
              ]}
            />
          </div>
        </Group>
      </Group>
      {orders.isError ? (
        <RetryAlert title={t('loadError')} message={orders.error.message} onRetry={() => void orders.refetch()} />
      ) : orders.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={44} radius="sm" />
          ))}
        </Stack>
      ) : orders.data.length === 0 ? (
        <EmptyState icon={<IconReceipt size={32} aria-hidden />} title={t('orders.empty')} />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('orders.count', { count: orders.data.length })}
          </Text>
          <OrdersTable orders={orders.data} onOpen={(order) => setOpenId(order.id)} />
        </>
      )}
      <OrderTicketDialog order={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

function OrdersTable({ orders, onOpen }: { orders: OrderWithLines[]; onOpen: (order: OrderWithLines) => void }) {
  const { t, i18n } = useTranslation('manager');
  const restaurant = useManagedRestaurant();
  const formatMoney = useFormatMoney();
  const zone = { timeZone: restaurant.timeZone };
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              {(['order', 'status', 'type', 'time', 'table', 'customer', 'total', 'payment'] as const).map((column) => (
                <Table.Th key={column} className={column === 'total' ? classes.money : undefined}>
                  {t(`orders.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.id} className={classes.row} onClick={() => onOpen(order)}>
                <Table.Td>
                  <UnstyledButton className={classes.open} onClick={() => onOpen(order)} aria-label={t('orders.open', { id: order.id })}>
                    #{order.id}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <OrderStatusBadge status={order.status} size="sm" />
                </Table.Td>
                <Table.Td>{t(`deliveryTypes.${order.delivery_type}`)}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  {order.delivery_time ? formatDateTime(order.delivery_time, i18n.language, zone) : t('ticket.asap')}
                </Table.Td>
                <Table.Td>{order.table ?? '–'}</Table.Td>
                <Table.Td>
                  <bdi>{orderGuestDetails(order).name ?? '–'}</bdi>
                </Table.Td>
                <Table.Td className={classes.money}>
                  <bdi>{formatMoney(order.total_price)}</bdi>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {t(`paymentTypes.${order.payment_type}`)}
                    <PaidBadge status={order.payment_status} />
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
