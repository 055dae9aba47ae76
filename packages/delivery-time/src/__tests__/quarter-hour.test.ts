import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { earliestPickableTime, isOnQuarterHourGrid, roundUpToQuarterHour } from '../index.ts';

const berlin = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Berlin' });

describe('roundUpToQuarterHour', () => {
  it('keeps a time that is on the grid', () => {
    expect(roundUpToQuarterHour(berlin('2026-11-22T12:30:00')).toISO()).toBe('2026-11-22T12:30:00.000+01:00');
  });

  it('rounds a minute past the grid up to the next quarter', () => {
    expect(roundUpToQuarterHour(berlin('2026-11-22T12:31:00')).toFormat('HH:mm')).toBe('12:45');
  });

  it('rounds seconds past a quarter up too', () => {
    expect(roundUpToQuarterHour(berlin('2026-11-22T12:30:01')).toFormat('HH:mm')).toBe('12:45');
  });

  it('crosses midnight and the hour', () => {
    expect(roundUpToQuarterHour(berlin('2026-11-22T23:50:00')).toISO()).toBe('2026-11-23T00:00:00.000+01:00');
  });
});

describe('earliestPickableTime', () => {
  it('adds the lead minutes first, then rounds up, in the restaurant zone', () => {
    const now = new Date('2026-11-22T11:02:00Z'); // 12:02 in Berlin
    const earliest = earliestPickableTime({ now, timeZone: 'Europe/Berlin', leadMinutes: 30 });
    expect(earliest.toFormat('HH:mm')).toBe('12:45');
    expect(isOnQuarterHourGrid(earliest)).toBe(true);
  });

  it('stays on the grid across the autumn DST change', () => {
    const now = new Date('2026-10-25T00:50:00Z'); // 02:50 CEST, the clocks go back at 03:00
    const earliest = earliestPickableTime({ now, timeZone: 'Europe/Berlin', leadMinutes: 20 });
    expect(earliest.toISO()).toBe('2026-10-25T02:15:00.000+01:00');
  });

  it('refuses an unknown time zone instead of guessing', () => {
    expect(() => earliestPickableTime({ now: new Date(), timeZone: 'Mars/Base' })).toThrow(RangeError);
  });
});
