import type { DeliveryTypeName } from '@platter/contract';
import type { Schedule } from '@platter/delivery-time';
import type { RestaurantRow } from '../../db/schema.ts';
import { restaurantSettings } from '../restaurant/settings.ts';
import type { BasketStore } from './store.ts';

/** Which opening times govern a delivery type: delivery the general times, pickup the takeaway ones. */
const OPENING_KIND = { delivery: 'available', pickup: 'takeaway', here: 'here' } as const;

/**
 * The delivery-time rules' view of a restaurant for one delivery type. A restaurant with no times
 * of that kind falls back to its general opening times.
 */
export async function scheduleFor(store: BasketStore, restaurant: RestaurantRow, type: DeliveryTypeName, now: Date): Promise<Schedule> {
  const settings = restaurantSettings(restaurant);
  const [own, general, closedPeriods] = await Promise.all([
    store.openingTimes(restaurant.id, OPENING_KIND[type]),
    type === 'delivery' ? Promise.resolve([]) : store.openingTimes(restaurant.id, 'available'),
    store.closeTimes(restaurant.id, now.toISOString()),
  ]);
  return {
    timeZone: restaurant.time_zone,
    windows: own.length > 0 ? own : general,
    closedPeriods,
    leadMinutes: settings.lead_minutes[type],
    availableDays: settings.available_days[type],
    closed: settings.closed,
  };
}
