import { describe, expect, it } from 'vitest';
import { availableDates, availableTimes, checkTime, earliestAvailableTime, openingHoursToday, type Schedule } from '../index.ts';

const weekdays = [1, 2, 3, 4, 5, 6, 7];
const bistro: Schedule = {
  timeZone: 'Europe/Berlin',
  windows: weekdays.flatMap((weekday) => [
    { weekday, open_at: '11:00', close_at: '14:30' },
    { weekday, open_at: '17:00', close_at: '22:00' },
  ]),
  leadMinutes: 45,
  availableDays: 2,
};
const clock = (isoTimes: ReturnType<typeof availableTimes>) => isoTimes.map((time) => time.toFormat('HH:mm'));
// Sunday 2026-11-22, 12:02 in Berlin.
const noon = new Date('2026-11-22T11:02:00Z');

describe('availableTimes', () => {
  it('starts at now plus the lead minutes, rounded up, and keeps to the windows', () => {
    const times = clock(availableTimes(bistro, noon, '2026-11-22'));
    expect(times[0]).toBe('13:00');
    expect(times).toContain('14:15');
    expect(times).not.toContain('14:30');
    expect(times).not.toContain('16:45');
    expect(times).toContain('17:00');
    expect(times.at(-1)).toBe('21:45');
  });

  it('offers whole days after today, and nothing beyond the horizon', () => {
    expect(clock(availableTimes(bistro, noon, '2026-11-23'))[0]).toBe('11:00');
    expect(availableTimes(bistro, noon, '2026-11-25')).toEqual([]);
    expect(availableDates(bistro, noon)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
  });

  it('skips closed periods', () => {
    const holiday: Schedule = { ...bistro, closedPeriods: [{ starts_at: '2026-11-22T23:00:00Z', ends_at: '2026-11-23T23:00:00Z' }] };
    expect(availableTimes(holiday, noon, '2026-11-23')).toEqual([]);
    expect(availableDates(holiday, noon)).toEqual(['2026-11-22', '2026-11-24']);
  });

  it('starts tomorrow at midnight when the restaurant is closed (spec §5)', () => {
    const closed: Schedule = {
      ...bistro,
      closed: true,
      windows: weekdays.map((weekday) => ({ weekday, open_at: '00:00', close_at: '24:00' })),
    };
    expect(earliestAvailableTime(closed, noon)?.toISO()).toBe('2026-11-23T00:00:00.000+01:00');
  });

  it('runs windows past midnight into the next day', () => {
    const bar: Schedule = { timeZone: 'Europe/Berlin', windows: [{ weekday: 6, open_at: '20:00', close_at: '02:00' }], availableDays: 3 };
    expect(clock(availableTimes(bar, noon, '2026-11-29'))).toEqual([]);
    const saturdayNight = availableTimes(bar, new Date('2026-11-28T10:00:00Z'), '2026-11-29');
    expect(clock(saturdayNight)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45']);
  });

  it('skips wall-clock times that do not exist when the clocks go forward', () => {
    const night: Schedule = { timeZone: 'Europe/Berlin', windows: [{ weekday: 7, open_at: '01:00', close_at: '04:00' }], availableDays: 1 };
    const times = clock(availableTimes(night, new Date('2026-03-28T12:00:00Z'), '2026-03-29'));
    expect(times).toContain('01:45');
    expect(times).not.toContain('02:30');
    expect(times).toContain('03:00');
  });
});

describe('checkTime', () => {
  it('accepts an offered time, as ISO or as wall-clock text', () => {
    expect(checkTime(bistro, noon, '2026-11-22T13:00:00+01:00').ok).toBe(true);
    expect(checkTime(bistro, noon, '2026-11-23 18:30').ok).toBe(true);
  });

  it.each([
    ['2026-11-22 11:45', 'past'],
    ['2026-11-22 12:30', 'before_lead_time'],
    ['2026-11-22 13:10', 'off_grid'],
    ['2026-11-22 15:00', 'outside_hours'],
    ['2026-11-26 12:00', 'beyond_horizon'],
    ['tomorrow at noon', 'invalid'],
  ])('rejects %s as %s', (requested, reason) => {
    expect(checkTime(bistro, noon, requested)).toEqual({ ok: false, reason });
  });
});

describe('openingHoursToday', () => {
  it("shows the first two windows of today's weekday, in order", () => {
    const windows = [
      { weekday: 7, open_at: '17:00', close_at: '22:00' },
      { weekday: 7, open_at: '11:00', close_at: '14:30' },
      { weekday: 7, open_at: '23:00', close_at: '23:30' },
      { weekday: 1, open_at: '08:00', close_at: '09:00' },
    ];
    expect(openingHoursToday(windows, noon, 'Europe/Berlin').map((window) => window.open_at)).toEqual(['11:00', '17:00']);
  });
});
