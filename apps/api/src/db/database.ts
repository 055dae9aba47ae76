import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.ts';
import type { Schema } from './schema.ts';
import { registerDirectSqlite } from './sqlite-direct.ts';
import { withStatementCache } from './statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Schema>;
  dialect: DialectName;
  /** PostgreSQL schema the tables live in, when not the default one. */
  schema?: string;
  close(): Promise<void>;
}

/**
 * How a SQLite server holds its file. `exclusive`: the server keeps its lock on the file and its
 * WAL index in its own memory, so a statement takes no file lock and reads no shared memory (a
 * primary-key read 5.6 → 0.9 µs, an update 25.7 → 14.4 µs on this machine's disk); no other process
 * may open the file while the server runs. `normal`: SQLite's default, other processes (a tool,
 * a test arranging data) may read and write the file meanwhile.
 */
export type SqliteLockingMode = 'exclusive' | 'normal';

export interface OpenDatabaseOptions {
  /** PostgreSQL only: a schema to create and use, so that parallel tests never share tables. */
  schema?: string;
  /** SQLite only. @default 'exclusive' */
  sqliteLockingMode?: SqliteLockingMode;
}

/**
 * Opens the database a URL names: `postgres://` or `postgresql://` selects PostgreSQL; `sqlite:PATH`,
 * `file:PATH`, a bare path or `sqlite::memory:` selects SQLite (WAL, foreign keys on).
 */
export async function openDatabase(url: string, options: OpenDatabaseOptions = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.schema);
  return openSqlite(url, options.sqliteLockingMode ?? 'exclusive');
}

/** The SQLite function folding case beyond ASCII (SQLite only; PostgreSQL's own `lower()` does). */
export const SQLITE_UNICODE_LOWER = 'unicode_lower';

/** The SQLite file is held by another server (or tool) and stayed so for the busy timeout. */
export class DatabaseInUseError extends Error {
  constructor(path: string, lockingMode: SqliteLockingMode) {
    super(
      `The SQLite database ${path} is in use by another process. ` +
        (lockingMode === 'exclusive'
          ? 'A server holds its file alone (SQLITE_LOCKING_MODE=exclusive): stop the other server first. ' +
            'Where a tool must open the file beside the server, start both with SQLITE_LOCKING_MODE=normal; two API servers need PostgreSQL.'
          : 'Another server holds it alone (SQLITE_LOCKING_MODE=exclusive): stop it first, or start it with SQLITE_LOCKING_MODE=normal.'),
    );
    this.name = 'DatabaseInUseError';
  }
}

/** WAL pages between automatic checkpoints (SQLite's default: 1,000); about 40 MB of WAL at 4 KB pages. */
export const SQLITE_CHECKPOINT_PAGES = 10_000;
const SQLITE_WAL_BYTES_KEPT = 64 * 1024 * 1024;

function sqlitePath(url: string): string {
  const path = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return path === ':memory:' ? path : resolve(path);
}

function openSqlite(url: string, lockingMode: SqliteLockingMode): Database {
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const connection = new SQLite(path);
  // Before WAL mode: a WAL database in exclusive mode never creates its shared-memory index.
  connection.pragma(`locking_mode = ${lockingMode === 'exclusive' ? 'EXCLUSIVE' : 'NORMAL'}`);
  try {
    // The first read of the file: it waits for a lock held elsewhere (better-sqlite3's 5 s), then fails.
    connection.pragma('journal_mode = WAL');
  } catch (error) {
    connection.close();
    if (error instanceof SQLite.SqliteError && error.code === 'SQLITE_BUSY') throw new DatabaseInUseError(path, lockingMode);
    throw error;
  }
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  // A checkpoint copies the WAL into the file and syncs both, blocking the event loop meanwhile:
  // at SQLite's default of one every 1,000 pages, a burst of guest checkouts stalled every few
  // dozen orders; one every 10,000 pages served 19 % more checkout calls at half the p99.
  connection.pragma(`wal_autocheckpoint = ${SQLITE_CHECKPOINT_PAGES}`);
  // The WAL file stays at most this long on disk after a checkpoint (else at its longest ever).
  connection.pragma(`journal_size_limit = ${SQLITE_WAL_BYTES_KEPT}`);
  // SQLite's lower() folds ASCII only (`Ä` stays `Ä`); stores that compare text without case call
  // this instead, which folds every script as PostgreSQL's lower() does under a UTF-8 locale.
  connection.function(SQLITE_UNICODE_LOWER, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const statements = withStatementCache(connection);
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: statements }) });
  registerDirectSqlite(db, connection, statements);
  return { db, dialect: 'sqlite', close: closeOnce(db) };
}

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: { getTypeParser: typeParser },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Schema>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return { db, dialect: 'postgres', ...(schema ? { schema } : {}), close: closeOnce(db) };
}

const INT8_OID = 20;

/**
 * pg answers `bigint` (int8: the money columns, `count(*)`) as a string by default. Money is kept
 * in minor units far below 2^53, so int8 becomes a number; a value beyond the safe range throws
 * rather than silently losing cents.
 */
export function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} is beyond the safe integer range`);
  return parsed;
}

const typeParser: typeof pg.types.getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

/** Closing twice (a test that breaks the connection, then disposes it) must not throw. */
function closeOnce(db: Kysely<Schema>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= db.destroy());
}
