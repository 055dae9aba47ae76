import { ApiError } from '@platter/api-client';
import { BasketError } from '@platter/basket-core';
import { loadedMessageText } from '@platter/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's refusal of a delivery time: passed, or outside the opening times (a 422 on `delivery_time`). */
export function isTimeRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.fields.delivery_time !== undefined;
}

/**
 * One sentence for the guest about any failure, in the display language (spec §8): server codes
 * through the message catalogue (with name, inStock and validTime filled in), the client's own
 * messages through the `ordering:local` texts, no answer at all as a connection problem. The
 * catalogue loads when the page is idle (OrderingProvider); a failure before that shows the
 * server's own text, which it writes in the browser's language.
 */
export function useDescribeError(): (error: unknown) => string {
  const { t, i18n } = useTranslation('ordering');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.status === 0) return t('errors.network');
        return (
          loadedMessageText(error.code, i18n.language, paramsOf(error.params)) ?? (error.message || t('common:errors.somethingWentWrong'))
        );
      }
      if (error instanceof BasketError) {
        const key = `local.${error.code}`;
        if (i18n.exists(`ordering:${key}`)) return t(key);
        return loadedMessageText(error.code, i18n.language) ?? error.message;
      }
      return t('common:errors.somethingWentWrong');
    },
    [t, i18n],
  );
}

function paramsOf(params: ApiError['params']): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') result[key] = value;
  }
  return result;
}
