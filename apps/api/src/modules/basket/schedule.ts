import type { DeliveryTypeName } from '@platter/contract';
import type { Schedule } from '@platter/delivery-time';
import type { RestaurantRow } from '../../db/schema.ts';
import { createRestaurantMemo } from '../restaurant/restaurant-memo.ts';
import { restaurantSettings } from '../restaurant/settings.ts';
import type { BasketStore } from './store.ts';

/** Which opening times govern a delivery type: delivery the general times, pickup the takeaway ones. */
const OPENING_KIND = { delivery: 'available', pickup: 'takeaway', here: 'here' } as const;

interface RestaurantHours {
  openingTimes: Awaited<ReturnType<BasketStore['openingTimes']>>;
  /** The closures that had not ended when they were read (each use drops those ended since). */
  closeTimes: Awaited<ReturnType<BasketStore['closeTimes']>>;
}

export interface SchedulesOptions {
  /**
   * How long a restaurant's opening and close times are kept, in ms (0: read for every call). No
   * API call writes them, so this bounds how long an edit made beside the API takes to be seen, as
   * for the restaurant's row; `forget` retires them at once.
   */
  ttlMs: number;
}

/**
 * The delivery-time rules' view of a restaurant for one delivery type. A restaurant with no times
 * of that kind falls back to its general opening times. The times are read once per restaurant and
 * kept (issue 18: a checkout asked for them four times, two queries each).
 */
export function createSchedules(store: Pick<BasketStore, 'openingTimes' | 'closeTimes'>, { ttlMs }: SchedulesOptions) {
  const hours = createRestaurantMemo<RestaurantHours>({ ttlMs });
  const read = async (restaurantId: number, nowIso: string): Promise<RestaurantHours> => {
    const [openingTimes, closeTimes] = await Promise.all([store.openingTimes(restaurantId), store.closeTimes(restaurantId, nowIso)]);
    return { openingTimes, closeTimes };
  };

  return {
    async scheduleFor(restaurant: RestaurantRow, type: DeliveryTypeName, now: Date): Promise<Schedule> {
      const nowIso = now.toISOString();
      const { openingTimes, closeTimes } = await hours.get(restaurant.id, '', () => read(restaurant.id, nowIso));
      const own = openingTimes.filter((time) => time.kind === OPENING_KIND[type]);
      const settings = restaurantSettings(restaurant);
      return {
        timeZone: restaurant.time_zone,
        windows: own.length > 0 || type === 'delivery' ? own : openingTimes.filter((time) => time.kind === 'available'),
        closedPeriods: closeTimes.filter((period) => period.ends_at > nowIso),
        leadMinutes: settings.lead_minutes[type],
        availableDays: settings.available_days[type],
        closed: settings.closed,
      };
    },
    /** Retires a restaurant's kept times (a change announced in any process). */
    forget: hours.forget,
  };
}
