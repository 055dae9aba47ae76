import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { availableDates, availableTimes, checkTime, type Schedule } from '../index.ts';

const ZONES = ['Europe/Berlin', 'Europe/Zurich', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const windowArbitrary = fc
  .record({
    weekday: fc.integer({ min: 1, max: 7 }),
    open: fc.integer({ min: 0, max: 24 * 60 - 5 }),
    length: fc.integer({ min: 5, max: 16 * 60 }),
  })
  .map(({ weekday, open, length }) => ({ weekday, open_at: hhmm(open), close_at: hhmm((open + length) % (24 * 60)) }));

const scheduleArbitrary: fc.Arbitrary<Schedule> = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  windows: fc.array(windowArbitrary, { minLength: 1, maxLength: 6 }),
  leadMinutes: fc.integer({ min: 0, max: 180 }),
  availableDays: fc.integer({ min: 0, max: 3 }),
  closed: fc.boolean(),
});

// Around the 2026 DST changes of Europe and North America, and ordinary days.
const nowArbitrary = fc.oneof(
  fc.date({ min: new Date('2026-03-06T00:00:00Z'), max: new Date('2026-03-10T00:00:00Z'), noInvalidDate: true }),
  fc.date({ min: new Date('2026-03-27T00:00:00Z'), max: new Date('2026-03-30T00:00:00Z'), noInvalidDate: true }),
  fc.date({ min: new Date('2026-10-23T00:00:00Z'), max: new Date('2026-11-03T00:00:00Z'), noInvalidDate: true }),
  fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
);

describe('offered times, for random schedules, zones and moments', () => {
  it('are on the quarter-hour grid, never past, and each one validates', () => {
    // The checks sit in loops over what was offered: count it, so that a generator or a change
    // that offers nothing cannot pass by checking nothing.
    let offered = 0;
    let runsWithTimes = 0;
    fc.assert(
      fc.property(scheduleArbitrary, nowArbitrary, (schedule, now) => {
        let times = 0;
        for (const isoDate of availableDates(schedule, now)) {
          for (const time of availableTimes(schedule, now, isoDate)) {
            times += 1;
            expect(time.minute % 15).toBe(0);
            expect(time.second).toBe(0);
            expect(time.toMillis()).toBeGreaterThanOrEqual(now.getTime() + (schedule.leadMinutes ?? 0) * 60_000);
            expect(checkTime(schedule, now, time.toISO() ?? '')).toMatchObject({ ok: true });
          }
        }
        offered += times;
        if (times > 0) runsWithTimes += 1;
      }),
      { numRuns: 120 },
    );
    expect(runsWithTimes).toBeGreaterThan(120 / 4);
    expect(offered).toBeGreaterThan(1000);
  }, 60_000);

  it('never start before tomorrow when the restaurant is closed', () => {
    let offered = 0;
    fc.assert(
      fc.property(scheduleArbitrary, nowArbitrary, (schedule, now) => {
        const closed = { ...schedule, closed: true };
        const tomorrow = DateTime.fromJSDate(now, { zone: schedule.timeZone }).startOf('day').plus({ days: 1 });
        for (const isoDate of availableDates(closed, now)) {
          for (const time of availableTimes(closed, now, isoDate)) {
            offered += 1;
            expect(time >= tomorrow).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
    expect(offered).toBeGreaterThan(100);
  }, 60_000);
});
