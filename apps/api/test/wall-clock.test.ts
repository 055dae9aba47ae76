import { describe, expect, it } from 'vitest';
import { happyHourCovers, periodCovers, wallClockAt, wallClockOf, weekdayOfDate, windowCovers } from '../src/time/wall-clock.ts';

describe('local time of a restaurant', () => {
  it('reads an instant on the wall clock of a zone, summer time included', () => {
    expect(wallClockAt(new Date('2026-11-23T11:00:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-11-23', time: '12:00', weekday: 1 });
    expect(wallClockAt(new Date('2026-07-05T22:30:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-07-06', time: '00:30', weekday: 1 });
    expect(wallClockAt(new Date('2026-03-29T01:30:00Z'), 'Europe/Zurich')).toEqual({ date: '2026-03-29', time: '03:30', weekday: 7 });
    expect(wallClockAt(new Date('2026-11-23T03:00:00Z'), 'America/New_York')).toEqual({ date: '2026-11-22', time: '22:00', weekday: 7 });
  });

  it('reads an unknown zone as UTC instead of failing', () => {
    expect(wallClockAt(new Date('2026-11-23T11:00:00Z'), 'Mars/Olympus')).toEqual({ date: '2026-11-23', time: '11:00', weekday: 1 });
  });

  it('takes a delivery time without a zone as the wall clock itself', () => {
    expect(wallClockOf({ zoned: false, date: '2026-11-29', time: '23:45' }, 'Asia/Tokyo')).toEqual({
      date: '2026-11-29',
      time: '23:45',
      weekday: 7,
    });
    expect(wallClockOf({ zoned: true, instant: new Date('2026-11-29T23:45:00Z') }, 'Asia/Tokyo')).toEqual({
      date: '2026-11-30',
      time: '08:45',
      weekday: 1,
    });
  });

  it('numbers weekdays 1 Monday to 7 Sunday', () => {
    expect(['2026-11-23', '2026-11-24', '2026-11-28', '2026-11-29'].map(weekdayOfDate)).toEqual([1, 2, 6, 7]);
  });

  it('runs a window whose end is not after its start past midnight into the next weekday', () => {
    const sundayNight = { weekday: 7, start: '20:00', end: '02:00' };
    expect(windowCovers(sundayNight, { date: '2026-11-29', time: '23:00', weekday: 7 })).toBe(true);
    expect(windowCovers(sundayNight, { date: '2026-11-30', time: '01:59', weekday: 1 })).toBe(true);
    expect(windowCovers(sundayNight, { date: '2026-11-30', time: '02:00', weekday: 1 })).toBe(false);
    expect(windowCovers(sundayNight, { date: '2026-11-29', time: '19:59', weekday: 7 })).toBe(false);
    const lunch = { weekday: 1, start: '11:00', end: '14:00' };
    expect(windowCovers(lunch, { date: '2026-11-23', time: '11:00', weekday: 1 })).toBe(true);
    expect(windowCovers(lunch, { date: '2026-11-23', time: '14:00', weekday: 1 })).toBe(false);
  });

  it('applies a happy hour on its weekday, inside its times and dates, an end of 00:00 meaning midnight', () => {
    const friday = { weekday: 5, start: '17:00', end: '00:00', startDate: '2026-11-01', endDate: '2026-11-30' };
    expect(happyHourCovers(friday, { date: '2026-11-27', time: '23:59', weekday: 5 })).toBe(true);
    expect(happyHourCovers(friday, { date: '2026-11-27', time: '16:59', weekday: 5 })).toBe(false);
    expect(happyHourCovers(friday, { date: '2026-11-28', time: '00:30', weekday: 6 })).toBe(false);
    expect(happyHourCovers(friday, { date: '2026-12-04', time: '18:00', weekday: 5 })).toBe(false);
  });

  it('covers a closing period from its start up to, not including, its end', () => {
    const period = { starts_at: '2026-12-24T13:00:00.000Z', ends_at: '2026-12-24T23:00:00Z' };
    expect(periodCovers(period, new Date('2026-12-24T13:00:00Z'))).toBe(true);
    expect(periodCovers(period, new Date('2026-12-24T23:00:00Z'))).toBe(false);
  });
});
