import { DateTime } from 'luxon';

/** A ticket time (spec §3): a slot on a weekday within a date range, with an optional capacity. */
export interface TicketTime {
  id: number;
  start_date: string;
  end_date: string;
  weekday: number;
  /** `HH:mm`. */
  time: string;
  /** `hh:mm`. */
  duration: string;
  /** null: unlimited. */
  capacity: number | null;
}

export interface TicketSlot extends TicketTime {
  /** The slot's start, ISO with the restaurant's offset. */
  starts_at: string;
  /** Places left; null when unlimited. */
  remaining: number | null;
  /** Available when the capacity is unlimited or places are left (spec §9). */
  available: boolean;
}

/**
 * The ticket slots of a local date, in time order, with what is left of each after `booked`
 * (places taken per ticket time id). Slots that have already started are not offered.
 */
export function ticketSlots(
  ticketTimes: readonly TicketTime[],
  isoDate: string,
  timeZone: string,
  now: Date,
  booked: ReadonlyMap<number, number> = new Map(),
): TicketSlot[] {
  const day = DateTime.fromISO(isoDate, { zone: timeZone });
  if (!day.isValid) return [];
  return ticketTimes
    .filter((ticketTime) => ticketTime.weekday === day.weekday && isoDate >= ticketTime.start_date && isoDate <= ticketTime.end_date)
    .map((ticketTime) => {
      const [hour = 0, minute = 0] = ticketTime.time.split(':').map(Number);
      const startsAt = day.set({ hour, minute });
      const remaining = ticketTime.capacity === null ? null : Math.max(0, ticketTime.capacity - (booked.get(ticketTime.id) ?? 0));
      return {
        ...ticketTime,
        starts_at: startsAt.toISO() ?? '',
        remaining,
        available: remaining === null || remaining > 0,
        startsAtMillis: startsAt.toMillis(),
      };
    })
    .filter((slot) => slot.startsAtMillis > now.getTime())
    .sort((a, b) => a.startsAtMillis - b.startsAtMillis)
    .map(({ startsAtMillis: _, ...slot }) => slot);
}
