import { type TicketSlot, ticketSlots } from '@platter/delivery-time';
import { DateTime } from 'luxon';
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { OrderStore } from './store.ts';

/** How far ahead the next free slot is looked for when one is full. */
const NEXT_SLOT_HORIZON_DAYS = 30;

type TicketStore = Pick<OrderStore, 'ticketTimes' | 'bookingsAt' | 'lockTicketTimes'>;

/**
 * A ticket slot holds `capacity` bookings; one order is one booking (the spec counts slots, not
 * people). Orders that were rejected free their place.
 */
async function slotsWithBookings(store: TicketStore, restaurant: RestaurantRow, isoDate: string, now: Date): Promise<TicketSlot[]> {
  const times = await store.ticketTimes(restaurant.id);
  const slots = ticketSlots(times, isoDate, restaurant.time_zone, now);
  if (slots.length === 0) return [];
  const instants = new Map(slots.map((slot) => [new Date(slot.starts_at).toISOString(), slot.id]));
  const rows = await store.bookingsAt(restaurant.id, [...instants.keys()]);
  const booked = new Map<number, number>();
  for (const row of rows) {
    const id = row.delivery_time ? instants.get(row.delivery_time) : undefined;
    if (id !== undefined) booked.set(id, row.booked);
  }
  return ticketSlots(times, isoDate, restaurant.time_zone, now, booked);
}

/**
 * Checks, inside the order transaction (`store` is the transaction's), that the ticket slot of the
 * delivery time has a place left. The restaurant's ticket times are locked first where the
 * dialect needs it, so two orders cannot both take the last place. A full slot answers
 * `order_limit_reached` with the next slot that has room as `validTime` (spec §8 "Capacity").
 */
export async function assertTicketPlace(store: TicketStore, restaurant: RestaurantRow, deliveryTime: string, now: Date): Promise<void> {
  await store.lockTicketTimes(restaurant.id);
  const local = DateTime.fromISO(deliveryTime).setZone(restaurant.time_zone);
  const isoDate = local.toISODate() ?? '';
  const slots = await slotsWithBookings(store, restaurant, isoDate, now);
  const slot = slots.find((candidate) => new Date(candidate.starts_at).getTime() === local.toMillis());
  if (!slot) throw AppError.validation('delivery_time', 'Restaurant_is_not_Open');
  if (slot.available) return;
  for (let offset = 0; offset <= NEXT_SLOT_HORIZON_DAYS; offset += 1) {
    const date = local.plus({ days: offset }).toISODate() ?? '';
    const free = (await slotsWithBookings(store, restaurant, date, now)).find(
      (candidate) => candidate.available && new Date(candidate.starts_at) > new Date(slot.starts_at),
    );
    if (free) throw AppError.validation('delivery_time', 'order_limit_reached', { validTime: free.starts_at });
  }
  throw AppError.validation('delivery_time', 'full_capacity');
}
