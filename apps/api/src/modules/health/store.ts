import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The database's own health: whether it answers a trivial query. */
export function createHealthStore(database: Database) {
  return {
    dialect: database.dialect,
    async ping(): Promise<void> {
      await sql`select 1`.execute(database.db);
    },
  };
}
export type HealthStore = ReturnType<typeof createHealthStore>;
