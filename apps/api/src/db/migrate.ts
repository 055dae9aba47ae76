import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { Schema } from './schema.ts';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * Brings the schema up to date; returns the names of the migrations it ran. `schema` pins
 * Kysely's bookkeeping tables to a PostgreSQL schema: its existence check otherwise finds the
 * tables of any schema on the search path and would skip creating its own.
 */
export async function migrateToLatest(db: Kysely<Schema>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
