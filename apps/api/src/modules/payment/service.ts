import type { PaymentType } from '@platter/contract';
import { currencyFromSymbol } from '@platter/i18n';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { OrderRow, PaymentRow, RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PublishRealtimeEvent } from '../../realtime/bus.ts';
import { paymentStatusUrl } from '../../web/ordering-app.ts';
import type { BasketService } from '../basket/index.ts';
import type { StartOnlinePayment } from '../order/create-order.ts';
import { type OnlinePaymentType, PaymentProviderError, type PaymentProviders, type ProviderStatus } from './providers/index.ts';
import type { PaymentStore } from './store.ts';

export interface PaymentServiceDeps {
  store: PaymentStore;
  providers: PaymentProviders;
  baskets: BasketService;
  /** Tells the realtime layer (the restaurant's managers, the order's page) that a payment settled. */
  publish: PublishRealtimeEvent;
}

/**
 * Online payments of orders. A payment only moves forward (open -> paid | failed | canceled), and
 * only on the provider's word: webhooks and returns both just ask the provider and reconcile, so
 * they may arrive in any order, any number of times.
 */
export function createPaymentService(context: AppContext, { store, providers, baskets, publish }: PaymentServiceDeps) {
  const base = context.config.publicUrl.replace(/\/$/, '');

  async function settle(payment: Pick<PaymentRow, 'id' | 'order_id' | 'status'>, status: ProviderStatus): Promise<ProviderStatus> {
    if (payment.status !== 'open' || status === 'open') return payment.status as ProviderStatus;
    if (await store.settle(payment.id, payment.order_id, status, context.now().toISOString())) {
      const order = await store.findOrder(payment.order_id);
      if (order) publish({ type: 'payment_status_changed', restaurantId: order.restaurant_id, orderId: order.id, paymentStatus: status });
    }
    return status;
  }

  const start = (async ({ id, totalMinor, restaurant, paymentType, language }) => {
    const provider = providers.forPaymentType(paymentType as OnlinePaymentType);
    // In production the sandbox would let anyone mark an order paid; without a provider, refuse.
    if (provider.name === 'sandbox' && !context.config.paymentSandbox) throw AppError.validation('paymentType', 'payment_provider_missing');
    const timestamp = context.now().toISOString();
    const paymentId = await store.insertPayment({
      order_id: id,
      provider: provider.name,
      amount_minor: totalMinor,
      status: 'open',
      created_at: timestamp,
      updated_at: timestamp,
    });
    try {
      const created = await provider.createPayment({
        reference: String(paymentId),
        amountMinor: totalMinor,
        currency: currencyFromSymbol(restaurant.currency),
        description: `${restaurant.name} #${id}`,
        returnUrl: paymentStatusUrl(base, restaurant, `orderId=${id}&paymentId=${paymentId}`),
        webhookUrl: `${base}/api/payment/webhook?reference=${paymentId}`,
        locale: language,
      });
      await store.setProviderPayment(paymentId, created.providerPaymentId, created.checkoutUrl);
      return created.checkoutUrl;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await settle({ id: paymentId, order_id: id, status: 'open' }, 'failed');
      throw AppError.validation('paymentType', 'payment_has_problem');
    }
  }) satisfies StartOnlinePayment;

  /** Asks the provider about a payment and moves it (and its order) forward accordingly. */
  async function reconcile(paymentId: number): Promise<{ status: ProviderStatus; orderId: number } | null> {
    const payment = await store.findPayment(paymentId);
    if (!payment) return null;
    const provider = providers.byName(payment.provider);
    if (!provider || !payment.provider_payment_id || payment.status !== 'open')
      return { status: payment.status as ProviderStatus, orderId: payment.order_id };
    const status = await provider.fetchStatus(payment.provider_payment_id).catch((error: unknown) => {
      if (error instanceof PaymentProviderError) return 'open' as const;
      throw error;
    });
    return { status: await settle(payment, status), orderId: payment.order_id };
  }

  /** A new payment attempt for an order whose last one failed or was canceled. */
  async function retry(order: OrderRow, restaurant: RestaurantRow, language: string): Promise<string> {
    if (!(await store.reopenOrderPayment(order.id, context.now().toISOString())))
      throw AppError.validation('basketId', 'payment_cannot_update');
    return start({
      id: order.id,
      totalMinor: order.total_minor,
      restaurant,
      paymentType: order.payment_type as PaymentType,
      language,
    });
  }

  return {
    start,
    reconcile,
    retry,

    /** Our payment id of a provider's payment id (webhooks of Mollie and the sandbox name theirs). */
    async paymentIdOfProvider(providerPaymentId: string): Promise<number | undefined> {
      return (await store.findByProviderId(providerPaymentId))?.id;
    },

    /** The guest is back from the provider's page: reconcile, then the order's payment state. */
    async update(query: { paymentId?: number | undefined; orderId?: number | undefined }, auth: TokenClaims) {
      const payment = query.paymentId
        ? await store.findPayment(query.paymentId)
        : query.orderId
          ? await store.latestOfOrder(query.orderId)
          : undefined;
      const order = payment ? await store.findOrder(payment.order_id) : undefined;
      const mine = order && (order.owner_subject === auth.sub || (auth.kind === 'private' && String(order.user_id) === auth.sub));
      if (!payment || !order || !mine) throw AppError.validation(query.paymentId ? 'paymentId' : 'orderId', 'payment_does_not_exists');
      const result = await reconcile(payment.id);
      return { status: result?.status ?? 'open', orderId: order.id };
    },

    /**
     * The provider's page of the order the basket became, to send the guest (back) to. After a
     * failed or canceled payment it starts a new attempt for the same order, so a declined card is
     * not the end of the order.
     */
    async prepare(restaurantId: number, basketId: string, auth: TokenClaims, language: string): Promise<{ mollieLink: string }> {
      const { restaurant, basket } = await baskets.open(restaurantId, basketId, auth, { ordered: true });
      const order = await store.findOrderOfBasket(basket.id);
      if (order?.is_online_payment !== 1 || order.payment_status === 'paid') throw AppError.validation('basketId', 'payment_cannot_update');
      const payment = await store.latestOfOrder(order.id);
      if (order.payment_status === 'open' && payment?.checkout_url) return { mollieLink: payment.checkout_url };
      return { mollieLink: await retry(order, restaurant, language) };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
