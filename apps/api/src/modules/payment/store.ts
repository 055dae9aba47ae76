import type { Insertable, Kysely } from 'kysely';
import type { OrderRow, PaymentRow, PaymentsTable, Schema } from '../../db/schema.ts';

/** SQL of online payments: the payment rows and the payment state of their orders. */
export function createPaymentStore(db: Kysely<Schema>) {
  return {
    async insertPayment(payment: Insertable<PaymentsTable>): Promise<number> {
      const row = await db.insertInto('payments').values(payment).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async setProviderPayment(paymentId: number, providerPaymentId: string, checkoutUrl: string) {
      await db
        .updateTable('payments')
        .set({ provider_payment_id: providerPaymentId, checkout_url: checkoutUrl })
        .where('id', '=', paymentId)
        .execute();
    },
    /**
     * Moves an open payment and its open order to `status` in one transaction; the `open`
     * conditions make a repeated or racing settlement change nothing. Whether this call moved the payment.
     */
    async settle(paymentId: number, orderId: number, status: 'paid' | 'failed' | 'canceled', nowIso: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('payments')
          .set({ status, updated_at: nowIso })
          .where('id', '=', paymentId)
          .where('status', '=', 'open')
          .executeTakeFirst();
        await trx
          .updateTable('orders')
          .set({ payment_status: status, updated_at: nowIso })
          .where('id', '=', orderId)
          .where('payment_status', '=', 'open')
          .execute();
        return Number(moved.numUpdatedRows) === 1;
      });
    },
    /** Opens the payment of an order whose last attempt failed or was canceled; false when it was not. */
    async reopenOrderPayment(orderId: number, nowIso: string): Promise<boolean> {
      const reopened = await db
        .updateTable('orders')
        .set({ payment_status: 'open', updated_at: nowIso })
        .where('id', '=', orderId)
        .where('payment_status', 'in', ['failed', 'canceled'])
        .executeTakeFirst();
      return Number(reopened.numUpdatedRows) === 1;
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
  };
}
export type PaymentStore = ReturnType<typeof createPaymentStore>;
