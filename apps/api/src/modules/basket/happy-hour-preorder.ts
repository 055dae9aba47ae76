import { type HappyHour, productDateRule } from '@platter/delivery-time';
import { DateTime } from 'luxon';

/*
 * Ordering happy-hour products ahead (spec §5 "Product date maximum is the latest happy-hour end or
 * the maximum delivery time, whichever is earlier. Date-picker days outside the happy-hour weekdays
 * and ranges are greyed", with the restaurant's `pre_order_for_happy_hour`), as the server holds it.
 *
 * Decisions the spec leaves open, taken to match the storefront's date picker
 * (`happyHourDeliveryDates` of @platter/delivery-time), so the server refuses exactly the days the
 * picker greys:
 * - Only a restaurant with `pre_order_for_happy_hour` restricts the date; elsewhere a product with
 *   happy hours is sold every day, at its happy-hour price inside a happy hour and its price outside.
 * - A product whose happy hours have not all ended is sold only for a delivery date on one of their
 *   weekdays inside that happy hour's date range, up to the product date maximum
 *   (`productDateRule`); only the day counts, not the time of day (the picker greys days only).
 * - A product whose happy hours have all ended has nothing to be ordered ahead for: it is sold as
 *   any other product (greying every day would stop the guest from ordering at all).
 * - The date is the basket's delivery time's day in the restaurant's zone; a basket without a time
 *   ("as soon as possible") is ordered for today.
 * - Products sold per person (event mode) are judged by their persons' dates instead.
 */

export interface HappyHourPreorderInput {
  happyHours: readonly HappyHour[];
  /** The basket's delivery time (a UTC instant), or null for as soon as possible. */
  deliveryTime: string | null;
  now: Date;
  timeZone: string;
  /** The basket's delivery type's `available_days`. */
  availableDays: number;
}

/** Whether a product with these happy hours may be ordered for the basket's delivery date. */
export function happyHourDateAllowed({ happyHours, deliveryTime, now, timeZone, availableDays }: HappyHourPreorderInput): boolean {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? '';
  const upcoming = happyHours.filter((happyHour) => happyHour.end_date >= today);
  if (upcoming.length === 0) return true;
  const moment = deliveryTime ? DateTime.fromISO(deliveryTime, { zone: timeZone }) : DateTime.fromJSDate(now, { zone: timeZone });
  const date = moment.isValid ? (moment.toISODate() ?? '') : today;
  return productDateRule({ happyHours: upcoming, now, timeZone, availableDays }).allows(date);
}
