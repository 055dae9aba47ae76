import { type TicketSlot, ticketSlots } from '@platter/delivery-time';
import type { Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { RestaurantRow, Schema } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

type Executor = Kysely<Schema> | Transaction<Schema>;

/** How far ahead the next free slot is looked for when one is full. */
const NEXT_SLOT_HORIZON_DAYS = 30;

/**
 * A ticket slot holds `capacity` bookings; one order is one booking (the spec counts slots, not
 * people). Orders that were rejected free their place.
 */
async function slotsWithBookings(executor: Executor, restaurant: RestaurantRow, isoDate: string, now: Date): Promise<TicketSlot[]> {
  const times = await executor.selectFrom('ticket_times').selectAll().where('restaurant_id', '=', restaurant.id).execute();
  const slots = ticketSlots(times, isoDate, restaurant.time_zone, now);
  if (slots.length === 0) return [];
  const instants = new Map(slots.map((slot) => [new Date(slot.starts_at).toISOString(), slot.id]));
  const rows = await executor
    .selectFrom('orders')
    .select(['delivery_time', (eb) => eb.fn.countAll<number>().as('booked')])
    .where('restaurant_id', '=', restaurant.id)
    .where('status', '!=', 'rejected')
    .where('delivery_time', 'in', [...instants.keys()])
    .groupBy('delivery_time')
    .execute();
  const booked = new Map<number, number>();
  for (const row of rows) {
    const id = row.delivery_time ? instants.get(row.delivery_time) : undefined;
    if (id !== undefined) booked.set(id, Number(row.booked));
  }
  return ticketSlots(times, isoDate, restaurant.time_zone, now, booked);
}

/**
 * Checks, inside the order transaction, that the ticket slot of the delivery time has a place
 * left. On PostgreSQL the restaurant's ticket times are locked first, so two orders cannot both
 * take the last place; SQLite runs one write transaction at a time anyway. A full slot answers
 * `order_limit_reached` with the next slot that has room as `validTime` (spec §8 "Capacity").
 */
export async function assertTicketPlace(
  trx: Transaction<Schema>,
  restaurant: RestaurantRow,
  deliveryTime: string,
  now: Date,
  lockRows: boolean,
): Promise<void> {
  if (lockRows) await trx.selectFrom('ticket_times').select('id').where('restaurant_id', '=', restaurant.id).forUpdate().execute();
  const local = DateTime.fromISO(deliveryTime).setZone(restaurant.time_zone);
  const isoDate = local.toISODate() ?? '';
  const slots = await slotsWithBookings(trx, restaurant, isoDate, now);
  const slot = slots.find((candidate) => new Date(candidate.starts_at).getTime() === local.toMillis());
  if (!slot) throw AppError.validation('delivery_time', 'Restaurant_is_not_Open');
  if (slot.available) return;
  for (let offset = 0; offset <= NEXT_SLOT_HORIZON_DAYS; offset += 1) {
    const date = local.plus({ days: offset }).toISODate() ?? '';
    const free = (await slotsWithBookings(trx, restaurant, date, now)).find(
      (candidate) => candidate.available && new Date(candidate.starts_at) > new Date(slot.starts_at),
    );
    if (free) throw new AppError(422, 'order_limit_reached', { field: 'delivery_time', params: { validTime: free.starts_at } });
  }
  throw AppError.validation('delivery_time', 'full_capacity');
}
