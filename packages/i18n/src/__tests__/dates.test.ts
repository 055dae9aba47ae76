import { describe, expect, it } from 'vitest';
import { dateMask, formatDate, formatDateTime } from '../index.ts';

describe('dates', () => {
  it('uses DD.MM.YY for German and YYYY/MM/DD otherwise', () => {
    expect(dateMask('de')).toBe('DD.MM.YY');
    expect(dateMask('en')).toBe('YYYY/MM/DD');
    expect(formatDate('2026-12-24T17:30:00Z', 'de', { timeZone: 'Europe/Berlin' })).toBe('24.12.26');
    expect(formatDate('2026-12-24T17:30:00Z', 'fr', { timeZone: 'Europe/Berlin' })).toBe('2026/12/24');
  });

  it('shows the date in the restaurant time zone, not the runtime one', () => {
    expect(formatDate('2026-12-24T23:30:00Z', 'de', { timeZone: 'Europe/Zurich' })).toBe('25.12.26');
    expect(formatDateTime('2026-12-24T23:30:00Z', 'de', { timeZone: 'Europe/Zurich' })).toBe('25.12.26, 00:30');
  });

  it('returns an unreadable date raw', () => {
    expect(formatDate('tomorrow', 'de')).toBe('tomorrow');
  });
});
