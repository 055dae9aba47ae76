import { type DeliveryTypeName, deliveryTypeCode } from '@platter/contract';
import { availableDates, availableTimes, bounds, earliestAvailableTime, type Schedule, TIME_STEP_MINUTES } from '@platter/delivery-time';
import { DateTime } from 'luxon';
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { restaurantSettings } from '../restaurant/settings.ts';
import type { OrderQueries } from './store.ts';

const QUARTER_MS = TIME_STEP_MINUTES * 60_000;
const quarterOf = (millis: number) => Math.floor(millis / QUARTER_MS);

/** The quarter hour an order takes in the kitchen, when its delivery type has a capacity. */
export interface KitchenQuarter {
  deliveryType: number;
  capacity: number;
  schedule: Schedule;
  /** The start of the quarter hour, in the restaurant's zone. */
  time: DateTime;
}

/**
 * The kitchen's capacity (issue 12; settings `order_capacity`, per delivery type and quarter hour):
 * null when the basket's delivery type is unlimited. An order counts in the quarter hour of its
 * delivery time; an order without one ("as soon as possible") in the earliest quarter hour it can
 * be served, which is then written on the order, so that it is counted and the kitchen sees it.
 */
export async function kitchenQuarter(
  restaurant: RestaurantRow,
  type: DeliveryTypeName,
  deliveryTime: string | null,
  scheduleOf: (type: DeliveryTypeName) => Promise<Schedule>,
  now: Date,
): Promise<KitchenQuarter | null> {
  const capacity = restaurantSettings(restaurant).order_capacity[type];
  if (capacity === undefined) return null;
  const schedule = await scheduleOf(type);
  const time = deliveryTime ? DateTime.fromISO(deliveryTime).setZone(restaurant.time_zone) : earliestAvailableTime(schedule, now);
  if (!time?.isValid) return null;
  const start = DateTime.fromMillis(quarterOf(time.toMillis()) * QUARTER_MS, { zone: restaurant.time_zone });
  return { deliveryType: deliveryTypeCode(type), capacity, schedule, time: start };
}

/**
 * Checks, inside the order transaction (the restaurant's capacity lock taken), that the quarter
 * hour has room for one more order of its delivery type. A full one answers
 * `resources_have_been_reached` with the next quarter hour with room within the restaurant's
 * schedule (its opening windows, lead time, closed periods and horizon, in its zone) as
 * `validTime`; `full_capacity` when the horizon has none.
 */
export async function assertKitchenRoom(
  store: Pick<OrderQueries, 'ordersBetween'>,
  restaurantId: number,
  quarter: KitchenQuarter,
  now: Date,
): Promise<void> {
  const from = quarter.time.toUTC();
  const until = DateTime.max(bounds(quarter.schedule, now).latest, quarter.time).plus({ minutes: TIME_STEP_MINUTES }).toUTC();
  const rows = await store.ordersBetween(restaurantId, quarter.deliveryType, from.toISO() ?? '', until.toISO() ?? '');
  const taken = new Map<number, number>();
  for (const row of rows) {
    const key = quarterOf(Date.parse(row.delivery_time));
    taken.set(key, (taken.get(key) ?? 0) + row.orders);
  }
  const hasRoom = (time: DateTime) => (taken.get(quarterOf(time.toMillis())) ?? 0) < quarter.capacity;
  if (hasRoom(quarter.time)) return;
  for (const date of availableDates(quarter.schedule, now)) {
    if (date < (quarter.time.toISODate() ?? '')) continue;
    const free = availableTimes(quarter.schedule, now, date).find((time) => time > quarter.time && hasRoom(time));
    if (free) throw AppError.validation('delivery_time', 'resources_have_been_reached', { validTime: free.toISO() ?? '' });
  }
  throw AppError.validation('delivery_time', 'full_capacity');
}
