import { dateTimeFormat } from '@platter/i18n';

/**
 * A publication date as the language writes it in full ("22. November 2026"); an unreadable value
 * is returned raw. `timeZone` is the restaurant's, so a post from late evening keeps its day.
 */
export function formatLongDate(value: string, language: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return dateTimeFormat(language, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    return dateTimeFormat(language, { dateStyle: 'long' }).format(date);
  }
}
