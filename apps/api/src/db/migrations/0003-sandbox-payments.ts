import type { Kysely } from 'kysely';

/**
 * The built-in sandbox payment provider's own payments (modules/payment/providers/sandbox.ts):
 * what a real provider would keep on its side. Conventions as in 0002.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (column) => column.primaryKey()) // random 128-bit base64url
    .addColumn('reference', 'text', (column) => column.notNull()) // our payment id
    .addColumn('amount_minor', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('return_url', 'text', (column) => column.notNull())
    .addColumn('webhook_url', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('open')) // open | paid | failed | canceled
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_payments').execute();
}
