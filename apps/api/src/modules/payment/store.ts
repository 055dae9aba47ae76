import type { Insertable, Kysely } from 'kysely';
import type { OrderRow, OrdersTable, PaymentRow, PaymentsTable, Schema } from '../../db/schema.ts';

/**
 * SQL of online payments: the payment rows, the payment state of their orders, and what an unpaid
 * order holds (stock units and a voucher use), given back and taken again with conditional updates.
 * `transaction(work)` runs `work` with the same queries bound to one transaction.
 */
export function createPaymentStore(db: Kysely<Schema>) {
  return {
    ...paymentQueries(db),
    transaction<T>(work: (store: PaymentQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(paymentQueries(trx)));
    },
    /**
     * Moves an open payment and its open order to `status` in one transaction; the `open`
     * conditions make a repeated or racing settlement change nothing. A failed or canceled payment
     * gives back the order's stock and voucher use in the same transaction, at most once.
     */
    settle(
      paymentId: number,
      orderId: number,
      status: 'paid' | 'failed' | 'canceled',
      nowIso: string,
    ): Promise<{ moved: boolean; released: boolean }> {
      return db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('payments')
          .set({ status, updated_at: nowIso })
          .where('id', '=', paymentId)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return { moved: false, released: false };
        const order = await trx
          .updateTable('orders')
          .set({ payment_status: status, updated_at: nowIso })
          .where('id', '=', orderId)
          .where('payment_status', '=', 'open')
          .executeTakeFirst();
        const released = Number(order.numUpdatedRows) === 1 && status !== 'paid' && (await releaseHold(trx, orderId, nowIso));
        return { moved: true, released };
      });
    },
    /**
     * Rejects an online order still unpaid at its due time: its open payment attempt ends canceled
     * on our side, and its stock and voucher use come back (once). Whether this call rejected it.
     */
    expireOrder(orderId: number, nowIso: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const rejected = await trx
          .updateTable('orders')
          .set({ status: 'rejected', updated_at: nowIso })
          .where('id', '=', orderId)
          .where('status', '=', 'received')
          .where('is_online_payment', '=', 1)
          .where('payment_status', '!=', 'paid')
          .where('payment_due_at', '<=', nowIso)
          .executeTakeFirst();
        if (Number(rejected.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('orders')
          .set({ payment_status: 'canceled' })
          .where('id', '=', orderId)
          .where('payment_status', '=', 'open')
          .execute();
        await trx
          .updateTable('payments')
          .set({ status: 'canceled', updated_at: nowIso })
          .where('order_id', '=', orderId)
          .where('status', '=', 'open')
          .execute();
        await releaseHold(trx, orderId, nowIso);
        return true;
      });
    },
  };
}

/** What an order took from stock, as kept in `orders.stock_units`. */
export function parseStockUnits(text: string | null): Array<[number, number]> {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  return Object.entries(parsed).flatMap(([id, units]) =>
    /^\d+$/.test(id) && Number.isSafeInteger(units) && (units as number) > 0 ? [[Number(id), units as number] as [number, number]] : [],
  );
}

/**
 * Gives back an order's stock units and voucher use, once: the conditional update of
 * `stock_released_at` lets exactly one caller (webhook, return, sweep) through.
 */
async function releaseHold(db: Kysely<Schema>, orderId: number, nowIso: string): Promise<boolean> {
  const claimed = await db
    .updateTable('orders')
    .set({ stock_released_at: nowIso })
    .where('id', '=', orderId)
    .where('stock_released_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const order = await db.selectFrom('orders').select(['stock_units', 'voucher_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  for (const [productId, units] of parseStockUnits(order.stock_units)) {
    await db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', units) }))
      .where('id', '=', productId)
      .where('stock', 'is not', null)
      .execute();
  }
  if (order.voucher_id !== null) {
    await db
      .updateTable('vouchers')
      .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
      .where('id', '=', order.voucher_id)
      .where('used_count', '>', 0)
      .execute();
  }
  return true;
}

function paymentQueries(db: Kysely<Schema>) {
  return {
    async insertPayment(payment: Insertable<PaymentsTable>): Promise<number> {
      const row = await db.insertInto('payments').values(payment).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    /** Stores the provider's payment and page unless another call stored one first; whether this one did. */
    async setProviderPayment(paymentId: number, providerPaymentId: string, checkoutUrl: string): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ provider_payment_id: providerPaymentId, checkout_url: checkoutUrl })
        .where('id', '=', paymentId)
        .where('checkout_url', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    findPayment(id: number): Promise<PaymentRow | undefined> {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByProviderId(providerPaymentId: string) {
      return db.selectFrom('payments').select('id').where('provider_payment_id', '=', providerPaymentId).executeTakeFirst();
    },
    latestOfOrder(orderId: number): Promise<PaymentRow | undefined> {
      return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst();
    },
    findOrder(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findOrderOfBasket(basketId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('basket_id', '=', basketId).executeTakeFirst();
    },
    /** Online orders of any restaurant still unpaid at `nowIso`, past their due time (oldest first). */
    overdueOrders(nowIso: string, limit: number) {
      return db
        .selectFrom('orders')
        .select(['id', 'restaurant_id', 'payment_due_at'])
        .where('payment_due_at', '<=', nowIso)
        .where('status', '=', 'received')
        .where('is_online_payment', '=', 1)
        .where('payment_status', '!=', 'paid')
        .orderBy('payment_due_at')
        .limit(limit)
        .execute();
    },
    /**
     * Switches an order still open for payment (received, unpaid, before its due time, its
     * payment in one of `from`) to another payment type; whether it was switched.
     */
    async switchPayment(
      orderId: number,
      from: ReadonlyArray<OrderRow['payment_status']>,
      change: Pick<Insertable<OrdersTable>, 'payment_type' | 'is_online_payment' | 'payment_status' | 'payment_due_at'>,
      nowIso: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ ...change, updated_at: nowIso })
        .where('id', '=', orderId)
        .where('status', '=', 'received')
        .where('payment_status', 'in', [...from])
        .where('payment_due_at', '>', nowIso)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Ends our side of an open attempt that never reached the provider (no page), replaced by another. */
    async cancelOpenPayments(orderId: number, nowIso: string) {
      await db
        .updateTable('payments')
        .set({ status: 'canceled', updated_at: nowIso })
        .where('order_id', '=', orderId)
        .where('status', '=', 'open')
        .execute();
    },
    /**
     * Takes again what an order gave back (a retry after a failed payment), with the checkout's
     * conditional updates: the product that has no longer enough stock, `voucher` when its uses
     * ran out, else null (then the order holds them again).
     */
    async retakeHold(orderId: number): Promise<{ productId: number } | 'voucher' | null> {
      const order = await db
        .selectFrom('orders')
        .select(['stock_units', 'voucher_id', 'stock_released_at'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      if (order.stock_released_at === null) return null;
      for (const [productId, units] of parseStockUnits(order.stock_units)) {
        const taken = await db
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '-', units) }))
          .where('id', '=', productId)
          .where('stock', 'is not', null)
          .where('stock', '>=', units)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) continue;
        const product = await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst();
        if (product && product.stock !== null) return { productId };
      }
      if (order.voucher_id !== null) {
        const counted = await db
          .updateTable('vouchers')
          .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
          .where('id', '=', order.voucher_id)
          .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) !== 1) return 'voucher';
      }
      await db.updateTable('orders').set({ stock_released_at: null }).where('id', '=', orderId).execute();
      return null;
    },
    productStock(productId: number) {
      return db.selectFrom('products').select(['name', 'stock']).where('id', '=', productId).executeTakeFirst();
    },
  };
}
export type PaymentQueries = ReturnType<typeof paymentQueries>;
export type PaymentStore = ReturnType<typeof createPaymentStore>;
