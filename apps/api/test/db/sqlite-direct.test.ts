import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compiledByShape, compiledOnce } from '../../src/db/compiled-once.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';

interface Tables {
  notes: { id: number; text: string };
}

// Issue 18: the hot paths' compiled queries skip Kysely's executor on SQLite, and still never run
// inside another caller's open transaction.
describe('compiled queries on a SQLite connection of their own', () => {
  let database: Database;
  const db = () => database.db as unknown as Kysely<Tables>;

  beforeEach(async () => {
    database = await openDatabase('sqlite::memory:');
    await sql`create table notes (id integer primary key, text text not null)`.execute(database.db);
  });
  afterEach(() => database.close());

  const insertNote = () => compiledByShape(db(), (db, note: Tables['notes']) => db.insertInto('notes').values(note));
  const texts = async () => (await db().selectFrom('notes').select('text').orderBy('id').execute()).map((row) => row.text);

  it('runs them on the connection, not through Kysely', async () => {
    const insert = insertNote();
    const byId = compiledOnce(db(), [-1] as [number], (db, id) => db.selectFrom('notes').select('text').where('id', '=', id));
    const executor = vi.spyOn(db(), 'executeQuery');
    const inserted = await insert(db(), { id: 1, text: 'first' });
    expect(await byId(1)).toEqual([{ text: 'first' }]);
    expect(executor).not.toHaveBeenCalled();
    expect(inserted.numAffectedRows).toBe(1n);
    expect(inserted.insertId).toBe(1n);
  });

  it('waits while another caller holds a transaction open, and stays out of it', async () => {
    const insert = insertNote();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 1, text: 'rolled back' }).execute();
        await gate;
        throw new Error('abandoned');
      });
    // Let the transaction begin and write.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = insert(db(), { id: 2, text: 'kept' });
    release();
    await expect(transaction).rejects.toThrow('abandoned');
    await outside;
    expect(await texts()).toEqual(['kept']);
  });

  it('answers a failed statement as a rejection', async () => {
    const insert = insertNote();
    await insert(db(), { id: 1, text: 'first' });
    await expect(insert(db(), { id: 1, text: 'again' })).rejects.toThrow(/UNIQUE constraint failed/);
  });
});
