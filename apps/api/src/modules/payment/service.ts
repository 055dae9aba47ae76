import type { PaymentType } from '@platter/contract';
import { currencyFromSymbol } from '@platter/i18n';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { OrdersTable, PaymentsTable, RestaurantRow, Schema } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { paymentStatusUrl } from '../../web/ordering-app.ts';
import type { StartOnlinePayment } from '../order/create-order.ts';
import { type OnlinePaymentType, PaymentProviderError, type PaymentProviders, type ProviderStatus } from './providers/index.ts';

type PaymentRow = Selectable<PaymentsTable>;

/**
 * Online payments of orders. A payment only moves forward (open -> paid | failed | canceled), and
 * only on the provider's word: webhooks and returns both just ask the provider and reconcile, so
 * they may arrive in any order, any number of times.
 */
export function createPaymentService(context: AppContext, providers: PaymentProviders) {
  const db: Kysely<Schema> = context.db;
  const base = context.config.publicUrl.replace(/\/$/, '');

  async function settle(payment: PaymentRow, status: ProviderStatus): Promise<ProviderStatus> {
    if (payment.status !== 'open' || status === 'open') return payment.status as ProviderStatus;
    const timestamp = context.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payments')
        .set({ status, updated_at: timestamp })
        .where('id', '=', payment.id)
        .where('status', '=', 'open')
        .execute();
      await trx
        .updateTable('orders')
        .set({ payment_status: status, updated_at: timestamp })
        .where('id', '=', payment.order_id)
        .where('payment_status', '=', 'open')
        .execute();
    });
    return status;
  }

  return {
    start: (async ({ id, totalMinor, restaurant, paymentType, language }) => {
      const provider = providers.forPaymentType(paymentType as OnlinePaymentType);
      // In production the sandbox would let anyone mark an order paid; without a provider, refuse.
      if (provider.name === 'sandbox' && !context.config.paymentSandbox)
        throw AppError.validation('paymentType', 'payment_provider_missing');
      const timestamp = context.now().toISOString();
      const payment = await db
        .insertInto('payments')
        .values({
          order_id: id,
          provider: provider.name,
          amount_minor: totalMinor,
          status: 'open',
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const created = await provider.createPayment({
          reference: String(payment.id),
          amountMinor: totalMinor,
          currency: currencyFromSymbol(restaurant.currency),
          description: `${restaurant.name} #${id}`,
          returnUrl: paymentStatusUrl(base, restaurant, `orderId=${id}&paymentId=${payment.id}`),
          webhookUrl: `${base}/api/payment/webhook?reference=${payment.id}`,
          locale: language,
        });
        await db
          .updateTable('payments')
          .set({ provider_payment_id: created.providerPaymentId, checkout_url: created.checkoutUrl })
          .where('id', '=', payment.id)
          .execute();
        return created.checkoutUrl;
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        await settle({ id: payment.id, order_id: id, status: 'open' } as PaymentRow, 'failed');
        throw AppError.validation('paymentType', 'payment_has_problem');
      }
    }) satisfies StartOnlinePayment,

    /** Asks the provider about a payment and moves it (and its order) forward accordingly. */
    async reconcile(paymentId: number): Promise<{ status: ProviderStatus; orderId: number } | null> {
      const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
      if (!payment) return null;
      const provider = providers.byName(payment.provider);
      if (!provider || !payment.provider_payment_id || payment.status !== 'open')
        return { status: payment.status as ProviderStatus, orderId: payment.order_id };
      const status = await provider.fetchStatus(payment.provider_payment_id).catch((error: unknown) => {
        if (error instanceof PaymentProviderError) return 'open' as const;
        throw error;
      });
      return { status: await settle(payment, status), orderId: payment.order_id };
    },

    /** A new payment attempt for an order whose last one failed or was canceled. */
    async retry(order: Selectable<OrdersTable>, restaurant: RestaurantRow, language: string): Promise<string> {
      const reopened = await db
        .updateTable('orders')
        .set({ payment_status: 'open', updated_at: context.now().toISOString() })
        .where('id', '=', order.id)
        .where('payment_status', 'in', ['failed', 'canceled'])
        .executeTakeFirst();
      if (Number(reopened.numUpdatedRows) !== 1) throw AppError.validation('basketId', 'payment_cannot_update');
      return this.start({
        id: order.id,
        totalMinor: order.total_minor,
        restaurant,
        paymentType: order.payment_type as PaymentType,
        language,
      });
    },

    findByProviderId(providerPaymentId: string) {
      return db.selectFrom('payments').select('id').where('provider_payment_id', '=', providerPaymentId).executeTakeFirst();
    },

    latestOfOrder(orderId: number) {
      return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst();
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
