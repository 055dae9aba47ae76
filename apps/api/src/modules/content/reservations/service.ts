import { DeliveryTypeCode, type Reservation, type ReserveTableRequest } from '@platter/contract';
import { checkTime, type Schedule } from '@platter/delivery-time';
import { DateTime } from 'luxon';
import type { AppContext } from '../../../context.ts';
import type { RestaurantRow } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { RecaptchaCheck } from '../../../http/recaptcha.ts';
import { wallClockAt } from '../../../time/wall-clock.ts';
import { settingsOf } from '../../restaurant/settings.ts';
import { reservationConfirmation } from './mail.ts';
import type { ReservationRow, ReservationStore, SeatLimit } from './store.ts';

function present(row: ReservationRow): Reservation {
  return {
    id: row.id,
    people: { adults: row.adults, children: row.children },
    date: row.date,
    time: row.time,
    name: row.name,
    email: row.email,
    phone: row.phone,
    created_at: row.created_at,
  };
}

/**
 * Table reservations (spec §3 "Table reservation"). Decisions where the spec is silent:
 * - Offered only when the restaurant has `reservation_table` and the `here` delivery type, as the
 *   storefront shows the entry (spec §2); otherwise a 404 `table_reservation_not_available`.
 * - "Not in the past" is judged on the restaurant's wall clock; the current minute still counts.
 *   A past day is reported on `date`, a past time of today on `time`.
 * - Opening hours: the time must fall in the restaurant's eat-in schedule, the same the basket
 *   uses for `here` (its here times, else its general times; its closing periods; `closed` for
 *   today), judged in its time zone by the delivery-time rules; else 422 `time: Restaurant_is_not_Open`.
 *   Unlike an order, no lead time and no `available_days` horizon apply (a table is booked weeks
 *   ahead), and a time off the quarter-hour grid (19:10) is judged by its quarter hour (19:00).
 * - Capacity: with `reservation_capacity { seats, minutes = 120 }`, a reservation holds its guests'
 *   seats (adults and children) for `minutes` from its time, and the guests of all reservations of
 *   that date overlapping it may not exceed `seats`; else 422 `time: full_capacity`. Seats at the
 *   same time rather than a count per day, since tables turn over in an evening. Without the
 *   setting nothing is counted. A reservation is not carried past midnight.
 * - The recaptcha is checked last, after every free check, so a guest's token is not spent on a
 *   request that fails anyway.
 */
/** `HH:mm` plus `minutes`, clamped to the day (`00:00`-`24:00`), for comparing stored times as text. */
function shiftTime(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = Math.min(24 * 60, Math.max(0, hours * 60 + mins + minutes));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Whether the restaurant is open for eating in at a wall-clock date and time (see the decisions above). */
function openForReservation(here: Schedule, date: string, time: string, today: string): boolean {
  const wanted = DateTime.fromISO(`${date}T${time}`, { zone: here.timeZone });
  if (!wanted.isValid) return false;
  const quarter = wanted.set({ minute: Math.floor(wanted.minute / 15) * 15, second: 0, millisecond: 0 });
  // Judged as if asked just before that quarter hour, so neither the clock nor a horizon stands in the way.
  const schedule: Schedule = { ...here, leadMinutes: 0, availableDays: 1, closed: Boolean(here.closed) && date === today };
  return checkTime(schedule, new Date(quarter.toMillis() - 1), quarter.toISO() ?? '').ok;
}

export function createReservationService(
  context: AppContext,
  store: ReservationStore,
  recaptcha: RecaptchaCheck,
  /** The restaurant's eat-in schedule (the basket's `here` schedule). */
  hereSchedule: (restaurant: RestaurantRow) => Promise<Schedule>,
) {
  return {
    async reserve(request: ReserveTableRequest, remoteIp: string): Promise<Reservation> {
      const restaurant = await context.restaurants.require(request.restaurantId);
      const settings = settingsOf(restaurant);
      if (!settings.reservation_table || !settings.deliveryTypes.includes(DeliveryTypeCode.here)) {
        throw AppError.of('table_reservation_not_available');
      }
      const today = wallClockAt(context.now(), restaurant.time_zone);
      if (request.date < today.date) throw AppError.validation('date', 'order_time_cannot_be_in_the_past');
      if (request.date === today.date && request.time < today.time) throw AppError.validation('time', 'order_time_cannot_be_in_the_past');
      if (!openForReservation(await hereSchedule(restaurant), request.date, request.time, today.date)) {
        throw AppError.validation('time', 'Restaurant_is_not_Open');
      }
      const capacity = settings.reservation_capacity;
      const limit: SeatLimit | undefined = capacity && {
        seats: capacity.seats,
        after: shiftTime(request.time, -capacity.minutes),
        before: shiftTime(request.time, capacity.minutes),
      };
      if (limit && request.people.adults + request.people.children > limit.seats) throw AppError.validation('time', 'full_capacity');
      await recaptcha.verify(request.recaptcha, remoteIp);

      const row = await store.insert(
        {
          restaurant_id: restaurant.id,
          adults: request.people.adults,
          children: request.people.children,
          date: request.date,
          time: request.time,
          name: request.name,
          email: request.email,
          phone: request.phone,
          created_at: context.now().toISOString(),
        },
        limit,
      );
      if (!row) throw AppError.validation('time', 'full_capacity');
      await context.mailer.send(reservationConfirmation(restaurant, row));
      return present(row);
    },
  };
}
export type ReservationService = ReturnType<typeof createReservationService>;
