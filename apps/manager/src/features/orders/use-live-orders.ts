import type { RealtimeEvent } from '@platter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useManagedRestaurant, useManagerApi } from '../../app/manager-context.tsx';
import { ordersKey } from './order-queries.ts';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/**
 * Listens on the restaurant's orders channel: every order event refreshes the restaurant's order
 * lists at once, and `onEvent` hears it too (the board rings for new orders). While the channel is
 * not live, the screens fall back to polling (`pollMs`).
 */
export function useLiveOrders(onEvent?: (event: RealtimeEvent) => void): { status: LiveStatus; pollMs: number } {
  const api = useManagerApi();
  const restaurant = useManagedRestaurant();
  const queries = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [listener] = useState(() => ({ current: onEvent }));
  listener.current = onEvent;

  useEffect(
    () =>
      api.realtime.subscribe(
        { kind: 'restaurant_orders', restaurantId: restaurant.id },
        (event) => {
          void queries.invalidateQueries({ queryKey: ordersKey(restaurant.id) });
          listener.current?.(event);
        },
        { onStatus: setStatus },
      ),
    [api, restaurant.id, queries, listener],
  );

  return { status, pollMs: status === 'live' ? 60_000 : 15_000 };
}
