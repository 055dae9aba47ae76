import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Break patterns (issue 14; spec §3 "break pattern (name, start time, products, weekdays, start and
 * end date)"): a restaurant's manager pauses products on a schedule. A pattern pauses its products
 * on its weekdays (JSON list, 1 Monday to 7 Sunday) between its dates, from its start time (`HH:mm`
 * on the restaurant's wall clock) to the end of that day, until it is stopped (`stopped_at`).
 *
 * Names are unique per restaurant without regard to case: `name_key` holds the name folded to lower
 * case (as the service folds it), under a unique index. A stored key rather than an index on
 * `lower(name)` because SQLite's `lower()` folds ASCII only, and an index on the connection's own
 * Unicode function would break every tool that opens the file without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('break_patterns'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_key', 'text', (column) => column.notNull())
    .addColumn('start_time', 'text', (column) => column.notNull())
    .addColumn('weekdays', 'text', (column) => column.notNull())
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('end_date', 'text', (column) => column.notNull())
    .addColumn('stopped_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('break_patterns_restaurant_name')
    .unique()
    .on('break_patterns')
    .columns(['restaurant_id', 'name_key'])
    .execute();
  await db.schema.createIndex('break_patterns_restaurant_end').on('break_patterns').columns(['restaurant_id', 'end_date']).execute();

  await db.schema
    .createTable('break_pattern_products')
    .addColumn('break_pattern_id', 'integer', (column) => column.notNull().references('break_patterns.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('break_pattern_products_pk', ['break_pattern_id', 'product_id'])
    .execute();
  await db.schema.createIndex('break_pattern_products_product').on('break_pattern_products').column('product_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('break_pattern_products').execute();
  await db.schema.dropTable('break_patterns').execute();
}
