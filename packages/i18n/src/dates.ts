import { DateTime } from 'luxon';

/** The date mask of the date pickers (spec §9): DD.MM.YY for German, YYYY/MM/DD otherwise. */
export function dateMask(language: string): 'DD.MM.YY' | 'YYYY/MM/DD' {
  return language.startsWith('de') ? 'DD.MM.YY' : 'YYYY/MM/DD';
}

const LUXON_MASK = { 'DD.MM.YY': 'dd.LL.yy', 'YYYY/MM/DD': 'yyyy/LL/dd' } as const;

export interface FormatDateOptions {
  /** IANA time zone to show the date in, usually the restaurant's. @default the runtime's zone */
  timeZone?: string;
}

function toDateTime(value: string | Date, options: FormatDateOptions): DateTime {
  const dateTime = typeof value === 'string' ? DateTime.fromISO(value, { setZone: true }) : DateTime.fromJSDate(value);
  return options.timeZone ? dateTime.setZone(options.timeZone) : dateTime;
}

/** Formats a date with the language's mask; an unreadable value is returned raw. */
export function formatDate(value: string | Date, language: string, options: FormatDateOptions = {}): string {
  const dateTime = toDateTime(value, options);
  if (!dateTime.isValid) return String(value);
  return dateTime.toFormat(LUXON_MASK[dateMask(language)]);
}

/** Formats a time of day as the language writes it (24-hour in de and fr). */
export function formatTime(value: string | Date, language: string, options: FormatDateOptions = {}): string {
  const dateTime = toDateTime(value, options);
  if (!dateTime.isValid) return String(value);
  return dateTime.setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
}

/** Date and time, e.g. `24.12.26, 18:30` in German. */
export function formatDateTime(value: string | Date, language: string, options: FormatDateOptions = {}): string {
  const dateTime = toDateTime(value, options);
  if (!dateTime.isValid) return String(value);
  return `${formatDate(value, language, options)}, ${formatTime(value, language, options)}`;
}
