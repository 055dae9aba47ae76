import { notifications } from '@mantine/notifications';
import type { OrderFilterType, OrderStatus, OrderWithLines } from '@platter/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useManagedRestaurant, useManagerApi } from '../../app/manager-context.tsx';

export interface OrdersRange {
  /** `YYYY-MM-DD`, whole days of the restaurant's zone. */
  from: string;
  to: string;
  filter: OrderFilterType;
}

/** Every orders query of a restaurant starts with this key, so that one invalidation refreshes them all. */
export const ordersKey = (restaurantId: number) => ['manager-orders', restaurantId] as const;

/**
 * `managers/order` for a range. `pollMs` is the fallback when no live channel tells of changes;
 * a live screen passes a slow safety net instead.
 */
export function useManagerOrders(range: OrdersRange, pollMs: number | false = false) {
  const api = useManagerApi();
  const restaurant = useManagedRestaurant();
  return useQuery({
    queryKey: [...ordersKey(restaurant.id), range.filter, range.from, range.to],
    queryFn: ({ signal }) =>
      api.managers.orders({ restaurantId: restaurant.id, from_date: range.from, to_date: range.to, filter_type: range.filter }, { signal }),
    refetchInterval: pollMs,
    placeholderData: (previous) => previous,
  });
}

/** `managers/order/change-status`; every orders list of the restaurant is refreshed after it. */
export function useChangeOrderStatus() {
  const api = useManagerApi();
  const restaurant = useManagedRestaurant();
  const queries = useQueryClient();
  const { t } = useTranslation('manager');
  return useMutation({
    mutationFn: ({ order, status }: { order: OrderWithLines; status: OrderStatus }) =>
      api.managers.changeStatus({ orderId: order.id, status, restaurantId: restaurant.id }),
    onError: (error) => notifications.show({ color: 'red', title: t('actions.failed'), message: error.message }),
    onSettled: () => queries.invalidateQueries({ queryKey: ordersKey(restaurant.id) }),
  });
}
