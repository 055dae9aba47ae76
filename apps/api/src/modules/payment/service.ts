import { ONLINE_PAYMENT_TYPES, type PaymentType } from '@platter/contract';
import { currencyFromSymbol } from '@platter/i18n';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { OrderRow, PaymentRow, RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PublishRealtimeEvent } from '../../realtime/bus.ts';
import { guestSiteUrl, paymentStatusUrl, type RequestOrigin } from '../../web/ordering-app.ts';
import type { BasketService } from '../basket/index.ts';
import { type OnlinePaymentType, PaymentProviderError, type PaymentProviders, type ProviderStatus } from './providers/index.ts';
import type { PaymentStore } from './store.ts';

export interface PaymentServiceDeps {
  store: PaymentStore;
  providers: PaymentProviders;
  baskets: BasketService;
  /** Tells the realtime layer (the restaurant's managers, the order's page) that a payment settled. */
  publish: PublishRealtimeEvent;
  /**
   * Refuses (throws the catalogue's 422) a payment type the restaurant does not offer or that
   * cannot be started: the same rule as `create-order`'s.
   */
  checkPaymentType: (restaurant: RestaurantRow, paymentType: PaymentType) => void;
  /** Where background failures (the sweep's) are told. */
  log?: { warn(details: object, message: string): void };
}

/** How often a read may sweep overdue orders lazily (the timer sweeps anyway): once per this many ms of the clock. */
const LAZY_SWEEP_EVERY_MS = 10_000;
/** How long a read waits for its lazy sweep (providers are asked); a longer one finishes in the background. */
const LAZY_SWEEP_WAIT_MS = 1_000;
/** How long past its due time an order waits for a provider that does not answer. */
const PROVIDER_SILENCE_LIMIT_MS = 24 * 60 * 60_000;
/** Overdue orders handled per sweep. */
const SWEEP_BATCH = 100;

const isOnline = (type: string) => (ONLINE_PAYMENT_TYPES as readonly string[]).includes(type);

/**
 * Online payments of orders. A payment only moves forward (open -> paid | failed | canceled), and
 * only on the provider's word: webhooks and returns both just ask the provider and reconcile, so
 * they may arrive in any order, any number of times.
 *
 * An online order is written with its pending payment in one transaction (`create-order`); the
 * provider's page (checkout) is created after the commit by `checkout`, idempotently: a repeated
 * submit or `payment/prepare` creates it when it is missing (the attempt's id is the provider's
 * idempotency key), so a crash or a provider failure in between never leaves an order that cannot
 * be paid. A failed or canceled payment gives back the order's stock and voucher use at once; the
 * order stays open for a retry (the same or another payment type) until its due time
 * (`PAYMENT_EXPIRY_MINUTES` after it was placed), when the sweep rejects it.
 */
export function createPaymentService(context: AppContext, deps: PaymentServiceDeps) {
  const { store, providers, baskets, publish } = deps;
  /** Our address as the guest of this restaurant reached it (its own host), else PUBLIC_URL. */
  const siteOf = (restaurant: RestaurantRow, origin: RequestOrigin | undefined) => guestSiteUrl(context.config, restaurant, origin);
  /** Checkouts being created in this process, per payment: racing calls share one provider call. */
  const creating = new Map<number, Promise<string>>();
  let lastLazySweep = Number.NEGATIVE_INFINITY;
  /** The sweep running in this process, if any: sweeps never overlap here. */
  let sweeping: Promise<number> | undefined;

  async function settle(payment: Pick<PaymentRow, 'id' | 'order_id' | 'status'>, status: ProviderStatus): Promise<ProviderStatus> {
    if (payment.status !== 'open' || status === 'open') return payment.status as ProviderStatus;
    const { moved } = await store.settle(payment.id, payment.order_id, status, context.now().toISOString());
    if (moved) {
      const order = await store.findOrder(payment.order_id);
      if (order) publish({ type: 'payment_status_changed', restaurantId: order.restaurant_id, orderId: order.id, paymentStatus: status });
    }
    return status;
  }

  async function createCheckout(payment: PaymentRow, restaurant: RestaurantRow, language: string, site: string): Promise<string> {
    const provider = providers.byName(payment.provider);
    // In production the sandbox would let anyone mark an order paid; without a provider, refuse.
    if (!provider || (provider.name === 'sandbox' && !context.config.paymentSandbox))
      throw AppError.validation('paymentType', 'payment_provider_missing');
    try {
      const created = await provider.createPayment({
        reference: String(payment.id),
        amountMinor: payment.amount_minor,
        currency: currencyFromSymbol(restaurant.currency),
        description: `${restaurant.name} #${payment.order_id}`,
        returnUrl: paymentStatusUrl(site, restaurant, `orderId=${payment.order_id}&paymentId=${payment.id}`),
        webhookUrl: `${site}/api/payment/webhook?reference=${payment.id}`,
        locale: language,
        siteUrl: site,
      });
      // Another process may have stored its page first: everyone answers the stored one.
      if (await store.setProviderPayment(payment.id, created.providerPaymentId, created.checkoutUrl)) return created.checkoutUrl;
      const stored = await store.findPayment(payment.id);
      if (stored?.checkout_url) return stored.checkout_url;
      throw new PaymentProviderError(provider.name, `payment ${payment.id} has no page after create`);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // The attempt stays open without a page: the next submit or payment/prepare tries again.
      throw AppError.validation('paymentType', 'payment_has_problem');
    }
  }

  /**
   * The provider's page of an order's open attempt, created now if it is missing. Throws 422
   * `payment_has_problem` when the provider fails (the attempt stays open for the next try).
   */
  async function checkout(orderId: number, restaurant: RestaurantRow, language: string, origin?: RequestOrigin): Promise<string> {
    const payment = await store.latestOfOrder(orderId);
    if (payment?.status !== 'open') throw AppError.validation('basketId', 'payment_cannot_update');
    if (payment.checkout_url) return payment.checkout_url;
    const running = creating.get(payment.id);
    if (running) return running;
    const work = createCheckout(payment, restaurant, language, siteOf(restaurant, origin)).finally(() => creating.delete(payment.id));
    creating.set(payment.id, work);
    return work;
  }

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

  /**
   * Rejects the online orders unpaid past their due time, giving back their stock and voucher
   * use. An open attempt the provider knows is asked first: one paid meanwhile (a lost webhook) is
   * settled paid instead. Safe to run from any number of processes at once.
   */
  async function expireOverdue(): Promise<number> {
    let expired = 0;
    for (const overdue of await store.overdueOrders(context.now().toISOString(), SWEEP_BATCH)) {
      const payment = await store.latestOfOrder(overdue.id);
      if (payment?.status === 'open' && payment.provider_payment_id) {
        const provider = providers.byName(payment.provider);
        const status = provider ? await provider.fetchStatus(payment.provider_payment_id).catch(() => 'unknown' as const) : 'open';
        // The provider does not answer: ask again on the next sweep rather than reject a paid order,
        // for a day; then the order is rejected anyway (so that a dead provider cannot hold stock
        // forever), and a payment it reports later is the restaurant's to refund.
        const overdueMs = context.now().getTime() - Date.parse(overdue.payment_due_at ?? '');
        if (status === 'unknown' && !(overdueMs > PROVIDER_SILENCE_LIMIT_MS)) continue;
        if (status !== 'unknown' && (await settle(payment, status)) === 'paid') continue;
      }
      if (await store.expireOrder(overdue.id, context.now().toISOString())) {
        expired += 1;
        publish({ type: 'order_status_changed', restaurantId: overdue.restaurant_id, orderId: overdue.id, status: 'rejected' });
      }
    }
    return expired;
  }

  /** Runs the sweep unless one is running in this process (then that one). */
  function sweepOnce(): Promise<number> {
    sweeping ??= expireOverdue().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  }

  /**
   * The sweep on reads that depend on it, at most once per LAZY_SWEEP_EVERY_MS of the clock; the
   * read waits for it at most LAZY_SWEEP_WAIT_MS (a slow provider does not hold it up) and never
   * fails because of it.
   */
  async function sweepLazily(): Promise<void> {
    const at = context.now().getTime();
    if (at - lastLazySweep < LAZY_SWEEP_EVERY_MS && at >= lastLazySweep) return;
    lastLazySweep = at;
    const done = sweepOnce().catch((error: unknown) => {
      deps.log?.warn({ err: error }, 'payment expiry sweep failed');
      return 0;
    });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LAZY_SWEEP_WAIT_MS);
    });
    await Promise.race([done, waited]);
    clearTimeout(timer);
  }

  /**
   * A new attempt for an order still open for payment: after a failed or canceled payment, or
   * (switching type) an open attempt that never reached its provider. It may change the payment
   * type (cash, a card provider…). What the failed attempt gave back (stock, voucher use) is taken
   * again with the checkout's conditional updates. The page to send the guest to: the provider's
   * for an online type, else the order's status page.
   */
  async function retry(
    order: OrderRow,
    restaurant: RestaurantRow,
    paymentType: PaymentType,
    language: string,
    origin?: RequestOrigin,
  ): Promise<string> {
    deps.checkPaymentType(restaurant, paymentType);
    const online = isOnline(paymentType);
    const nowIso = context.now().toISOString();
    const latest = await store.latestOfOrder(order.id);
    const neverStarted = order.payment_status === 'open' && latest?.status === 'open' && !latest.provider_payment_id;
    const from: Array<OrderRow['payment_status']> = neverStarted && paymentType !== order.payment_type ? ['open'] : ['failed', 'canceled'];
    const provider = online ? providers.forPaymentType(paymentType as OnlinePaymentType) : undefined;
    await store.transaction(async (tx) => {
      const switched = await tx.switchPayment(
        order.id,
        from,
        {
          payment_type: paymentType,
          is_online_payment: online ? 1 : 0,
          payment_status: online ? 'open' : 'none',
          payment_due_at: online ? order.payment_due_at : null,
        },
        nowIso,
      );
      if (!switched) throw AppError.validation('basketId', 'payment_cannot_update');
      await tx.cancelOpenPayments(order.id, nowIso);
      const missing = await tx.retakeHold(order.id);
      if (missing === 'voucher') throw AppError.validation('voucherCode', 'voucher_has_reached_its_usage_limit_and_cannot_be_used');
      if (missing) {
        const product = await tx.productStock(missing.productId);
        throw AppError.validation('basketId', 'the_product_quantity_limit_reached', {
          name: product?.name ?? '',
          inStock: Math.max(0, product?.stock ?? 0),
        });
      }
      if (provider) {
        await tx.insertPayment({
          order_id: order.id,
          provider: provider.name,
          amount_minor: order.total_minor,
          status: 'open',
          created_at: nowIso,
          updated_at: nowIso,
        });
      }
    });
    publish({
      type: 'payment_status_changed',
      restaurantId: order.restaurant_id,
      orderId: order.id,
      paymentStatus: online ? 'open' : 'none',
    });
    if (!online) return paymentStatusUrl(siteOf(restaurant, origin), restaurant, `orderId=${order.id}`);
    return checkout(order.id, restaurant, language, origin);
  }

  /**
   * The link a repeated `create-order` of an online order answers, never null: the open attempt's
   * page (created now if missing); after a failed or canceled payment a new attempt with the type
   * now sent; the status page for an order no longer payable.
   */
  async function linkOfPlaced(
    order: OrderRow,
    restaurant: RestaurantRow,
    paymentType: PaymentType,
    language: string,
    origin?: RequestOrigin,
  ): Promise<string> {
    if (order.is_online_payment === 1 && order.status === 'received') {
      if (order.payment_status === 'open') return checkout(order.id, restaurant, language, origin);
      if (order.payment_status === 'failed' || order.payment_status === 'canceled') {
        return retry(order, restaurant, paymentType, language, origin);
      }
    }
    return paymentStatusUrl(siteOf(restaurant, origin), restaurant, `orderId=${order.id}`);
  }

  return {
    checkout,
    reconcile,
    retry,
    linkOfPlaced,
    /** Rejects the overdue unpaid online orders now (the timer's sweep; tests); how many it rejected. */
    expireOverdue: sweepOnce,
    sweepLazily,

    /** Our payment id of a provider's payment id (webhooks of Mollie and the sandbox name theirs). */
    async paymentIdOfProvider(providerPaymentId: string): Promise<number | undefined> {
      return (await store.findByProviderId(providerPaymentId))?.id;
    },

    /** The guest is back from the provider's page: reconcile, then the order's payment state. */
    async update(query: { paymentId?: number | undefined; orderId?: number | undefined }, auth: TokenClaims) {
      await sweepLazily();
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
     * The page of the order the basket became, to send the guest (back) to. Without `paymentType`:
     * the open attempt's provider page (created if missing), or after a failed or canceled payment a
     * new attempt of the same type. With `paymentType`: the same, switching the order to that type
     * first when its payment failed or was canceled (or never reached its provider), while the
     * order is open; an offline type (cash…) answers the order's status page.
     */
    async prepare(
      input: { restaurantId: number; basketId: string; paymentType?: PaymentType | undefined },
      auth: TokenClaims,
      language: string,
      origin?: RequestOrigin,
    ): Promise<{ mollieLink: string }> {
      await sweepLazily();
      const { restaurant, basket } = await baskets.open(input.restaurantId, input.basketId, auth, { ordered: true });
      const order = await store.findOrderOfBasket(basket.id);
      if (order?.status !== 'received' || order.payment_status === 'paid' || order.is_online_payment !== 1)
        throw AppError.validation('basketId', 'payment_cannot_update');
      const paymentType = input.paymentType ?? (order.payment_type as PaymentType);
      let current = order;
      if (paymentType !== order.payment_type && order.payment_status === 'open') {
        // Another type while an attempt is live: the provider's word first (the guest may have
        // canceled there); an attempt still open there is finished or canceled on its page.
        const latest = await store.latestOfOrder(order.id);
        if (latest?.status === 'open' && latest.provider_payment_id) {
          await reconcile(latest.id);
          current = (await store.findOrder(order.id)) ?? order;
          if (current.payment_status === 'open') throw AppError.validation('basketId', 'payment_cannot_update');
        }
      }
      if (current.payment_status === 'open' && paymentType === current.payment_type) {
        return { mollieLink: await checkout(current.id, restaurant, language, origin) };
      }
      return { mollieLink: await retry(current, restaurant, paymentType, language, origin) };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
