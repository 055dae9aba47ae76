import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce, PLACEHOLDER_ID, PLACEHOLDER_TEXT, SECOND_PLACEHOLDER_ID } from '../../src/db/compiled-once.ts';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../helpers/dialects.ts';

interface Tables {
  items: { id: number; owner: number; name: string; active: number };
}

describe.each(DIALECTS)('queries compiled once on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await sql`create table items (id integer primary key, owner integer not null, name text not null, active integer not null)`.execute(
      database.db,
    );
    await sql`insert into items (id, owner, name, active) values (1, 10, 'a', 1), (2, 10, 'b', 0), (3, 20, 'c', 1), (4, 20, 'd', 1)`.execute(
      database.db,
    );
  });
  afterAll(() => database.dispose());

  // A table of this test only, outside the app's schema.
  const db = () => database.db as unknown as Kysely<Tables>;

  it('runs with each call’s arguments in their places, constants kept', async () => {
    const itemsOf = compiledOnce(db(), [PLACEHOLDER_ID, SECOND_PLACEHOLDER_ID] as const, (db, minimumId: number, owner: number) =>
      db
        .selectFrom('items')
        .select(['id', 'name'])
        .where('active', '=', 1)
        .where('owner', '=', owner)
        .where('id', '>=', minimumId)
        .orderBy('id'),
    );
    expect(await itemsOf(1, 10)).toEqual([{ id: 1, name: 'a' }]);
    expect(await itemsOf(1, 20)).toEqual([
      { id: 3, name: 'c' },
      { id: 4, name: 'd' },
    ]);
    expect(await itemsOf(4, 20)).toEqual([{ id: 4, name: 'd' }]);
    expect(await itemsOf(1, 30)).toEqual([]);
  });

  it('takes text arguments', async () => {
    const byName = compiledOnce(db(), [PLACEHOLDER_TEXT] as const, (db, name: string) =>
      db.selectFrom('items').select('id').where('name', '=', name),
    );
    expect(await byName('c')).toEqual([{ id: 3 }]);
    expect(await byName('z')).toEqual([]);
  });

  it('refuses placeholders that are alike or not in the query', () => {
    expect(() =>
      compiledOnce(db(), [PLACEHOLDER_ID, PLACEHOLDER_ID] as const, (db, a: number, b: number) =>
        db.selectFrom('items').select('id').where('id', '=', a).where('owner', '=', b),
      ),
    ).toThrow(/differ/);
    expect(() =>
      compiledOnce(db(), [PLACEHOLDER_ID] as const, (db, _id: number) => db.selectFrom('items').select('id').where('id', '=', 1)),
    ).toThrow(/not a parameter/);
  });
});
