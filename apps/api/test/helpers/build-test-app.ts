import type { App } from '../../src/app.ts';
import { buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import type { DialectName } from '../../src/db/database.ts';
import { openTestDatabase, type TestDatabase } from './dialects.ts';

export interface TestApp {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Builds the real app in-process on a fresh database of the dialect, with demo data. `now` fixes
 * the clock of every rule (opening hours, delivery times, vouchers).
 */
export async function buildTestApp(dialect: DialectName, overrides: Partial<Config> = {}, now?: () => Date): Promise<TestApp> {
  const database = await openTestDatabase(dialect);
  const serveWeb = overrides.webRoot !== undefined;
  const app = await buildApp(testConfig(overrides), { database, serveWeb, ...(now ? { now } : {}) });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

export interface TwoTestApps {
  /** The first process, which owns the database. */
  test: TestApp;
  /** A second process on the same database, with the same config (Redis included). */
  other: App;
  /** Closes the second process, then the first and its database. */
  close(): Promise<void>;
}

/** Two API processes on one fresh database of the dialect, as a deployment behind a balancer runs them. */
export async function buildTwoTestApps(dialect: DialectName, overrides: Partial<Config>, now: () => Date): Promise<TwoTestApps> {
  const test = await buildTestApp(dialect, overrides, now);
  const other = await buildApp(testConfig({ ...test.app.context.config }), { database: test.database, serveWeb: false, now });
  await Promise.all([test.app.ready(), other.ready()]);
  return {
    test,
    other,
    async close() {
      await other.close();
      await test.close();
    },
  };
}
