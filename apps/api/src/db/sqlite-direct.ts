import type { CompiledQuery, Kysely, QueryResult, SqliteDatabase } from 'kysely';

/** What Kysely runs a compiled query on: the database or a transaction of it. */
export interface QueryRunner {
  executeQuery<Row>(query: CompiledQuery<Row>): Promise<QueryResult<Row>>;
}

/** The better-sqlite3 connection behind a Kysely instance, as far as running a statement goes. */
export interface DirectSqliteConnection {
  /** better-sqlite3: true while a transaction is open on the connection. */
  readonly inTransaction: boolean;
}

const runners = new WeakMap<object, QueryRunner>();

/**
 * Lets the hot paths' compiled queries on `db` run on its SQLite connection directly. Kysely
 * passes every query through some ten async steps (its connection lock, its driver, the result's
 * plugins), about 2.5 µs a query on this machine against 2 to 20 µs for SQLite's own work; a
 * compiled query needs none of them. One rule keeps it safe: a transaction holds the connection
 * across awaits, and a statement run on the connection meanwhile would join it (and be rolled back
 * with it), so while one is open every query takes Kysely's way and waits its turn. A statement
 * run while no transaction is open is ordered before or after any other, like Kysely's.
 */
export function registerDirectSqlite<DB>(db: Kysely<DB>, connection: DirectSqliteConnection, statements: SqliteDatabase): void {
  runners.set(db, {
    async executeQuery<Row>(query: CompiledQuery<Row>): Promise<QueryResult<Row>> {
      if (connection.inTransaction) return db.executeQuery(query);
      const statement = statements.prepare(query.sql);
      // Kysely's SqliteConnection answers the same way.
      if (statement.reader) return { rows: statement.all(query.parameters) as Row[] };
      const { changes, lastInsertRowid } = statement.run(query.parameters);
      return {
        insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
        numAffectedRows: changes != null ? BigInt(changes) : undefined,
        rows: [],
      };
    },
  });
}

/**
 * Where `runner` runs a compiled query: the SQLite connection itself when `runner` is a database
 * registered with `registerDirectSqlite`, else `runner` (a transaction, PostgreSQL, a database with
 * plugins such as the tests' fault injection, which must see every query).
 */
export function directRunnerOf(runner: QueryRunner): QueryRunner {
  return runners.get(runner) ?? runner;
}
