import type { TimeWindow } from './schedule.ts';

// Intl rather than luxon: the menu shows today's hours on its first render, and luxon (about
// 22 KB gzip) should not be part of the storefront's first load for one weekday (issue 18).
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// One format per zone: building an Intl.DateTimeFormat costs far more than using one, and the menu
// asks on every render.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday (1 Monday to 7 Sunday) of an instant in a time zone. */
export function weekdayIn(now: Date, timeZone: string): number {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return WEEKDAYS.indexOf(format.format(now)) + 1;
}

function minutesOf(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Opening hours to show (spec §9): the first two windows of today, in order. */
export function openingHoursToday(windows: readonly TimeWindow[], now: Date, timeZone: string): TimeWindow[] {
  const weekday = weekdayIn(now, timeZone);
  return windows
    .filter((window) => window.weekday === weekday)
    .sort((a, b) => minutesOf(a.open_at) - minutesOf(b.open_at))
    .slice(0, 2);
}
