import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../src/db/schema.ts';
import { type GuestSession, guestSession, pickupBasketWith } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');
/** The orders indexes that hold only the orders they find (migration 0010). */
const PARTIAL = ['orders_user', 'orders_payment_due', 'orders_owner_idempotency_key'] as const;

/** A guest's order for pickup, paid in cash, without an idempotency key, as the storefront places it. */
async function guestCashOrder(guest: GuestSession): Promise<void> {
  const basketId = await pickupBasketWith(guest, (await guest.plainProduct()).id, '2026-11-23 18:00');
  const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
  expect(response.json().errors).toBeUndefined();
}

/** Entries of each of the orders table's indexes, read from SQLite's pages (`dbstat`). */
async function sqliteIndexEntries(db: Kysely<Schema>): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string; entries: number }>`
    select name, sum(ncell) as entries from dbstat
    where name in (select name from sqlite_master where type = 'index' and tbl_name = 'orders') group by name`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.entries]));
}

// Issue 18: a guest's order paid at the door wrote an entry into every index of the orders table.
describe.each(DIALECTS)('the indexes an order is written into, on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  it.runIf(dialect === 'sqlite')(
    'leaves the user, payment-due and idempotency indexes out of a guest cash order without a key',
    async () => {
      const before = await sqliteIndexEntries(test.app.context.db);
      await guestCashOrder(guest);
      const after = await sqliteIndexEntries(test.app.context.db);
      expect(after.orders_restaurant_created).toBe((before.orders_restaurant_created ?? 0) + 1);
      expect(PARTIAL.map((name) => after[name] ?? 0)).toEqual(PARTIAL.map((name) => before[name] ?? 0));
    },
  );

  it.runIf(dialect === 'sqlite')(
    'still finds orders by user, by payment deadline and by idempotency key through those indexes',
    async () => {
      const { db } = test.app.context;
      const plans = await Promise.all(
        [
          db.selectFrom('orders').selectAll().where('user_id', '=', 1).orderBy('created_at', 'desc'),
          db
            .selectFrom('orders')
            .select(['id', 'payment_due_at'])
            .where('payment_due_at', '<=', NOW.toISOString())
            .where('status', '=', 'received')
            .orderBy('payment_due_at'),
          db.selectFrom('orders').selectAll().where('owner_subject', '=', 'guest:x').where('idempotency_key', '=', 'k'),
        ].map(async (query) => {
          const { sql: text, parameters } = query.compile();
          const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
          return rows.map((row) => row.detail).join(' | ');
        }),
      );
      expect(plans[0]).toMatch(/USING INDEX orders_user /);
      expect(plans[1]).toMatch(/USING INDEX orders_payment_due /);
      expect(plans[2]).toMatch(/USING INDEX orders_owner_idempotency_key /);
    },
  );

  it.runIf(dialect === 'postgres')('indexes only the orders with a user, a payment deadline or an idempotency key', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where tablename = 'orders' and schemaname = current_schema()`.execute(test.app.context.db);
    const definitions = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(definitions.orders_user).toMatch(/WHERE \(user_id IS NOT NULL\)$/);
    expect(definitions.orders_payment_due).toMatch(/WHERE \(payment_due_at IS NOT NULL\)$/);
    expect(definitions.orders_owner_idempotency_key).toMatch(/^CREATE UNIQUE INDEX .* WHERE \(idempotency_key IS NOT NULL\)$/);
  });
});
