import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrorCode, PASSWORD_MIN_LENGTH } from './account-fields.ts';

/** Turns a field's error code into its sentence; undefined (no error) stays undefined, as Mantine's `error` expects. */
export function useErrorText(): (code: FieldErrorCode | undefined) => string | undefined {
  const { t } = useTranslation('account');
  return useCallback((code) => (code ? t(`errors.${code}`, { count: PASSWORD_MIN_LENGTH }) : undefined), [t]);
}
