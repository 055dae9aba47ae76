import type { Kysely } from 'kysely';

/**
 * payFix (spec §3 "payFix (needs a QR code and a PIN)"): a table may carry a fixed payment
 * terminal, named by the code its QR sticker holds, with a PIN the staff configure (kept as an
 * scrypt hash only). An order paid with payFix keeps the terminal's table, the QR code and a hash
 * of the PIN it was confirmed with, never the PIN itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tables').addColumn('payfix_qr_code', 'text').execute();
  await db.schema.alterTable('tables').addColumn('payfix_pin_hash', 'text').execute();
  await db.schema.createIndex('tables_payfix_qr_code').unique().on('tables').columns(['restaurant_id', 'payfix_qr_code']).execute();
  await db.schema
    .alterTable('orders')
    .addColumn('payfix_table_id', 'integer', (column) => column.references('tables.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('orders').addColumn('payfix_qr_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payfix_pin_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payfix_pin_hash').execute();
  await db.schema.alterTable('orders').dropColumn('payfix_qr_code').execute();
  await db.schema.alterTable('orders').dropColumn('payfix_table_id').execute();
  await db.schema.dropIndex('tables_payfix_qr_code').execute();
  await db.schema.alterTable('tables').dropColumn('payfix_pin_hash').execute();
  await db.schema.alterTable('tables').dropColumn('payfix_qr_code').execute();
}
