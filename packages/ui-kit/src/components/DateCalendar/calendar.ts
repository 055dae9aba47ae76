/**
 * Month maths on ISO dates ('YYYY-MM-DD'), with UTC Date objects so the viewer's own zone never
 * shifts a day: the dates are already the restaurant's.
 */

/** A calendar month; `month` is 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

function utc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function monthOf(isoDate: string): CalendarMonth {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

/** Months counted from year 0, to compare and clamp months as numbers. */
export function monthNumber({ year, month }: CalendarMonth): number {
  return year * 12 + month - 1;
}

export function addMonths(calendarMonth: CalendarMonth, months: number): CalendarMonth {
  const count = monthNumber(calendarMonth) + months;
  return { year: Math.floor(count / 12), month: (count % 12) + 1 };
}

export function addDays(isoDate: string, days: number): string {
  const date = utc(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** 0 for Monday to 6 for Sunday: the date pickers' weeks start on Monday (spec §9). */
export function mondayFirstWeekday(isoDate: string): number {
  return (utc(isoDate).getUTCDay() + 6) % 7;
}

/** The month's weeks, Monday first; cells outside the month are null. */
export function monthWeeks({ year, month }: CalendarMonth): (string | null)[][] {
  const first = toIsoDate(new Date(Date.UTC(year, month - 1, 1)));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: mondayFirstWeekday(first) }, () => null);
  for (let day = 0; day < length; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** A UTC date for formatting a calendar date with Intl (`timeZone: 'UTC'`). */
export function formattable(isoDate: string): Date {
  return utc(isoDate);
}
