import { availableDates, availableTimes, checkTime } from '@platter/delivery-time';
import { describe, expect, it } from 'vitest';
import { restaurantSchedule, type ScheduleRestaurant } from '../index.ts';

const restaurant: ScheduleRestaurant = {
  timeZone: 'Europe/Berlin',
  closed: false,
  restaurantAvailableTimes: [{ weekday: 1, open_at: '11:00', close_at: '22:00' }],
  restaurantTakeawayTimes: [{ weekday: 2, open_at: '10:00', close_at: '12:00' }],
  hereTimes: [],
  restaurant_close_times: [{ id: 1, starts_at: '2026-12-24T00:00:00Z', ends_at: '2026-12-27T00:00:00Z', reason: null }],
  restaurant_end_close_times: [],
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

  it('ends the day early where the restaurant closes early (restaurant_end_close_times), as the server does', () => {
    // New Year's Eve, a Thursday: open 11:00-22:00, but the restaurant closes at 14:00 Berlin time.
    const earlyEnd = {
      ...restaurant,
      restaurantAvailableTimes: [{ weekday: 4, open_at: '11:00', close_at: '22:00' }],
      restaurant_end_close_times: [{ id: 2, starts_at: '2026-12-31T13:00:00.000Z', ends_at: '2026-12-31T23:00:00.000Z', reason: null }],
    };
    const schedule = restaurantSchedule(earlyEnd, 'delivery');
    const now = new Date('2026-12-30T08:00:00Z');
    const times = availableTimes(schedule, now, '2026-12-31').map((time) => time.toFormat('HH:mm'));
    expect(times.at(0)).toBe('11:00');
    expect(times.at(-1)).toBe('13:45');
    expect(checkTime(schedule, now, '2026-12-31 18:00')).toEqual({ ok: false, reason: 'closed' });
    expect(checkTime(schedule, now, '2026-12-31 12:00').ok).toBe(true);
  });
});
