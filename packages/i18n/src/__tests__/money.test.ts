import { describe, expect, it } from 'vitest';
import { currencyFromSymbol, formatMoney } from '../index.ts';

// Intl separates amount and symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currencyFromSymbol', () => {
  it.each([
    ['€', 'EUR'],
    ['EUR', 'EUR'],
    ['CHF', 'CHF'],
    ['chf', 'CHF'],
    ['$', 'USD'],
    ['USD', 'USD'],
    [' € ', 'EUR'],
  ])('maps %j to %s', (symbol, currency) => {
    expect(currencyFromSymbol(symbol)).toBe(currency);
  });

  it('falls back to EUR for an unknown symbol', () => {
    expect(currencyFromSymbol('£')).toBe('EUR');
    expect(currencyFromSymbol(undefined)).toBe('EUR');
  });
});

describe('formatMoney', () => {
  it('formats euros in German by default', () => {
    expect(plain(formatMoney(12.5))).toBe('12,50 €');
  });

  it('formats francs and dollars in the given locale', () => {
    // The Swiss group separator is ' or ’ depending on the ICU version.
    expect(plain(formatMoney(1234.5, { currency: 'CHF', locale: 'de-CH' }))).toMatch(/^CHF 1['’]234\.50$/);
    expect(formatMoney(3, { currency: '$', locale: 'en' })).toBe('$3.00');
  });

  it('formats numeric strings as numbers', () => {
    expect(plain(formatMoney('7.1', { locale: 'fr' }))).toBe('7,10 €');
  });

  it('shows non-numeric values raw', () => {
    expect(formatMoney('free')).toBe('free');
    expect(formatMoney('')).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('NaN');
  });
});
