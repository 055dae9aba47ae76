import { ApiError } from '@platter/api-client';
import { BasketError } from '@platter/basket-core';
import { isMessageCode, translateMessage } from '@platter/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's refusal of a delivery time: passed, or outside the opening times (a 422 on `delivery_time`). */
export function isTimeRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.fields.delivery_time !== undefined;
}

/**
 * One sentence for the guest about any failure, in the display language (spec §8): server codes
 * through the message catalogue (with name, inStock and validTime filled in), the client's own
 * messages through the `ordering:local` texts, no answer at all as a connection problem.
 */
export function useDescribeError(): (error: unknown) => string {
  const { t, i18n } = useTranslation('ordering');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.status === 0) return t('errors.network');
        if (isMessageCode(error.code)) return translateMessage(error.code, i18n.language, paramsOf(error.params));
        return error.message || t('common:errors.somethingWentWrong');
      }
      if (error instanceof BasketError) {
        const key = `local.${error.code}`;
        if (i18n.exists(`ordering:${key}`)) return t(key);
        if (isMessageCode(error.code)) return translateMessage(error.code, i18n.language);
        return error.message;
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
