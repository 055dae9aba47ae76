import type { Insertable } from 'kysely';
import { DateTime } from 'luxon';
import type { OpeningTimesTable, TicketTimesTable } from '../schema.ts';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];
export const SATURDAY: Weekday = 6;
export const SUNDAY: Weekday = 7;

/** A day counted from the day the demo data is loaded, in the restaurant's zone. */
export interface DayFromLoad {
  /** `yyyy-mm-dd`. */
  date: string;
  weekday: Weekday;
  /** The UTC instant of its local midnight. */
  startsAt: string;
  /** The UTC instant of its local 23:59:59. */
  lastSecond: string;
}
/** `day(0)` is the load day in the restaurant's zone, `day(1)` the next, `day(-1)` the one before. */
export type DaysFromLoad = (offset: number) => DayFromLoad;

export function daysFromLoad(now: Date, timeZone: string): DaysFromLoad {
  const loadDay = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  return (offset) => {
    const local = loadDay.plus({ days: offset });
    return {
      date: local.toISODate() ?? '',
      weekday: local.weekday as Weekday,
      startsAt: local.toUTC().toISO() ?? '',
      lastSecond: local.endOf('day').startOf('second').toUTC().toISO() ?? '',
    };
  };
}

/**
 * The days of the demo's standing offers (vouchers, happy hours, weekly ticket slots): from the day
 * before the load day to two years after it, so a demo loaded on any day offers them for two years.
 */
export const STANDING_OFFER_DAYS = { from: -1, to: 2 * 365 } as const;

type Slot = readonly [openAt: string, closeAt: string];
type OpeningTime = Omit<Insertable<OpeningTimesTable>, 'id' | 'restaurant_id'>;

/** One row per slot and weekday: `slotsOf(weekday)` lists the day's slots, none when closed. */
export function weeklyOpeningTimes(kind: OpeningTime['kind'], slotsOf: (weekday: Weekday) => readonly Slot[]): OpeningTime[] {
  return WEEKDAYS.flatMap((weekday) =>
    slotsOf(weekday).map(([openAt, closeAt]) => ({ kind, weekday, open_at: openAt, close_at: closeAt })),
  );
}

type TicketTime = Omit<Insertable<TicketTimesTable>, 'id' | 'restaurant_id'>;

export interface TicketSlot {
  time: string;
  duration: string;
  /** null: unlimited; 0: fully booked. */
  capacity: number | null;
}

/** One row per slot and weekday, every one valid over the standing offers' days. */
export function weeklyTicketTimes(day: DaysFromLoad, slotsOf: (weekday: Weekday) => readonly TicketSlot[]): TicketTime[] {
  const start_date = day(STANDING_OFFER_DAYS.from).date;
  const end_date = day(STANDING_OFFER_DAYS.to).date;
  return WEEKDAYS.flatMap((weekday) => slotsOf(weekday).map((slot) => ({ start_date, end_date, weekday, ...slot })));
}
