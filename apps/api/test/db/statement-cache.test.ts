import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/db/statement-cache.ts';

interface Tables {
  items: { id: number; name: string };
}

/** A better-sqlite3 connection that counts what it prepares. */
function countingConnection() {
  const connection = new SQLite(':memory:');
  const prepared: string[] = [];
  return {
    connection,
    prepared,
    database: {
      prepare: (sql: string) => {
        prepared.push(sql);
        return connection.prepare(sql);
      },
      close: () => connection.close(),
    },
  };
}

describe('SQLite statement cache', () => {
  const opened: Array<{ close(): void }> = [];
  afterEach(() => {
    for (const connection of opened.splice(0)) connection.close();
  });

  it('prepares each SQL text once however often Kysely runs it', async () => {
    const { database, prepared } = countingConnection();
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('name', 'text')
      .execute();
    for (let id = 1; id <= 20; id += 1)
      await db
        .insertInto('items')
        .values({ id, name: `item ${id}` })
        .execute();
    for (let id = 1; id <= 20; id += 1) {
      const row = await db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
      expect(row).toEqual({ id, name: `item ${id}` });
    }
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('items').set({ name: 'renamed' }).where('id', '=', 1).execute();
    });
    expect((await db.selectFrom('items').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).name).toBe('renamed');
    // create table, insert, select by id, begin, update, commit, select name: each prepared once.
    expect(prepared).toHaveLength(new Set(prepared).size);
    expect(prepared).toHaveLength(7);
    await db.destroy();
  });

  it('keeps the most recently used texts within its capacity', () => {
    const { database, prepared, connection } = countingConnection();
    opened.push(connection);
    const cache = withStatementCache(database, 2);
    const first = cache.prepare('select 1');
    cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(first);
    cache.prepare('select 3');
    expect(cache.size()).toBe(2);
    // `select 2` was the least recently used: it goes, `select 1` stays.
    expect(cache.prepare('select 1')).toBe(first);
    cache.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });

  it('gives a statement still being iterated a fresh twin instead of failing', () => {
    const { database, connection } = countingConnection();
    opened.push(connection);
    connection.exec('create table items (id integer primary key); insert into items values (1), (2), (3)');
    const cache = withStatementCache(database);
    const sql = 'select id from items where id >= ?';
    const iterating = cache.prepare(sql).iterate([1]);
    expect(iterating.next().value).toEqual({ id: 1 });
    expect(cache.prepare(sql).all([2])).toEqual([{ id: 2 }, { id: 3 }]);
    expect([...iterating]).toEqual([{ id: 2 }, { id: 3 }]);
    expect(cache.prepare(sql).all([3])).toEqual([{ id: 3 }]);
  });
});
