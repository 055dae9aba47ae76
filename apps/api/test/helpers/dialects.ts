import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { type Database, type DialectName, openDatabase } from '../../src/db/database.ts';

/**
 * The databases API tests run against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Tests loop over them (`describe.each(DIALECTS)`), as Kysely's own test suite does.
 */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase extends Database {
  /** Drops everything the test created (the PostgreSQL schema) and closes the connection. */
  dispose(): Promise<void>;
}

/** A fresh, empty database: in-memory SQLite, or a new schema of the PostgreSQL test database. */
export async function openTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  // Counted for the run's last line (test/global-setup.ts).
  const log = process.env.PLATTER_TEST_DATABASE_LOG;
  if (log) appendFileSync(log, `${dialect}\n`);
  if (dialect === 'sqlite') {
    const database = await openDatabase('sqlite::memory:');
    return { ...database, dispose: database.close };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase(url, { schema });
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = await openDatabase(url);
      await (await import('kysely')).sql.raw(`drop schema ${schema} cascade`).execute(cleanup.db);
      await cleanup.close();
    },
  };
}
