import type { Insertable, Kysely } from 'kysely';
import type { Schema, VisitsTable } from '../../../db/schema.ts';

export function createVisitStore(db: Kysely<Schema>) {
  return {
    /** The id of a restaurant's table by its id, or undefined when the restaurant has no such table. */
    async findTableId(restaurantId: number, tableId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('tables')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', tableId)
        .executeTakeFirst();
      return row?.id;
    },

    async findTableIdByName(restaurantId: number, name: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('tables')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.id;
    },

    async insert(visit: Insertable<VisitsTable>): Promise<void> {
      await db.insertInto('visits').values(visit).execute();
    },
  };
}
export type VisitStore = ReturnType<typeof createVisitStore>;
