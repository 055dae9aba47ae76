import { describe, expect, it } from 'vitest';
import { upcomingDates, weekdayOf } from '../index.ts';

describe('upcomingDates', () => {
  it("starts from the restaurant's today, not the runtime's", () => {
    // 23:30 UTC on the 22nd is already the 23rd in Zurich.
    const now = new Date('2026-11-22T23:30:00Z');
    expect(upcomingDates({ now, timeZone: 'Europe/Zurich', days: 3 })).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(upcomingDates({ now, timeZone: 'America/New_York', days: 1 })).toEqual(['2026-11-22']);
  });

  it('lists each day once across a DST change', () => {
    const now = new Date('2026-10-24T12:00:00Z');
    expect(upcomingDates({ now, timeZone: 'Europe/Berlin', days: 3 })).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('lists nothing for zero or negative days', () => {
    expect(upcomingDates({ now: new Date(), timeZone: 'Europe/Berlin', days: 0 })).toEqual([]);
    expect(upcomingDates({ now: new Date(), timeZone: 'Europe/Berlin', days: -2 })).toEqual([]);
  });
});

describe('weekdayOf', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-22')).toBe(7);
  });
});
