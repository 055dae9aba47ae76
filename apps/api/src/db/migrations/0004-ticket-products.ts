import type { Kysely } from 'kysely';

/**
 * Ticket products (issue 13): a product flagged `is_ticket` takes one place of its ticket slot per
 * unit ordered; other products of a ticketing restaurant (snacks, drinks) take none. 0 or 1, as the
 * other flags of 0002.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('is_ticket', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('is_ticket').execute();
}
