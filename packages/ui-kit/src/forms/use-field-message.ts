import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Field codes a content form may show; any other code reads as "please check this field". */
const KNOWN_CODES = [
  'required',
  'email_invalid',
  'phone_invalid',
  'too_big',
  'at_least_one_person',
  'date_format_invalid',
  'time_format_invalid',
  'date_in_past',
] as const;

/** The guest's sentence for a field's catalogue code (`email_invalid` → "Please enter a valid email address"). */
export function useFieldMessage(): (code: string) => string {
  const { t } = useTranslation('content');
  return useCallback((code: string) => t(`form.errors.${(KNOWN_CODES as readonly string[]).includes(code) ? code : 'invalid'}`), [t]);
}
