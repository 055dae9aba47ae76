import { availableDates } from '@platter/delivery-time';
import { describe, expect, it } from 'vitest';
import { restaurantSchedule, type ScheduleRestaurant } from '../index.ts';

const restaurant: ScheduleRestaurant = {
  timeZone: 'Europe/Berlin',
  closed: false,
  restaurantAvailableTimes: [{ weekday: 1, open_at: '11:00', close_at: '22:00' }],
  restaurantTakeawayTimes: [{ weekday: 2, open_at: '10:00', close_at: '12:00' }],
  hereTimes: [],
  restaurant_close_times: [{ id: 1, starts_at: '2026-12-24T00:00:00Z', ends_at: '2026-12-27T00:00:00Z', reason: null }],
  delivery_hours: 45,
  pickup_hours: 15,
  here_hours: 0,
  delivery_available_days: 3,
  pickup_available_days: 1,
  here_available_days: 0,
};

describe('restaurantSchedule', () => {
  it('takes the windows, lead minutes and horizon of the delivery type', () => {
    expect(restaurantSchedule(restaurant, 'pickup')).toMatchObject({
      windows: restaurant.restaurantTakeawayTimes,
      leadMinutes: 15,
      availableDays: 1,
      timeZone: 'Europe/Berlin',
    });
    expect(restaurantSchedule(restaurant, 'delivery')).toMatchObject({ windows: restaurant.restaurantAvailableTimes, leadMinutes: 45 });
  });

  it('falls back to the general opening times when a type has none of its own', () => {
    expect(restaurantSchedule(restaurant, 'here').windows).toBe(restaurant.restaurantAvailableTimes);
  });

  it('carries closing periods and the closed switch into the rules', () => {
    const closed = restaurantSchedule({ ...restaurant, closed: true }, 'delivery');
    // Monday 2026-11-23 10:00 in Berlin: closed now, so the first date offered is the next Monday.
    expect(availableDates(closed, new Date('2026-11-23T09:00:00Z'))).toEqual([]);
    expect(restaurantSchedule(restaurant, 'delivery').closedPeriods).toHaveLength(1);
  });
});
