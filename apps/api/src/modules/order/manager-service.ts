import type { managerOrdersQuerySchema, Order, OrderStatus, OrderWithLines, RestaurantInfo } from '@platter/contract';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { PublishRealtimeEvent } from '../../realtime/bus.ts';
import type { RestaurantLookup } from '../restaurant/lookup.ts';
import { presentOrder, presentOrderWithLines } from './presenters.ts';
import type { OrderStore } from './store.ts';

type ManagerOrdersQuery = z.output<typeof managerOrdersQuerySchema>;

/** The longest date range of `managers/order`, in days, both ends counted. */
export const MANAGER_RANGE_MAX_DAYS = 92;

/**
 * The manager's transitions: received -> processing -> delivered, and received or processing ->
 * rejected. Delivered and rejected are final.
 */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['processing', 'rejected'],
  processing: ['delivered', 'rejected'],
  delivered: [],
  rejected: [],
};

export interface ManagerServiceDeps {
  orders: OrderStore;
  restaurants: RestaurantLookup;
  /** The restaurants the manager (a user id) manages, ascending (`manager_restaurants`). */
  managedRestaurantIds: (userId: number) => Promise<number[]>;
  /** The restaurant info as `restaurant/restaurant-by-id` answers it. */
  restaurantInfo: (restaurantId: number, language: string) => Promise<RestaurantInfo>;
  /** Tells the realtime layer (the restaurant's managers, the order's page) of a status change. */
  publish: PublishRealtimeEvent;
  now: () => Date;
}

/** The manager calls (spec document 2, §7 "Manager"): their restaurants, orders by date range, status changes. */
export function createManagerService({ orders, restaurants, managedRestaurantIds, restaurantInfo, publish, now }: ManagerServiceDeps) {
  /** A manager acts only for the restaurants they manage: 403 `you_dont_allow` for any other. */
  async function requireManaged(managerId: number, restaurantId: number): Promise<void> {
    if (!(await managedRestaurantIds(managerId)).includes(restaurantId)) throw AppError.of('you_dont_allow');
  }

  return {
    async restaurants(managerId: number, language: string): Promise<RestaurantInfo[]> {
      const ids = await managedRestaurantIds(managerId);
      return Promise.all(ids.map((id) => restaurantInfo(id, language)));
    },

    /**
     * The orders of a managed restaurant created (`create`) or to be delivered (`delivery`) from
     * `from_date` to `to_date`, both whole days of the restaurant's zone; newest first by that time.
     */
    async orders(managerId: number, query: ManagerOrdersQuery): Promise<OrderWithLines[]> {
      await requireManaged(managerId, query.restaurantId);
      const restaurant = await restaurants.require(query.restaurantId);
      const from = DateTime.fromISO(query.from_date, { zone: restaurant.time_zone }).startOf('day');
      const to = DateTime.fromISO(query.to_date, { zone: restaurant.time_zone }).startOf('day');
      // The contract refuses an end before the start; the service holds it too for other callers.
      if (to < from) throw AppError.validation('to_date', 'end_date_before_start_date');
      if (to.diff(from, 'days').days + 1 > MANAGER_RANGE_MAX_DAYS)
        throw AppError.validation('to_date', 'date_range_too_long', { max: MANAGER_RANGE_MAX_DAYS });
      const column = query.filter_type === 'delivery' ? 'delivery_time' : 'created_at';
      const rows = await orders.ordersOfRestaurantBetween(
        restaurant.id,
        column,
        from.toUTC().toISO() ?? '',
        to.plus({ days: 1 }).toUTC().toISO() ?? '',
      );
      const ids = rows.map((row) => row.id);
      const [lines, tables, payments] = await Promise.all([
        orders.linesOfOrders(ids),
        orders.tableNames([...new Set(rows.flatMap((row) => (row.table_id === null ? [] : [row.table_id])))]),
        orders.paymentsOfOrders(ids),
      ]);
      return rows.map((row) =>
        presentOrderWithLines(
          row,
          lines.filter((line) => line.order_id === row.id),
          tables.find((table) => table.id === row.table_id)?.name ?? null,
          payments.filter((payment) => payment.order_id === row.id).at(-1)?.id,
        ),
      );
    },

    /** Moves an order along the manager's transitions; any other change is a 422 on `status`. */
    async changeStatus(managerId: number, input: { orderId: number; status: OrderStatus; restaurantId: number }): Promise<Order> {
      await requireManaged(managerId, input.restaurantId);
      const order = await orders.findOrder(input.orderId);
      if (!order || order.restaurant_id !== input.restaurantId) throw AppError.validation('orderId', 'order_does_not_exists');
      if (order.status === input.status) throw AppError.validation('status', 'order_status_unchanged');
      if (!NEXT_STATUSES[order.status].includes(input.status)) throw AppError.validation('status', 'order_status_change_not_allowed');
      // Conditional on the status read: a manager who changed it meanwhile wins, this change is refused.
      if (!(await orders.changeStatus(order.id, order.restaurant_id, order.status, input.status, now().toISOString())))
        throw AppError.validation('status', 'order_status_change_not_allowed');
      publish({ type: 'order_status_changed', restaurantId: order.restaurant_id, orderId: order.id, status: input.status });
      const changed = await orders.findOrder(order.id);
      if (!changed) throw AppError.validation('orderId', 'order_does_not_exists');
      const payment = await orders.latestPayment(changed.id);
      return presentOrder(changed, payment?.id);
    },
  };
}
export type ManagerService = ReturnType<typeof createManagerService>;
