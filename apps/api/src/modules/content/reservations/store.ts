import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DialectName } from '../../../db/database.ts';
import type { ReservationsTable, Schema } from '../../../db/schema.ts';

export type ReservationRow = Selectable<ReservationsTable>;

/** The seats a reservation may take: at most `seats` guests among the reservations overlapping it. */
export interface SeatLimit {
  seats: number;
  /** Reservations of the same date whose time lies strictly between these (`HH:mm`) overlap. */
  after: string;
  before: string;
}

export function createReservationStore(db: Kysely<Schema>, dialect: DialectName) {
  return {
    /**
     * Inserts the reservation, or returns null when `limit` says its guests do not fit. The count
     * and the insert run in one transaction under the restaurant's row lock on PostgreSQL (SQLite's
     * one connection runs one transaction at a time), so simultaneous requests cannot both take
     * the last seats.
     */
    async insert(reservation: Insertable<ReservationsTable>, limit?: SeatLimit): Promise<ReservationRow | null> {
      if (!limit) return db.insertInto('reservations').values(reservation).returningAll().executeTakeFirstOrThrow();
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          await trx.selectFrom('restaurants').select('id').where('id', '=', reservation.restaurant_id).forNoKeyUpdate().execute();
        }
        const taken = await trx
          .selectFrom('reservations')
          .select((eb) => eb.fn.sum<number | string | null>(eb('adults', '+', eb.ref('children'))).as('guests'))
          .where('restaurant_id', '=', reservation.restaurant_id)
          .where('date', '=', reservation.date)
          .where('time', '>', limit.after)
          .where('time', '<', limit.before)
          .executeTakeFirst();
        const guests = reservation.adults + (reservation.children ?? 0);
        if (Number(taken?.guests ?? 0) + guests > limit.seats) return null;
        return trx.insertInto('reservations').values(reservation).returningAll().executeTakeFirstOrThrow();
      });
    },
  };
}
export type ReservationStore = ReturnType<typeof createReservationStore>;
