import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ReservationsTable, Schema } from '../../../db/schema.ts';

export type ReservationRow = Selectable<ReservationsTable>;

export function createReservationStore(db: Kysely<Schema>) {
  return {
    async insert(reservation: Insertable<ReservationsTable>): Promise<ReservationRow> {
      return db.insertInto('reservations').values(reservation).returningAll().executeTakeFirstOrThrow();
    },
  };
}
export type ReservationStore = ReturnType<typeof createReservationStore>;
