import { describe, expect, it } from 'vitest';
import { checkEventDetails, needsEventDetails } from '../index.ts';

const NAME = { name: true, date: false, count: false };
const DATE = { name: false, date: true, count: false };
const ALL = { name: true, date: true, count: true };
const onlyFridays = { allows: (date: string) => date === '2026-11-27' };

describe('event details', () => {
  it('asks for details only when the product names one', () => {
    expect(needsEventDetails(null)).toBe(false);
    expect(needsEventDetails({ name: false, date: false, count: false })).toBe(false);
    expect(needsEventDetails({ name: false, date: false, count: true })).toBe(false);
    expect(needsEventDetails(NAME)).toBe(true);
    expect(needsEventDetails(DATE)).toBe(true);
  });

  it('requires the name when additional_info_config.name is set, blank counting as missing', () => {
    expect(checkEventDetails(NAME, { fullName: '   ' })).toEqual({
      ok: false,
      reason: { code: 'invalid', errors: { fullName: 'required' } },
    });
  });

  it('requires the date when additional_info_config.date is set', () => {
    expect(checkEventDetails(DATE, { fullName: 'Ann' })).toEqual({ ok: false, reason: { code: 'invalid', errors: { date: 'required' } } });
  });

  it('refuses a date the product does not allow', () => {
    expect(checkEventDetails(DATE, { date: '2026-11-28' }, onlyFridays)).toEqual({
      ok: false,
      reason: { code: 'invalid', errors: { date: 'date_not_allowed' } },
    });
    expect(checkEventDetails(DATE, { date: '2026-11-27' }, onlyFridays)).toEqual({ ok: true, value: { date: '2026-11-27', count: 1 } });
  });

  it('refuses more than one ticket per person where the product counts none', () => {
    expect(checkEventDetails(NAME, { fullName: 'Ann', count: 3 })).toEqual({
      ok: false,
      reason: { code: 'invalid', errors: { count: 'count_not_allowed' } },
    });
  });

  it('names every wrong field at once', () => {
    expect(checkEventDetails({ name: true, date: true, count: false }, { count: 2 })).toEqual({
      ok: false,
      reason: { code: 'invalid', errors: { fullName: 'required', date: 'required', count: 'count_not_allowed' } },
    });
  });

  it('trims values, keeps only the asked ones and reads the count like a quantity', () => {
    expect(checkEventDetails(ALL, { fullName: '  Ann Lee ', date: ' 2026-12-24 ', count: '3' })).toEqual({
      ok: true,
      value: { fullName: 'Ann Lee', date: '2026-12-24', count: 3 },
    });
    expect(checkEventDetails(NAME, { fullName: 'Ann', date: '2026-12-24', count: 0 })).toEqual({
      ok: true,
      value: { fullName: 'Ann', count: 1 },
    });
    expect(checkEventDetails(null, { fullName: ' ', count: 0 })).toEqual({ ok: true, value: { count: 1 } });
  });
});
