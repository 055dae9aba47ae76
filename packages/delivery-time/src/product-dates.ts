import { DateTime } from 'luxon';
import { type HappyHour, isHappyHourDate, productDateMaximum } from './happy-hours.ts';

export interface ProductDateRuleInput {
  /** The product's happy hours; without any, every day of the window is allowed. */
  happyHours: readonly HappyHour[];
  now: Date;
  /** The restaurant's IANA time zone: "today" is the restaurant's today. */
  timeZone: string;
  /** How many days ahead the delivery type may be ordered (`{type}_available_days`). */
  availableDays: number;
}

/** The dates a product may be chosen for, as the date picker and the server both judge them. */
export interface ProductDateRule {
  /** Today in the restaurant's zone (`YYYY-MM-DD`). */
  first: string;
  /** The product date maximum (spec §5). */
  last: string;
  /** Whether a date is inside the window and, where the product has happy hours, on one of their days. */
  allows(date: string): boolean;
}

/**
 * Spec §5: a product's date runs from today to the earlier of its latest happy-hour end and the
 * delivery type's horizon; days outside its happy-hour weekdays and ranges are not allowed.
 */
export function productDateRule({ happyHours, now, timeZone, availableDays }: ProductDateRuleInput): ProductDateRule {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  if (!today.isValid) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const first = today.toISODate() as string;
  const last = productDateMaximum(happyHours, today.plus({ days: Math.max(0, Math.floor(availableDays)) }).toISODate() as string);
  return {
    first,
    last,
    allows: (date) =>
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      DateTime.fromISO(date).isValid &&
      date >= first &&
      date <= last &&
      (happyHours.length === 0 || isHappyHourDate(happyHours, date)),
  };
}
