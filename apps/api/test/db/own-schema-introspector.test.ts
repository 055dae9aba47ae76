import { PostgresIntrospector, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { OwnSchemaIntrospector } from '../../src/db/own-schema-introspector.ts';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../helpers/dialects.ts';

describe.skipIf(!DIALECTS.includes('postgres'))('the migrator’s view of a PostgreSQL schema', () => {
  let own: TestDatabase;
  let other: TestDatabase;
  beforeAll(async () => {
    own = await openTestDatabase('postgres');
    other = await openTestDatabase('postgres');
    await migrateToLatest(own.db);
    await sql`create table other_only (id serial primary key, note text)`.execute(other.db);
  });
  afterAll(async () => {
    await own.dispose();
    await other.dispose();
  });

  it('holds the tables and columns of its own schema as Kysely reads them, and no other schema’s', async () => {
    const mine = await new OwnSchemaIntrospector(own.db).getTables({ withInternalKyselyTables: true });
    const everyone = await new PostgresIntrospector(own.db).getTables({ withInternalKyselyTables: true });
    const sameSchema = everyone.filter((table) => table.schema === own.schema);
    const byName = (tables: typeof mine) => [...tables].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(mine)).toEqual(byName(sameSchema));
    expect(mine.map((table) => table.name)).toContain('kysely_migration');
    expect(mine.map((table) => table.name)).toContain('orders');
    expect(mine.some((table) => table.name === 'other_only')).toBe(false);
    expect(await new OwnSchemaIntrospector(own.db).getTables()).toHaveLength(mine.length - 2);
  });
});
