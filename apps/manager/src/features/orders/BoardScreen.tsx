import { Alert, Badge, Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderWithLines } from '@platter/contract';
import { OrderBoardCard, RetryAlert, useDocumentTitle } from '@platter/ui-kit';
import { IconVolume } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedRestaurant } from '../../app/manager-context.tsx';
import { restaurantToday } from '../../app/restaurant-dates.ts';
import classes from './BoardScreen.module.css';
import { boardColumns, needsAcceptance } from './board-columns.ts';
import { OrderTicketDialog } from './OrderTicketDialog.tsx';
import { useManagerOrders } from './order-queries.ts';
import { StatusActions } from './StatusActions.tsx';
import { type LiveStatus, useLiveOrders } from './use-live-orders.ts';
import { useOrderAlarm, useSoundSetting } from './use-order-alarm.ts';

const STATUS_COLOR: Record<LiveStatus, string> = { live: 'green', connecting: 'yellow', offline: 'red' };

/**
 * The kitchen's board: today's orders in three columns that update by themselves (the restaurant's
 * live channel, polling as the fallback), a chime until new orders are accepted, big buttons.
 */
export function BoardScreen() {
  const { t } = useTranslation('manager');
  const restaurant = useManagedRestaurant();
  const today = restaurantToday(restaurant.timeZone);
  const live = useLiveOrders((event) => {
    if (event.type === 'order_created') notifications.show({ color: 'orange', message: t('board.newOrder', { id: event.orderId }) });
  });
  const created = useManagerOrders({ from: today, to: today, filter: 'create' }, live.pollMs);
  const due = useManagerOrders({ from: today, to: today, filter: 'delivery' }, live.pollMs);
  const columns = boardColumns(created.data, due.data);
  const waiting = columns.fresh.filter(needsAcceptance).length;
  const [soundOn, setSoundOn] = useSoundSetting();
  const alarm = useOrderAlarm(waiting > 0, soundOn);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = [...columns.fresh, ...columns.preparing, ...columns.done].find((order) => order.id === openId) ?? null;
  useDocumentTitle(restaurant.name, waiting > 0 ? `(${waiting}) ${t('nav.board')}` : t('nav.board'));

  const failed = created.error ?? due.error;
  const card = (order: OrderWithLines, actions: boolean) => (
    <OrderBoardCard
      key={order.id}
      order={order}
      timeZone={restaurant.timeZone}
      attention={needsAcceptance(order)}
      onOpen={() => setOpenId(order.id)}
      {...(actions ? { actions: <StatusActions order={order} size="lg" /> } : {})}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('board.heading')}
        </Title>
        <Group gap="md" wrap="wrap">
          <Badge color={STATUS_COLOR[live.status]} variant="dot" size="lg" role="status">
            {t(`connection.${live.status}`)}
          </Badge>
          <Switch
            checked={soundOn}
            onChange={(event) => setSoundOn(event.currentTarget.checked)}
            label={t('sound.label')}
            thumbIcon={<IconVolume size={12} aria-hidden />}
            size="md"
          />
        </Group>
      </Group>
      {alarm.blocked ? (
        <Alert color="yellow" variant="light" icon={<IconVolume size={20} aria-hidden />}>
          {t('sound.blocked')}
        </Alert>
      ) : null}
      {failed ? (
        <RetryAlert
          title={t('loadError')}
          message={failed.message}
          onRetry={() => {
            void created.refetch();
            void due.refetch();
          }}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.board}>
        <Column title={t('board.new')} count={columns.fresh.length} empty={t('board.emptyNew')} loading={created.isPending} tone="orange">
          {columns.fresh.map((order) => card(order, true))}
        </Column>
        <Column
          title={t('board.preparing')}
          count={columns.preparing.length}
          empty={t('board.emptyPreparing')}
          loading={created.isPending}
          tone="blue"
        >
          {columns.preparing.map((order) => card(order, true))}
        </Column>
        <Column title={t('board.done')} count={columns.done.length} empty={t('board.emptyDone')} loading={created.isPending} tone="gray">
          {columns.done.map((order) => card(order, false))}
        </Column>
      </SimpleGrid>
      <OrderTicketDialog order={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

interface ColumnProps {
  title: string;
  count: number;
  empty: string;
  loading: boolean;
  tone: string;
  children: ReactNode;
}

function Column({ title, count, empty, loading, tone, children }: ColumnProps) {
  return (
    <section aria-label={title} className={classes.column}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge color={tone} variant="filled" size="lg" circle aria-hidden>
          {count}
        </Badge>
      </Group>
      <Stack gap="sm" aria-live="polite">
        {loading ? (
          [0, 1].map((key) => <Skeleton key={key} height={160} radius="md" />)
        ) : count === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" className={classes.empty}>
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </section>
  );
}
