import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledByShape, SHAPES_KEPT } from '../../src/db/compiled-once.ts';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../helpers/dialects.ts';

interface Tables {
  shaped: { id: number; owner: number; name: string | null; note: string | null };
}

/** Kysely's own build of the same query, to compare against. */
const fresh = <T>(query: { execute(): Promise<T> }) => query.execute();

describe.each(DIALECTS)('queries compiled once per shape on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await sql`create table shaped (id integer primary key, owner integer not null, name text, note text)`.execute(database.db);
  });
  afterAll(() => database.dispose());

  const db = () => database.db as unknown as Kysely<Tables>;

  it('inserts and updates the columns given, each call with its own values', async () => {
    const insert = compiledByShape(db(), (db, row: Tables['shaped']) => db.insertInto('shaped').values(row));
    const update = compiledByShape(db(), (db, { id, changes }: { id: number; changes: Partial<Tables['shaped']> }) =>
      db.updateTable('shaped').set(changes).where('id', '=', id),
    );
    await insert(db(), { id: 1, owner: 10, name: 'a', note: null });
    await insert(db(), { id: 2, owner: 10, name: null, note: 'n' });
    await insert(db(), { id: 3, owner: 20, name: 'c', note: 'm' });
    await update(db(), { id: 1, changes: { note: 'x' } });
    await update(db(), { id: 3, changes: { name: undefined, note: null } });
    await update(db(), { id: 2, changes: { owner: 30, name: 'b' } });
    expect(await fresh(db().selectFrom('shaped').selectAll().orderBy('id'))).toEqual([
      { id: 1, owner: 10, name: 'a', note: 'x' },
      { id: 2, owner: 30, name: 'b', note: 'n' },
      { id: 3, owner: 20, name: 'c', note: null },
    ]);
  });

  it('builds again for a null where the build branches on it, and for each length of a list', async () => {
    const byNote = compiledByShape(db(), (db, note: string | null) =>
      db
        .selectFrom('shaped')
        .select('id')
        .where((eb) => (note === null ? eb('note', 'is', null) : eb('note', '=', note)))
        .orderBy('id'),
    );
    expect((await byNote(db(), null)).rows).toEqual([{ id: 3 }]);
    expect((await byNote(db(), 'n')).rows).toEqual([{ id: 2 }]);
    expect((await byNote(db(), null)).rows).toEqual([{ id: 3 }]);
    const byIds = compiledByShape(db(), (db, ids: readonly number[]) =>
      db.selectFrom('shaped').select('id').where('id', 'in', ids).orderBy('id'),
    );
    expect((await byIds(db(), [3])).rows).toEqual([{ id: 3 }]);
    expect((await byIds(db(), [1, 3])).rows).toEqual([{ id: 1 }, { id: 3 }]);
    expect((await byIds(db(), [2])).rows).toEqual([{ id: 2 }]);
  });

  it('keeps its constants and runs in a transaction', async () => {
    const ofOwner = compiledByShape(db(), (db, owner: number) =>
      db.selectFrom('shaped').select('id').where('owner', '=', owner).where('id', '>', 1).orderBy('id'),
    );
    const ids = await db()
      .transaction()
      .execute(async (trx) => (await ofOwner(trx, 10)).rows);
    expect(ids).toEqual([]);
    expect((await ofOwner(db(), 20)).rows).toEqual([{ id: 3 }]);
  });

  it('gives text that looks like another value no special meaning', async () => {
    const insert = compiledByShape(db(), (db, row: Tables['shaped']) => db.insertInto('shaped').values(row));
    // The stand-in of a value is wrapped in NUL characters. PostgreSQL's text cannot hold NUL (it
    // refuses the insert), so there a value can never equal a stand-in; the nearest it can hold is used.
    const lookalike = dialect === 'postgres' ? 'compiled-by-shape 0' : '\u0000compiled-by-shape 0\u0000';
    await insert(db(), { id: 9, owner: 1, name: '?', note: lookalike });
    expect(await fresh(db().selectFrom('shaped').select(['name', 'note']).where('id', '=', 9))).toEqual([{ name: '?', note: lookalike }]);
  });

  it('shows every call to the plugins of its database (the tests inject faults through one)', async () => {
    const seen: string[] = [];
    const plugin: KyselyPlugin = {
      transformQuery: ({ node }) => {
        seen.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const watched = db().withPlugin(plugin);
    const byId = compiledByShape(watched, (db, id: number) => db.selectFrom('shaped').select('id').where('id', '=', id));
    expect((await byId(watched, 1)).rows).toEqual([{ id: 1 }]);
    expect((await byId(watched, 3)).rows).toEqual([{ id: 3 }]);
    expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
  });

  it(`keeps at most ${SHAPES_KEPT} shapes and still answers after dropping one`, async () => {
    const byIds = compiledByShape(db(), (db, ids: readonly number[]) => db.selectFrom('shaped').select('id').where('id', 'in', ids));
    for (let length = 1; length <= SHAPES_KEPT + 2; length += 1) {
      expect(
        (
          await byIds(
            db(),
            Array.from({ length }, () => 3),
          )
        ).rows,
      ).toEqual([{ id: 3 }]);
    }
    expect((await byIds(db(), [1])).rows).toEqual([{ id: 1 }]);
  });
});
