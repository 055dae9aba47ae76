import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Races and dialect differences are only proven on PostgreSQL (Kysely's SQLite driver runs one
 * connection behind a mutex), so CI must not pass on SQLite alone. Every test database opened is
 * written down (test/helpers/dialects.ts), and the run ends with one line saying what the suite
 * really ran on, which `npm test` repeats in its summary.
 */
export const DATABASE_LOG_ENV = 'PLATTER_TEST_DATABASE_LOG';

export function setup(): () => void {
  if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL)
    throw new Error(
      'CI=true but TEST_DATABASE_URL is not set: the API tests must run on PostgreSQL too in CI ' +
        '(e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test; .ci/run sets it when PostgreSQL answers).',
    );
  const dir = mkdtempSync(join(tmpdir(), 'platter-test-dbs-'));
  const log = join(dir, 'opened.log');
  appendFileSync(log, '');
  process.env[DATABASE_LOG_ENV] = log;
  return () => {
    const opened = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    const count = (dialect: string) => opened.filter((line) => line === dialect).length;
    const redis = process.env.TEST_REDIS_URL
      ? `Redis at ${new URL(process.env.TEST_REDIS_URL).host}`
      : 'Redis off (TEST_REDIS_URL not set)';
    process.stdout.write(`API databases: SQLite ${count('sqlite')} opened, PostgreSQL ${count('postgres')} opened; ${redis}\n`);
    rmSync(dir, { recursive: true, force: true });
  };
}
