import { DeliveryTypeCode, type Reservation, type ReserveTableRequest } from '@platter/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import type { RecaptchaCheck } from '../../../http/recaptcha.ts';
import { wallClockAt } from '../../../time/wall-clock.ts';
import { settingsOf } from '../../restaurant/settings.ts';
import { reservationConfirmation } from './mail.ts';
import type { ReservationRow, ReservationStore } from './store.ts';

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
 * - Opening hours and table capacity are not checked: the restaurant confirms or calls back.
 * - The recaptcha is checked last, after every free check, so a guest's token is not spent on a
 *   request that fails anyway.
 */
export function createReservationService(context: AppContext, store: ReservationStore, recaptcha: RecaptchaCheck) {
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
      await recaptcha.verify(request.recaptcha, remoteIp);

      const row = await store.insert({
        restaurant_id: restaurant.id,
        adults: request.people.adults,
        children: request.people.children,
        date: request.date,
        time: request.time,
        name: request.name,
        email: request.email,
        phone: request.phone,
        created_at: context.now().toISOString(),
      });
      await context.mailer.send(reservationConfirmation(restaurant, row));
      return present(row);
    },
  };
}
export type ReservationService = ReturnType<typeof createReservationService>;
