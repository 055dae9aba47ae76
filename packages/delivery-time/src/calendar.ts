import { DateTime } from 'luxon';

export interface UpcomingDatesInput {
  now: Date;
  /** The restaurant's IANA time zone: "today" is the restaurant's today, not the guest's. */
  timeZone: string;
  /** How many days to list, today included. */
  days: number;
}

/** The next `days` calendar dates in the restaurant's zone, as ISO dates (`2026-11-22`). */
export function upcomingDates({ now, timeZone, days }: UpcomingDatesInput): string[] {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  if (!today.isValid) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return Array.from({ length: Math.max(0, Math.floor(days)) }, (_, offset) => today.plus({ days: offset }).toISODate() as string);
}

/** The API's weekday number of an ISO date: 1 Monday to 7 Sunday (luxon's numbering too). */
export function weekdayOf(isoDate: string): number {
  const date = DateTime.fromISO(isoDate, { zone: 'utc' });
  if (!date.isValid) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return date.weekday;
}
