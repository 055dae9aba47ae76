export const CURRENCIES = ['EUR', 'CHF', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const CURRENCY_BY_SYMBOL: Record<string, Currency> = {
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  chf: 'CHF',
  'fr.': 'CHF',
  $: 'USD',
  usd: 'USD',
  dollar: 'USD',
};

/**
 * Maps a restaurant's currency symbol (euro sign, CHF, dollar, or an ISO code) to its currency.
 * Unknown symbols fall back to EUR, the currency of most deployments.
 */
export function currencyFromSymbol(symbol: string | null | undefined): Currency {
  return CURRENCY_BY_SYMBOL[(symbol ?? '').trim().toLowerCase()] ?? 'EUR';
}

export interface FormatMoneyOptions {
  /** The restaurant's currency symbol or code, e.g. `€`, `CHF`, `$`. @default '€' */
  currency?: string;
  /** The display language or locale tag. @default 'de' */
  locale?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in major units (12.5 is 12.50) in the restaurant's currency and the given locale.
 * Non-numeric values are returned as they are (spec §1: "non-numeric values are shown raw"),
 * so a server text such as "free" is shown unchanged; null and undefined become ''.
 */
export function formatMoney(value: number | string | null | undefined, options: FormatMoneyOptions = {}): string {
  if (value === null || value === undefined) return '';
  const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(amount)) return String(value);
  return formatterFor(options.locale ?? 'de', currencyFromSymbol(options.currency ?? '€')).format(amount);
}
