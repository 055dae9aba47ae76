import { describe, expect, it } from 'vitest';
import { checkEventDetails, needsEventDetails } from '../index.ts';

describe('event details', () => {
  it('asks for details only when the product names one', () => {
    expect(needsEventDetails(null)).toBe(false);
    expect(needsEventDetails({ name: false, date: false, count: false })).toBe(false);
    expect(needsEventDetails({ name: true, date: false, count: false })).toBe(true);
    expect(needsEventDetails({ name: false, date: true, count: false })).toBe(true);
  });

  it('requires the name when additional_info_config.name is set', () => {
    expect(checkEventDetails({ name: true, date: false, count: false }, { fullName: '   ' })).toEqual({
      ok: false,
      reason: { code: 'required', fields: ['fullName'] },
    });
  });

  it('requires the date when additional_info_config.date is set', () => {
    expect(checkEventDetails({ name: false, date: true, count: false }, { fullName: 'Ann' })).toEqual({
      ok: false,
      reason: { code: 'required', fields: ['date'] },
    });
  });

  it('names every missing field at once', () => {
    expect(checkEventDetails({ name: true, date: true, count: false }, {})).toEqual({
      ok: false,
      reason: { code: 'required', fields: ['fullName', 'date'] },
    });
  });

  it('trims values, leaves blank optional ones out and reads the count like a quantity', () => {
    expect(
      checkEventDetails({ name: true, date: true, count: false }, { fullName: '  Ann Lee ', date: ' 2026-12-24 ', count: '3' }),
    ).toEqual({
      ok: true,
      value: { fullName: 'Ann Lee', date: '2026-12-24', count: 3 },
    });
    expect(checkEventDetails(null, { fullName: ' ', count: 0 })).toEqual({ ok: true, value: { count: 1 } });
  });
});
