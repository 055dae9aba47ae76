import type { DeliveryTime } from '@platter/contract';

/**
 * A moment as a restaurant's wall clock shows it. Rules about weekdays, opening hours and happy
 * hours are judged on this, never on UTC. Built on `Intl` with one cached formatter per zone, which
 * is cheaper than luxon on the menu's hot path; shared by every module that reads the clock.
 */
export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm` */
  time: string;
  /** 1 Monday to 7 Sunday, as the API numbers weekdays. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    } catch {
      // A zone the runtime does not know (a damaged row) reads as UTC rather than failing the call.
      formatter = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The weekday of an ISO date, 1 Monday to 7 Sunday. */
export function weekdayOfDate(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const sundayIsZero = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayIsZero === 0 ? 7 : sundayIsZero;
}

export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, time: `${parts.hour}:${parts.minute}`, weekday: weekdayOfDate(date) };
}

/** The wall clock of a delivery time as a client sent it (see the contract's `DeliveryTime`). */
export function wallClockOf(deliveryTime: DeliveryTime, timeZone: string): WallClock {
  if (deliveryTime.zoned) return wallClockAt(deliveryTime.instant, timeZone);
  return { date: deliveryTime.date, time: deliveryTime.time, weekday: weekdayOfDate(deliveryTime.date) };
}

export interface WeeklyWindow {
  weekday: number;
  /** `HH:mm`, inclusive */
  start: string;
  /** `HH:mm`, exclusive */
  end: string;
}

/**
 * Whether a weekly window covers a wall-clock moment. A window whose end is not after its start
 * (`18:00`-`02:00`, or an end of `00:00`) runs past midnight into the next weekday.
 */
export function windowCovers(window: WeeklyWindow, clock: WallClock): boolean {
  if (window.start < window.end) return window.weekday === clock.weekday && clock.time >= window.start && clock.time < window.end;
  const nextWeekday = (window.weekday % 7) + 1;
  return (window.weekday === clock.weekday && clock.time >= window.start) || (nextWeekday === clock.weekday && clock.time < window.end);
}

export interface DatedWeeklyWindow extends WeeklyWindow {
  /** `YYYY-MM-DD`, inclusive */
  startDate: string;
  /** `YYYY-MM-DD`, inclusive */
  endDate: string;
}

/**
 * Whether a happy hour applies: its weekday and time window cover the moment, and the date lies in
 * its date range. Happy hours do not run past midnight: an end not after the start means "until
 * the end of the day" (a restaurant writing 22:00-00:00 means until midnight).
 */
export function happyHourCovers(window: DatedWeeklyWindow, clock: WallClock): boolean {
  if (clock.date < window.startDate || clock.date > window.endDate || window.weekday !== clock.weekday) return false;
  const endsAtMidnight = window.end <= window.start;
  return clock.time >= window.start && (endsAtMidnight || clock.time < window.end);
}

/** Whether an instant lies in a period given as UTC ISO texts (start inclusive, end exclusive). */
export function periodCovers(period: { starts_at: string; ends_at: string }, instant: Date): boolean {
  const at = instant.getTime();
  return Date.parse(period.starts_at) <= at && at < Date.parse(period.ends_at);
}
