import type { DeliveryTypeName, TicketDay, TicketSlot as TicketSlotView } from '@platter/contract';
import { type TicketSlot, ticketSlots } from '@platter/delivery-time';
import { DateTime } from 'luxon';
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { BasketSnapshot } from '../basket/index.ts';
import { restaurantSettings } from '../restaurant/settings.ts';
import type { OrderQueries } from './store.ts';

/**
 * What a ticket is (issue 13): a product flagged `is_ticket` (migration 0004). Each unit of a ticket
 * line takes one place of the order's slot, whatever the product's price or name (a family ticket
 * is one entry); other lines (snacks, drinks) take none, and a package line counts by its own flag,
 * not by its contents. A slot's places left are its capacity minus the tickets of the orders for
 * its start that were not rejected; null capacity is unlimited.
 */
export function ticketsOf(snapshot: Pick<BasketSnapshot, 'lines'>): number {
  return snapshot.lines.reduce((sum, { line, product }) => sum + (product.is_ticket === 1 ? line.quantity : 0), 0);
}

/** The booking horizon of the ticket-slots call, whatever the restaurant sets. */
export const MAX_TICKET_DAYS = 60;
/** How far ahead the next slot with room is looked for when one is full. */
const NEXT_SLOT_HORIZON_DAYS = 30;
const DELIVERY_NAME: Record<number, DeliveryTypeName> = { 1: 'delivery', 2: 'pickup', 3: 'here' };

type TicketQueries = Pick<OrderQueries, 'ticketTimes' | 'ticketsAt'>;

const instantOf = (slot: Pick<TicketSlot, 'starts_at'>) => new Date(slot.starts_at).toISOString();

/** The slots of several local dates with their places left, in two queries. */
async function slotsOnDates(store: TicketQueries, restaurant: RestaurantRow, dates: readonly string[], now: Date) {
  const times = await store.ticketTimes(restaurant.id);
  const bare = dates.map((date) => ({ date, slots: ticketSlots(times, date, restaurant.time_zone, now) }));
  const instants = bare.flatMap(({ slots }) => slots.map(instantOf));
  const taken = new Map((await store.ticketsAt(restaurant.id, instants)).map((row) => [row.delivery_time, row.tickets]));
  return bare.map(({ date, slots }) => ({
    date,
    slots: slots.map((slot): TicketSlot => {
      const remaining = slot.capacity === null ? null : Math.max(0, slot.capacity - (taken.get(instantOf(slot)) ?? 0));
      return { ...slot, remaining, available: remaining === null || remaining > 0 };
    }),
  }));
}

const fits = (slot: TicketSlot, tickets: number) => slot.remaining === null || slot.remaining >= Math.max(1, tickets);

/** The slot's end as `HH:mm` (its start plus the `hh:mm` duration), or null without a duration. */
function endTimeOf(slot: TicketSlot, timeZone: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(slot.duration.trim());
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : 0;
  if (minutes <= 0) return null;
  return DateTime.fromISO(slot.starts_at).setZone(timeZone).plus({ minutes }).toFormat('HH:mm');
}

/**
 * `GET restaurant/ticket-slots`: the bookable days from today in the restaurant's zone to its
 * horizon (`{type}_available_days` of its first delivery type, at most 60 days), each with its
 * slots in time order and their places left; slots that have begun and days without any slot are
 * left out. A restaurant that is not in ticketing mode has none.
 */
export async function ticketDays(store: TicketQueries, restaurant: RestaurantRow, now: Date): Promise<TicketDay[]> {
  const settings = restaurantSettings(restaurant);
  if (!settings.ticketingSystem) return [];
  const firstType = DELIVERY_NAME[settings.deliveryTypes[0] ?? 2] ?? 'pickup';
  const horizon = Math.min(settings.available_days[firstType], MAX_TICKET_DAYS);
  const today = DateTime.fromJSDate(now, { zone: restaurant.time_zone }).startOf('day');
  const dates = Array.from({ length: horizon + 1 }, (_, offset) => today.plus({ days: offset }).toISODate() ?? '');
  const days = await slotsOnDates(store, restaurant, dates, now);
  return days
    .filter(({ slots }) => slots.length > 0)
    .map(({ date, slots }) => ({
      date,
      slots: slots.map(
        (slot): TicketSlotView => ({
          id: slot.id,
          time: slot.time,
          end_time: endTimeOf(slot, restaurant.time_zone),
          starts_at: instantOf(slot),
          capacity: slot.capacity,
          remaining: slot.remaining,
        }),
      ),
    }));
}

/**
 * Checks, inside the order transaction (`store` is the transaction's, the restaurant's capacity
 * lock already taken), that the ticket slot starting at the delivery time has room for `tickets`.
 * A time that starts no slot answers `Restaurant_is_not_Open`; a slot without room answers
 * `order_limit_reached` with the start of the next slot that has room for as many tickets as
 * `validTime` (spec §8 "Capacity"), `full_capacity` when none within 30 days has.
 */
export async function assertTicketPlaces(
  store: TicketQueries,
  restaurant: RestaurantRow,
  deliveryTime: string,
  tickets: number,
  now: Date,
): Promise<void> {
  const local = DateTime.fromISO(deliveryTime).setZone(restaurant.time_zone);
  const [day] = await slotsOnDates(store, restaurant, [local.toISODate() ?? ''], now);
  const slot = day?.slots.find((candidate) => new Date(candidate.starts_at).getTime() === local.toMillis());
  if (!slot) throw AppError.validation('delivery_time', 'Restaurant_is_not_Open');
  if (tickets === 0 || fits(slot, tickets)) return;
  const dates = Array.from({ length: NEXT_SLOT_HORIZON_DAYS + 1 }, (_, offset) => local.plus({ days: offset }).toISODate() ?? '');
  const later = (await slotsOnDates(store, restaurant, dates, now)).flatMap(({ slots }) => slots);
  const free = later.find((candidate) => new Date(candidate.starts_at) > local.toJSDate() && fits(candidate, tickets));
  if (free) throw AppError.validation('delivery_time', 'order_limit_reached', { validTime: free.starts_at });
  throw AppError.validation('delivery_time', 'full_capacity');
}
