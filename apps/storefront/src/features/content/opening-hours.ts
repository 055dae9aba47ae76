import { restaurantSchedule } from '@platter/basket-core';
import { type CloseTime, type DeliveryTypeName, deliveryTypeSchema, type RestaurantInfo, type WeeklyTime } from '@platter/contract';
import { TIME_STEP_MINUTES } from '@platter/delivery-time';
import { formatDate, formatDateTime } from '@platter/i18n';
import type { TimePlanClosure, TimePlanSchedule } from '@platter/ui-kit';
import { DateTime } from 'luxon';

/** How far ahead a table may be booked; beyond that it is most likely a typo in the year. */
export const RESERVATION_DAYS_AHEAD = 180;

/** The restaurant's wall clock now: its date (`YYYY-MM-DD`), weekday (1 Monday … 7 Sunday) and minutes since midnight. */
export function restaurantNow(now: Date, timeZone: string): { date: string; weekday: number; minutes: number } {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  return { date: local.toISODate() ?? '', weekday: local.weekday, minutes: local.hour * 60 + local.minute };
}

/** The date `days` after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? date;
}

/**
 * The week per offered delivery type, as the server builds the schedules: delivery follows the
 * general opening times, pickup the takeaway times and here the here times, each falling back to
 * the general times when it has none.
 */
export function timePlanSchedules(info: RestaurantInfo): TimePlanSchedule[] {
  return info.deliveryTypes.map((code) => {
    const type: DeliveryTypeName = deliveryTypeSchema.parse(code);
    return { type, times: restaurantSchedule(info, type).windows };
  });
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The quarter hours a table can be booked for on `date`: from each window's opening (rounded up
 * to the quarter hour) to before its closing, and on today only those still ahead.
 */
export function reservationTimes(windows: readonly WeeklyTime[], date: string, now: Date, timeZone: string): string[] {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  if (!day.isValid) return [];
  const current = restaurantNow(now, timeZone);
  if (date < current.date) return [];
  const earliest = date === current.date ? current.minutes + 1 : 0;
  const times = new Set<number>();
  for (const window of windows) {
    if (window.weekday !== day.weekday) continue;
    const open = Math.ceil(Math.max(minutesOf(window.open_at), earliest) / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
    // A window closing at 00:00 runs to midnight.
    const close = window.close_at === '00:00' ? 24 * 60 : minutesOf(window.close_at);
    for (let minutes = open; minutes < close; minutes += TIME_STEP_MINUTES) times.add(minutes);
  }
  return [...times].sort((a, b) => a - b).map(timeOf);
}

/**
 * A closing period as the guest reads it, in the restaurant's zone: whole days as dates (the end
 * is exclusive, so midnight after 26 December reads "– 26.12."), anything else with its times.
 */
export function closurePeriod(close: CloseTime, timeZone: string, language: string): TimePlanClosure {
  const start = DateTime.fromISO(close.starts_at, { zone: timeZone });
  const end = DateTime.fromISO(close.ends_at, { zone: timeZone });
  const options = { timeZone };
  let period: string;
  if (start.isValid && end.isValid && start.equals(start.startOf('day')) && end.equals(end.startOf('day'))) {
    const lastDay = end.minus({ days: 1 });
    const from = formatDate(start.toJSDate(), language, options);
    const to = formatDate(lastDay.toJSDate(), language, options);
    period = lastDay <= start ? from : `${from} – ${to}`;
  } else {
    period = `${formatDateTime(close.starts_at, language, options)} – ${formatDateTime(close.ends_at, language, options)}`;
  }
  return { id: close.id, period, reason: close.reason };
}
