import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Issue 15, money and payment recovery.
 *
 * 64-bit money: every `*_minor` column becomes `bigint` on PostgreSQL (a 21.5 M EUR basket no
 * longer overflows a 32-bit `integer`). SQLite's integers are 64-bit already, so nothing changes
 * there. `db/database.ts` parses PostgreSQL's int8 into a number (refusing beyond 2^53).
 *
 * Orders paid online give back what they hold when their payment fails, is canceled or expires:
 * - `stock_units`: what the order took from stock, JSON `{ "<productId>": units }`, and
 *   `voucher_id`: the voucher whose use it counted; given back from these, never recomputed.
 * - `stock_released_at`: set once, by the one conditional update that gives them back (duplicate
 *   webhooks and racing sweeps give back nothing more); cleared when a retry takes them again.
 * - `payment_due_at`: until when an online order may be paid (created + PAYMENT_EXPIRY_MINUTES);
 *   past it the sweep rejects the order. Null for orders not paid online.
 */
const MONEY_COLUMNS: Record<string, string[]> = {
  delivery_areas: ['minimum_order_minor', 'shipping_price_minor'],
  products: ['price_minor', 'min_price_minor', 'depot_price_minor'],
  happy_hours: ['price_minor'],
  attribute_items: ['price_minor'],
  package_step_products: ['price_minor'],
  vouchers: ['minimum_order_minor'],
  baskets: ['tip_minor'],
  orders: ['subtotal_minor', 'discount_minor', 'shipping_minor', 'tip_minor', 'total_minor'],
  order_products: ['unit_price_minor', 'total_minor'],
  payments: ['amount_minor'],
  sandbox_payments: ['amount_minor'],
};

async function setMoneyType(db: Kysely<unknown>, type: 'bigint' | 'integer'): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    // Names from the constant above, never from input.
    const changes = columns.map((column) => `alter column ${column} type ${type}`).join(', ');
    await sql.raw(`alter table ${table} ${changes}`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setMoneyType(db, 'bigint');
  // One column per ALTER TABLE: SQLite adds no more.
  await db.schema.alterTable('orders').addColumn('payment_due_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('stock_units', 'text').execute();
  await db.schema.alterTable('orders').addColumn('stock_released_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('voucher_id', 'integer', (column) => column.references('vouchers.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('orders_payment_due').on('orders').column('payment_due_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_payment_due').execute();
  for (const column of ['voucher_id', 'stock_released_at', 'stock_units', 'payment_due_at']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await setMoneyType(db, 'integer');
}
