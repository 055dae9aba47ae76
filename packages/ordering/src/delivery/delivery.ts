// The delivery-time rules on luxon. The first route loads this module apart (time-rules.ts), so
// luxon (about 22 KB gzip) is not part of the storefront's first load (issue 18).
import { restaurantSchedule } from '@platter/basket-core';
import type { DeliveryTypeName, RestaurantInfo } from '@platter/contract';
import { availableDates, availableWallTimes, earliestAvailableInstant } from '@platter/delivery-time';
import type { TFunction } from 'i18next';
import { DateTime } from 'luxon';
import { quickTimeLabel, readWallClock } from './default-time.ts';

export { earliestTimeOf } from './default-time.ts';

/**
 * The time a switch to `type` keeps: the one chosen now where the type allows it, else the type's
 * earliest; as the basket takes it ("2026-11-22 18:30", wall-clock time in the restaurant's zone).
 * Null when the type has no time left to offer.
 */
export function timeForType(info: RestaurantInfo, type: DeliveryTypeName, current: string | null, now: Date): string | null {
  const schedule = restaurantSchedule(info, type);
  const chosen = current ? wallClockOf(current, info.timeZone) : null;
  if (chosen && availableWallTimes(schedule, now, chosen.date).includes(chosen.time)) {
    return `${chosen.date} ${chosen.time}`;
  }
  const earliest = earliestAvailableInstant(schedule, now);
  if (earliest === null) return null;
  const wallClock = wallClockOf(new Date(earliest).toISOString(), info.timeZone);
  return wallClock ? `${wallClock.date} ${wallClock.time}` : null;
}

/** "Today, 18:30", "Tomorrow, 12:00" or "Mon, 24.11., 18:30", in the restaurant's zone. */
export function timeLabel(iso: string, timeZone: string, language: string, t: TFunction<'ordering'>, now: Date): string {
  return quickTimeLabel(iso, timeZone, language, t, now) ?? luxonTimeLabel(iso, timeZone, language, t, now);
}

/** `timeLabel` through luxon, for what quickTimeLabel does not read. */
export function luxonTimeLabel(iso: string, timeZone: string, language: string, t: TFunction<'ordering'>, now: Date): string {
  const moment = momentOf(iso, timeZone).setLocale(language);
  if (!moment.isValid) return iso;
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const days = Math.round(moment.startOf('day').diff(today, 'days').days);
  const time = moment.toFormat('HH:mm');
  if (days === 0) return t('delivery.today', { time });
  if (days === 1) return t('delivery.tomorrow', { time });
  return `${moment.toLocaleString({ weekday: 'short', day: 'numeric', month: 'numeric' })}, ${time}`;
}

/** Dates and quarter-hour times a delivery type offers, from the shared time rules. */
export function scheduleView(info: RestaurantInfo, type: DeliveryTypeName, now: Date) {
  const schedule = restaurantSchedule(info, type);
  return {
    dates: availableDates(schedule, now),
    timesOn: (date: string) => availableWallTimes(schedule, now, date),
    today: DateTime.fromJSDate(now, { zone: info.timeZone }).toISODate() ?? '',
  };
}

/** The date and wall-clock time of an instant in the restaurant's zone. */
export function wallClockOf(iso: string, timeZone: string): { date: string; time: string } | null {
  const quick = readWallClock(iso, timeZone);
  if (quick !== undefined) return quick;
  const moment = momentOf(iso, timeZone);
  if (!moment.isValid) return null;
  return { date: moment.toISODate() ?? '', time: moment.toFormat('HH:mm') };
}

/**
 * A delivery time as the basket holds it (a UTC instant) or as the guest chose it ("2026-11-22 18:30",
 * wall-clock time in the restaurant's zone), in the restaurant's zone.
 */
function momentOf(value: string, timeZone: string): DateTime {
  return DateTime.fromISO(value.trim().replace(' ', 'T'), { zone: timeZone }).setZone(timeZone);
}
