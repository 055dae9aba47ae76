import { DateTime } from 'luxon';

/** A product's happy hour (spec §3): a weekday, a time window and a date range, at another price. */
export interface HappyHour {
  weekday_id: number;
  /** `HH:mm`. */
  start_time: string;
  /** `HH:mm`, exclusive; an end not after the start (`22:00`-`00:00`) means until midnight. */
  end_time: string;
  /** `YYYY-MM-DD`, inclusive. */
  start_date: string;
  /** `YYYY-MM-DD`, inclusive. */
  end_date: string;
}

/**
 * The happy hours a moment falls in (judged in the restaurant's zone). Happy hours do not run past
 * midnight: an end not after the start means until the end of that day.
 */
export function happyHoursAt<T extends HappyHour>(happyHours: readonly T[], moment: DateTime, timeZone: string): T[] {
  const local = moment.setZone(timeZone);
  const date = local.toISODate() ?? '';
  const clock = local.toFormat('HH:mm');
  return happyHours.filter((happyHour) => {
    const untilMidnight = happyHour.end_time <= happyHour.start_time;
    return (
      happyHour.weekday_id === local.weekday &&
      date >= happyHour.start_date &&
      date <= happyHour.end_date &&
      clock >= happyHour.start_time &&
      (untilMidnight || clock < happyHour.end_time)
    );
  });
}

/** The first happy hour a moment falls in, or null (see `happyHoursAt`). */
export function happyHourAt<T extends HappyHour>(happyHours: readonly T[], moment: DateTime, timeZone: string): T | null {
  return happyHoursAt(happyHours, moment, timeZone)[0] ?? null;
}

/**
 * The latest date a product can be ordered for (spec §5): the latest happy-hour end or the
 * latest delivery date, whichever is earlier. Without happy hours it is the delivery limit.
 */
export function productDateMaximum(happyHours: readonly HappyHour[], latestDeliveryDate: string): string {
  if (happyHours.length === 0) return latestDeliveryDate;
  const latestHappyHour =
    happyHours
      .map((happyHour) => happyHour.end_date)
      .sort()
      .at(-1) ?? latestDeliveryDate;
  return latestHappyHour < latestDeliveryDate ? latestHappyHour : latestDeliveryDate;
}

/** Whether a date-picker day is selectable (spec §5: days outside happy-hour weekdays and ranges are greyed). */
export function isHappyHourDate(happyHours: readonly HappyHour[], isoDate: string): boolean {
  const weekday = DateTime.fromISO(isoDate, { zone: 'utc' }).weekday;
  return happyHours.some(
    (happyHour) => happyHour.weekday_id === weekday && isoDate >= happyHour.start_date && isoDate <= happyHour.end_date,
  );
}

/**
 * The delivery dates a guest may choose while ordering happy-hour products ahead (spec §5 with the
 * restaurant's `pre_order_for_happy_hour`): of the delivery type's own dates, those on a happy-hour
 * weekday inside that happy hour's date range, up to the product date maximum (the latest
 * happy-hour end, or the last delivery date when that is earlier). Happy hours that ended before
 * `today` are left out; when none is left there is nothing to order ahead for, and the delivery
 * type's dates stay as they are.
 */
export function happyHourDeliveryDates(dates: readonly string[], happyHours: readonly HappyHour[], today: string): string[] {
  const upcoming = happyHours.filter((happyHour) => happyHour.end_date >= today);
  const lastDeliveryDate = dates.at(-1);
  if (upcoming.length === 0 || lastDeliveryDate === undefined) return [...dates];
  const last = productDateMaximum(upcoming, lastDeliveryDate);
  return dates.filter((date) => date <= last && isHappyHourDate(upcoming, date));
}
