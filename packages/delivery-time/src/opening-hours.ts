import type { TimeWindow } from './schedule.ts';

// Intl rather than luxon: the menu shows today's hours on its first render, and luxon (about
// 22 KB gzip) should not be part of the storefront's first load for one weekday (issue 18).
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekday (1 Monday to 7 Sunday) of an instant in a time zone. */
export function weekdayIn(now: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(now);
  return WEEKDAYS.indexOf(name) + 1;
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
