import { formatMoney } from '@platter/i18n';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** The restaurant's currency symbol (`€`, `CHF`, `$`), set once by AppThemeProvider. */
export const CurrencyContext = createContext<string>('€');

/**
 * Formats amounts in major units in the restaurant's currency and the display language
 * (`12.5` -> `12,50 €` in German, `€12.50` in English); non-numeric values stay as they are.
 */
export function useFormatMoney(): (value: number | string | null | undefined) => string {
  const currency = useContext(CurrencyContext);
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value) => formatMoney(value, { currency, locale }), [currency, locale]);
}
