import type { Insertable } from 'kysely';
import type { OpeningTimesTable, TicketTimesTable } from '../schema.ts';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];
export const SATURDAY: Weekday = 6;
export const SUNDAY: Weekday = 7;

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

/** One row per slot and weekday, every one valid from `startDate` to `endDate`. */
export function weeklyTicketTimes(startDate: string, endDate: string, slotsOf: (weekday: Weekday) => readonly TicketSlot[]): TicketTime[] {
  return WEEKDAYS.flatMap((weekday) => slotsOf(weekday).map((slot) => ({ start_date: startDate, end_date: endDate, weekday, ...slot })));
}
