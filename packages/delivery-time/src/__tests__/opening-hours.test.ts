import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { weekdayIn } from '../index.ts';

describe('weekdayIn', () => {
  it("takes the zone's day, not the machine's, around midnight", () => {
    // Sunday 22 November 2026, 23:30 UTC: already Monday in Berlin, still Sunday in New York.
    const lateSunday = new Date('2026-11-22T23:30:00Z');
    expect(weekdayIn(lateSunday, 'UTC')).toBe(7);
    expect(weekdayIn(lateSunday, 'Europe/Berlin')).toBe(1);
    expect(weekdayIn(lateSunday, 'America/New_York')).toBe(7);
  });

  it('agrees with the weekday of the time rules (luxon) for any instant and zone', () => {
    const zones = ['UTC', 'Europe/Berlin', 'Asia/Dubai', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Pacific/Pago_Pago'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (now, zone) => {
          expect(weekdayIn(now, zone)).toBe(DateTime.fromJSDate(now, { zone }).weekday);
        },
      ),
    );
  });
});
