import type { Kysely } from 'kysely';
import type { Schema } from '../schema.ts';
import { demoRestaurantRows } from './restaurants.ts';

/**
 * Loads the demo restaurants when the database holds none, in one transaction, so a crash
 * half-way leaves an empty database that the next start fills again. Returns whether it loaded.
 */
export async function loadDemoDataIfEmpty(db: Kysely<Schema>, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('restaurants').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await trx.insertInto('restaurants').values(demoRestaurantRows(now)).execute();
    return true;
  });
}
