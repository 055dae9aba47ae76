import fc from 'fast-check';
import { DateTime, Settings } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import {
  availableDates,
  availableTimes,
  availableWallTimes,
  bounds,
  checkTime,
  earliestAvailableInstant,
  earliestAvailableTime,
  instantOfWallClock,
  offsetAt,
  type Schedule,
  type TimeRejection,
  wallClockAt,
} from '../index.ts';
import * as reference from './luxon-schedule.reference.ts';

// Berlin and Zurich change at 01:00 UTC, New York at 02:00 local, Santiago and Havana at midnight
// (the day starts at 01:00), Lord Howe by 30 minutes; Kolkata and UTC have no DST.
const ZONES = [
  'Europe/Berlin',
  'Europe/Zurich',
  'Asia/Kolkata',
  'UTC',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'Australia/Lord_Howe',
];
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// Minutes on and off the grid, windows past midnight, closing at 00:00 or 24:00, several windows a
// day (a break between lunch and dinner).
const windowArbitrary = fc
  .record({
    weekday: fc.integer({ min: 1, max: 7 }),
    open: fc.oneof(
      fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
      fc.integer({ min: 0, max: 24 * 60 - 1 }),
    ),
    length: fc.integer({ min: 5, max: 20 * 60 }),
    close: fc.constantFrom('computed', '00:00', '24:00'),
  })
  .map(({ weekday, open, length, close }) => ({
    weekday,
    open_at: hhmm(open),
    close_at: close === 'computed' ? hhmm((open + length) % (24 * 60)) : close,
  }));

// The 2026 DST changes of each zone (none in Kolkata and UTC).
const CHANGES: Record<string, string[]> = {
  'Europe/Berlin': ['2026-03-29', '2026-10-25'],
  'Europe/Zurich': ['2026-03-29', '2026-10-25'],
  'Asia/Kolkata': [],
  UTC: [],
  'America/New_York': ['2026-03-08', '2026-11-01'],
  'America/Santiago': ['2026-04-05', '2026-09-06'],
  'America/Havana': ['2026-03-08', '2026-11-01'],
  'Australia/Lord_Howe': ['2026-04-05', '2026-10-04'],
};

// Mostly in the three days before a change of the zone (so the horizon holds it), else any day.
function nowArbitraryIn(timeZone: string) {
  const nearChanges = (CHANGES[timeZone] ?? []).map((day) => {
    const change = Date.parse(`${day}T12:00:00Z`);
    return fc.date({ min: new Date(change - 3 * 86_400_000), max: new Date(change + 86_400_000), noInvalidDate: true });
  });
  const anyDay = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true });
  return nearChanges.length > 0 ? fc.oneof({ arbitrary: fc.oneof(...nearChanges), weight: 3 }, { arbitrary: anyDay, weight: 1 }) : anyDay;
}

// Holidays and early ends of a day, near now, on and off the quarter hour; now and then unreadable.
const closedPeriodArbitrary = fc
  .record({
    startHours: fc.integer({ min: -48, max: 8 * 24 }),
    lengthMinutes: fc.integer({ min: 1, max: 4 * 24 * 60 }),
    readable: fc.boolean(),
  })
  .map(({ startHours, lengthMinutes, readable }) => ({ startHours, lengthMinutes, readable }));

const caseArbitrary = fc.constantFrom(...ZONES).chain((timeZone) =>
  fc.record({
    timeZone: fc.constant(timeZone),
    now: nowArbitraryIn(timeZone),
    // Now and then open day and night, so the hours a DST change skips or repeats are offered.
    windows: fc.oneof(
      { arbitrary: fc.array(windowArbitrary, { minLength: 1, maxLength: 8 }), weight: 3 },
      { arbitrary: fc.constant([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open_at: '00:00', close_at: '24:00' }))), weight: 1 },
    ),
    leadMinutes: fc.oneof(fc.integer({ min: 0, max: 240 }), fc.constant(undefined)),
    availableDays: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant(undefined)),
    closed: fc.boolean(),
    closedPeriods: fc.array(closedPeriodArbitrary, { maxLength: 3 }),
  }),
);

type Case = typeof caseArbitrary extends fc.Arbitrary<infer T> ? T : never;

function scheduleOf(input: Case): Schedule {
  const closedPeriods = input.closedPeriods.map(({ startHours, lengthMinutes, readable }) => {
    const starts = input.now.getTime() + startHours * 3_600_000;
    return {
      starts_at: readable ? new Date(starts).toISOString() : 'soon',
      ends_at: new Date(starts + lengthMinutes * 60_000).toISOString(),
    };
  });
  return {
    timeZone: input.timeZone,
    windows: input.windows,
    closedPeriods,
    ...(input.leadMinutes === undefined ? {} : { leadMinutes: input.leadMinutes }),
    ...(input.availableDays === undefined ? {} : { availableDays: input.availableDays }),
    closed: input.closed,
  };
}

const isoOf = (time: DateTime | null) => (time ? { iso: time.toISO(), millis: time.toMillis() } : null);
const checkOf = (result: { ok: true; time: DateTime } | { ok: false; reason: TimeRejection }) =>
  result.ok ? { ok: true, time: isoOf(result.time) } : result;

// Luxon resolves a repeated wall-clock time (the hour after a DST change back) with the offset at
// the clock's now; the new rules use the offset at the `now` they are given. Both are the same
// instant in use, so the reference runs with its clock at `now`.
const realNow = Settings.now;
afterAll(() => {
  Settings.now = realNow;
});

describe('the luxon-free time rules give what the luxon rules gave', () => {
  it('same bounds, dates, times, earliest time and checks for random schedules, zones and moments', () => {
    let comparedTimes = 0;
    fc.assert(
      fc.property(caseArbitrary, (input) => {
        const schedule = scheduleOf(input);
        const { now } = input;
        Settings.now = () => now.getTime();

        const oldBounds = reference.bounds(schedule, now);
        const newBounds = bounds(schedule, now);
        expect(isoOf(newBounds.earliest)).toEqual(isoOf(oldBounds.earliest));
        expect(isoOf(newBounds.latest)).toEqual(isoOf(oldBounds.latest));

        const dates = reference.availableDates(schedule, now);
        expect(availableDates(schedule, now)).toEqual(dates);

        const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
        for (const isoDate of [yesterday, ...dates]) {
          const oldTimes = reference.availableTimes(schedule, now, isoDate);
          comparedTimes += oldTimes.length;
          expect(availableTimes(schedule, now, isoDate).map(isoOf)).toEqual(oldTimes.map(isoOf));
          expect(availableWallTimes(schedule, now, isoDate)).toEqual(oldTimes.map((time) => time.toFormat('HH:mm')));
        }

        const oldEarliest = reference.earliestAvailableTime(schedule, now);
        expect(isoOf(earliestAvailableTime(schedule, now))).toEqual(isoOf(oldEarliest));
        expect(earliestAvailableInstant(schedule, now)).toBe(oldEarliest?.toMillis() ?? null);

        const firstTimes = dates[0] ? reference.availableTimes(schedule, now, dates[0]) : [];
        const requests = [
          ...firstTimes.slice(0, 3).map((time) => time.toISO() ?? ''),
          ...firstTimes.slice(0, 2).map((time) => time.toFormat('yyyy-LL-dd HH:mm')),
          oldBounds.earliest.minus({ minutes: 15 }).toISO() ?? '',
          oldBounds.latest.plus({ minutes: 1 }).startOf('minute').toISO() ?? '',
          new Date(now.getTime() + 3 * 3_600_000).toISOString(),
          // The forms read without luxon, and neighbours of them luxon still reads.
          ...firstTimes.slice(0, 2).map((time) => time.toFormat("yyyy-LL-dd'T'HH:mm")),
          ...firstTimes.slice(0, 1).map((time) => time.toFormat("yyyy-LL-dd'T'HH:mm:ss.SZZZ")),
          ...firstTimes.slice(0, 1).map((time) => time.toFormat("yyyy-LL-dd'T'HH:mmZZ")),
          ...firstTimes.slice(0, 1).map((time) => time.toFormat("yyyy-LL-dd'T'HH:mm:ss,SSSZZ")),
          ...firstTimes.slice(0, 1).map((time) => `${time.toFormat('yyyy-LL-dd HH:mm')}:00.5`),
          ...firstTimes.slice(0, 1).map((time) => `${time.toFormat("yyyy-LL-dd'T'HH:mm")}+01`),
          ...firstTimes.slice(0, 1).map((time) => `${time.toFormat('yyyy-LL-dd')} 24:00`),
          ...firstTimes.slice(0, 1).map((time) => `${time.toFormat('yyyy-LL-dd')} 12:60`),
          ...firstTimes.slice(0, 1).map((time) => `${time.toFormat('yyyy-LL-dd HH:mm')}Z`),
          ...firstTimes.slice(0, 1).map((time) => `${time.toFormat("yyyy-LL-dd'T'HH:mm")}-23:59`),
          `${now.getUTCFullYear()}-02-30 12:00`,
          `${now.getUTCFullYear()}-13-01 12:00`,
          '0099-01-01 12:00',
          'not a time',
        ];
        for (const requested of requests) {
          const check = checkTime(schedule, now, requested);
          expect(checkOf(check), requested).toEqual(checkOf(reference.checkTime(schedule, now, requested)));
          if (check.ok) expect(check.instant).toBe(check.time.toMillis());
        }
      }),
      { numRuns: 200 },
    );
    expect(comparedTimes).toBeGreaterThan(5_000);
  }, 120_000);

  it('same offsets as luxon every 7 minutes through the DST changes of 2026', () => {
    for (const timeZone of ZONES) {
      for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-09-06', '2026-10-04', '2026-10-25', '2026-11-01']) {
        const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
        for (let instant = start; instant < start + 3 * 86_400_000; instant += 7 * 60_000 + 13_001) {
          const luxonOffset = reference.offsetOf(instant, timeZone);
          expect(offsetAt(timeZone, instant), `${timeZone} ${new Date(instant).toISOString()}`).toBe(luxonOffset);
        }
      }
    }
  });

  it('offers the hour a DST change repeats once, at the instant luxon chose', () => {
    const schedule: Schedule = {
      timeZone: 'Europe/Berlin',
      windows: [{ weekday: 7, open_at: '01:00', close_at: '04:00' }],
      availableDays: 1,
    };
    // Before the change (still summer time) and during the repeated hour (winter time).
    for (const now of [new Date('2026-10-24T22:00:00Z'), new Date('2026-10-25T01:05:00Z')]) {
      Settings.now = () => now.getTime();
      const times = availableTimes(schedule, now, '2026-10-25');
      expect(times.map(isoOf)).toEqual(reference.availableTimes(schedule, now, '2026-10-25').map(isoOf));
      expect(availableWallTimes(schedule, now, '2026-10-25')).toEqual(times.map((time) => time.toFormat('HH:mm')));
    }
    Settings.now = () => Date.parse('2026-10-24T22:00:00Z');
    const beforeTheChange = availableTimes(schedule, new Date('2026-10-24T22:00:00Z'), '2026-10-25').map((time) => time.toISO());
    expect(beforeTheChange).toContain('2026-10-25T02:30:00.000+02:00');
    expect(beforeTheChange).not.toContain('2026-10-25T02:30:00.000+01:00');
  });

  it('reads and writes wall clocks as luxon does, DST gaps and repeated hours included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES).chain((timeZone) => fc.tuple(fc.constant(timeZone), nowArbitraryIn(timeZone), nowArbitraryIn(timeZone))),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        ([timeZone, instant, now], minuteOfDay) => {
          const luxonTime = DateTime.fromMillis(instant.getTime(), { zone: timeZone });
          expect(wallClockAt(instant.getTime(), timeZone)).toEqual({ date: luxonTime.toISODate(), time: luxonTime.toFormat('HH:mm') });
          Settings.now = () => now.getTime();
          const wallClock = { date: luxonTime.toISODate() ?? '', time: hhmm(minuteOfDay) };
          const [year, month, day] = wallClock.date.split('-').map(Number);
          const luxonInstant = DateTime.fromObject(
            { year, month, day, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 },
            { zone: timeZone },
          ).toMillis();
          expect(instantOfWallClock(wallClock, timeZone, now)).toBe(luxonInstant);
        },
      ),
      { numRuns: 3000 },
    );
    expect(wallClockAt(0, 'Mars/Olympus_Mons')).toBeNull();
    expect(instantOfWallClock({ date: '2026-02-30', time: '12:00' }, 'UTC', new Date())).toBeNull();
    expect(instantOfWallClock({ date: '2026-02-03', time: '24:00' }, 'UTC', new Date())).toBeNull();
  });

  it('offers nothing for an unreadable date or an unknown zone, as before', () => {
    const schedule: Schedule = { timeZone: 'Europe/Berlin', windows: [{ weekday: 1, open_at: '11:00', close_at: '22:00' }] };
    const now = new Date('2026-11-23T08:00:00Z');
    for (const isoDate of ['2026-02-30', 'monday', '']) {
      expect(availableTimes(schedule, now, isoDate)).toEqual(reference.availableTimes(schedule, now, isoDate));
      expect(availableWallTimes(schedule, now, isoDate)).toEqual([]);
    }
    const nowhere = { ...schedule, timeZone: 'Mars/Olympus_Mons' };
    expect(availableTimes(nowhere, now, '2026-11-23')).toEqual([]);
    expect(availableWallTimes(nowhere, now, '2026-11-23')).toEqual([]);
    expect(() => availableDates(nowhere, now)).toThrow(RangeError);
    expect(() => reference.availableDates(nowhere, now)).toThrow(RangeError);
  });
});
