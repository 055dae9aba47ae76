import type { Kysely } from 'kysely';

/**
 * Issue 17.5: an `Idempotency-Key` names one order of its owner. The unique index makes two racing
 * submissions with one key and different baskets fail at the database, not only at the first read.
 * NULL keys (submissions without one) are distinct in both dialects' unique indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_owner_idempotency_key').on('orders').columns(['owner_subject', 'idempotency_key']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_owner_idempotency_key').execute();
}
