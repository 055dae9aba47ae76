import { type Kysely, sql } from 'kysely';

/**
 * Issue 18: three of the orders table's indexes hold only the orders they find. A guest's order
 * has no user, an order paid at the door no payment deadline, and the apps send no idempotency
 * key, yet each such order wrote an entry into all three (NULLs included), a page more to write
 * at every order's commit. Each query that uses them compares the column, which implies it is not
 * NULL, so both dialects' planners still choose them. The idempotency index stays unique.
 */
const PARTIAL = [
  { name: 'orders_user', columns: ['user_id'], unique: false, whereSet: 'user_id' },
  { name: 'orders_payment_due', columns: ['payment_due_at'], unique: false, whereSet: 'payment_due_at' },
  { name: 'orders_owner_idempotency_key', columns: ['owner_subject', 'idempotency_key'], unique: true, whereSet: 'idempotency_key' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns, unique, whereSet } of PARTIAL) {
    await db.schema.dropIndex(name).execute();
    const index = db.schema
      .createIndex(name)
      .on('orders')
      .columns([...columns])
      .where(sql.ref(whereSet), 'is not', null);
    await (unique ? index.unique() : index).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns, unique } of PARTIAL) {
    await db.schema.dropIndex(name).execute();
    const index = db.schema
      .createIndex(name)
      .on('orders')
      .columns([...columns]);
    await (unique ? index.unique() : index).execute();
  }
}
