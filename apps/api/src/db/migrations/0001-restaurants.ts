import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('restaurants'))
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('time_zone', 'text', (column) => column.notNull())
    .addColumn('appearance', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('features', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('restaurants').execute();
}
