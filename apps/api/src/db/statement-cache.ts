import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; `where id in (...)` of each length is one more text. */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

interface CacheableStatement extends SqliteStatement {
  /** better-sqlite3: true while an `iterate()` of this statement is still open. */
  readonly busy?: boolean;
}

interface PreparingDatabase {
  prepare(sql: string): CacheableStatement;
  close(): unknown;
}

/**
 * The SQLite connection as Kysely's SQLite dialect sees it, preparing each SQL text once: Kysely
 * calls `prepare` for every query, and preparing (parsing and planning) was an eighth of the
 * server's CPU on the menu calls. Statements are kept in a least-recently-used map of `capacity`
 * texts. A statement still being iterated (a streamed query) is busy and cannot run again, so a
 * second use meanwhile gets a fresh statement of its own. SQLite re-prepares a kept statement
 * by itself when the schema changes (a migration).
 */
export function withStatementCache(
  connection: PreparingDatabase,
  capacity = SQLITE_STATEMENT_CACHE_SIZE,
): SqliteDatabase & { size(): number } {
  const statements = new Map<string, CacheableStatement>();
  return {
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) {
        if (kept.busy) return connection.prepare(sql);
        // Re-inserted to mark it the most recently used (a Map keeps insertion order).
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = connection.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
    close() {
      statements.clear();
      connection.close();
    },
    size: () => statements.size,
  };
}
