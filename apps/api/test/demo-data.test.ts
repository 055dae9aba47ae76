import { afterEach, describe, expect, it } from 'vitest';
import { loadDemoDataIfEmpty } from '../src/db/demo-data/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DIALECTS, openTestDatabase, type TestDatabase } from './helpers/dialects.ts';

describe.each(DIALECTS)('migrations and demo data on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  it('migrates an empty database once, and then has nothing left to run', async () => {
    database = await openTestDatabase(dialect);
    expect(await migrateToLatest(database.db, database.schema)).toContain('0001-restaurants');
    expect(await migrateToLatest(database.db, database.schema)).toEqual([]);
  });

  it('loads the demo restaurants only into an empty database', async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, database.schema);
    expect(await loadDemoDataIfEmpty(database.db)).toBe(true);
    expect(await loadDemoDataIfEmpty(database.db)).toBe(false);
    const slugs = await database.db.selectFrom('restaurants').select('slug').orderBy('slug').execute();
    expect(slugs.map((row) => row.slug)).toEqual(['demo-bistro', 'demo-cafe-zurich', 'demo-events', 'demo-tickets']);
  });
});
