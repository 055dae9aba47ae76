import type { WeeklyTime } from '@platter/contract';
import { DEMO_RESTAURANT } from '@platter/ordering/testing';
import { describe, expect, it } from 'vitest';
import { addDays, closurePeriod, reservationTimes, restaurantNow, timePlanSchedules } from './opening-hours.ts';

const BERLIN = 'Europe/Berlin';
// Sunday 22 November 2026, 17:05 in Berlin.
const NOW = new Date('2026-11-22T16:05:00Z');
const WINDOWS: WeeklyTime[] = [
  { weekday: 7, open_at: '12:00', close_at: '14:00' },
  { weekday: 7, open_at: '17:10', close_at: '18:00' },
  { weekday: 1, open_at: '11:30', close_at: '12:30' },
];

describe('reservationTimes', () => {
  it('offers the quarter hours of the day’s windows, from the opening to before the closing', () => {
    expect(reservationTimes(WINDOWS, '2026-11-23', NOW, BERLIN)).toEqual(['11:30', '11:45', '12:00', '12:15']);
  });

  it('offers today only the times still ahead, rounded up to the quarter hour', () => {
    expect(reservationTimes(WINDOWS, '2026-11-22', NOW, BERLIN)).toEqual(['17:15', '17:30', '17:45']);
  });

  it('offers nothing on a closed day or in the past', () => {
    expect(reservationTimes(WINDOWS, '2026-11-24', NOW, BERLIN)).toEqual([]);
    expect(reservationTimes(WINDOWS, '2026-11-16', NOW, BERLIN)).toEqual([]);
    expect(reservationTimes(WINDOWS, 'not-a-date', NOW, BERLIN)).toEqual([]);
  });

  it('lets a window closing at midnight run to the end of the day', () => {
    expect(reservationTimes([{ weekday: 1, open_at: '23:00', close_at: '00:00' }], '2026-11-23', NOW, BERLIN)).toEqual([
      '23:00',
      '23:15',
      '23:30',
      '23:45',
    ]);
  });
});

describe('restaurantNow', () => {
  it('reads the date, weekday and time in the restaurant’s zone', () => {
    expect(restaurantNow(new Date('2026-11-22T23:30:00Z'), BERLIN)).toEqual({ date: '2026-11-23', weekday: 1, minutes: 30 });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('closurePeriod', () => {
  it('shows whole days as dates with the last day included', () => {
    const christmas = { id: 1, starts_at: '2026-12-23T23:00:00.000Z', ends_at: '2026-12-26T23:00:00.000Z', reason: 'Weihnachten' };
    expect(closurePeriod(christmas, BERLIN, 'de')).toEqual({ id: 1, period: '24.12.26 – 26.12.26', reason: 'Weihnachten' });
    const oneDay = { id: 2, starts_at: '2026-12-30T23:00:00.000Z', ends_at: '2026-12-31T23:00:00.000Z', reason: null };
    expect(closurePeriod(oneDay, BERLIN, 'de').period).toBe('31.12.26');
  });

  it('shows the times of a period that does not cover whole days', () => {
    const evening = { id: 3, starts_at: '2026-12-31T17:00:00.000Z', ends_at: '2027-01-01T11:00:00.000Z', reason: null };
    expect(closurePeriod(evening, BERLIN, 'de').period).toBe('31.12.26, 18:00 – 01.01.27, 12:00');
  });
});

describe('timePlanSchedules', () => {
  it('gives each offered delivery type its own times, else the general ones', () => {
    const here: WeeklyTime[] = [{ weekday: 1, open_at: '12:00', close_at: '20:00' }];
    const schedules = timePlanSchedules({ ...DEMO_RESTAURANT, deliveryTypes: [1, 3], hereTimes: here });
    expect(schedules.map((schedule) => schedule.type)).toEqual(['delivery', 'here']);
    expect(schedules[0]?.times).toBe(DEMO_RESTAURANT.restaurantAvailableTimes);
    expect(schedules[1]?.times).toBe(here);
  });
});
