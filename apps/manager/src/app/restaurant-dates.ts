import { DateTime } from 'luxon';

/** Today's date (`YYYY-MM-DD`) in the restaurant's zone. */
export function restaurantToday(timeZone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? '';
}
