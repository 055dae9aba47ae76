import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat } from '../date-time-format.ts';

describe('dateTimeFormat', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds a format once per locale and options, and formats as Intl does', () => {
    const date = new Date('2026-11-22T12:00:00Z');
    const sunday = new Intl.DateTimeFormat('de', { timeZone: 'UTC', weekday: 'short' }).format(date);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const weekdays = Array.from({ length: 30 }, () => dateTimeFormat('de', { timeZone: 'UTC', weekday: 'short' }).format(date));
    expect(new Set(weekdays)).toEqual(new Set([sunday]));
    expect(built).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat('de', { timeZone: 'UTC', weekday: 'short' })).toBe(dateTimeFormat('de', { timeZone: 'UTC', weekday: 'short' }));
    expect(dateTimeFormat('de', { timeZone: 'UTC', weekday: 'long' }).format(date)).toBe('Sonntag');
    expect(dateTimeFormat('fr', { timeZone: 'UTC', weekday: 'long' }).format(date)).toBe('dimanche');
    expect(built).toHaveBeenCalledTimes(3);
  });

  it('throws for a zone ICU does not know, and keeps nothing for it', () => {
    expect(() => dateTimeFormat('de', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('de', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
