import {
  BASKET_LIMITS,
  type DeliveryTypeName,
  HIDDEN_PAYMENT_TYPES,
  ONLINE_PAYMENT_TYPES,
  type PaymentType,
  paymentTypeFitsDelivery,
  toMajorUnits,
} from '@platter/contract';
import { checkTime, earliestAvailableTime } from '@platter/delivery-time';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { OrderRow, RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PublishRealtimeEvent } from '../../realtime/bus.ts';
import { guestSiteUrl, paymentStatusUrl, type RequestOrigin } from '../../web/ordering-app.ts';
import {
  type BasketService,
  type BasketSnapshot,
  checkPersons,
  lineTotalMinor,
  personsConfigOf,
  personsOf,
  unitTotalMinor,
} from '../basket/index.ts';
import type { ProductPauses } from '../break-patterns/index.ts';
import type { WrittenMail } from '../mail/mailer.ts';
import { restaurantSettings } from '../restaurant/settings.ts';
import { orderConfirmationMail } from './confirmation-mail.ts';
import { assertKitchenRoom, kitchenQuarter } from './kitchen-capacity.ts';
import { verifyPayFix } from './payfix.ts';
import type { OrderStore } from './store.ts';
import { assertTicketPlaces, ticketsOf } from './ticket-capacity.ts';

const DELIVERY_NAME: Record<number, DeliveryTypeName> = { 1: 'delivery', 2: 'pickup', 3: 'here' };

/**
 * The online payments an order placer needs (the payment service's): the provider a payment type
 * goes to, the page of an order's open attempt (created after the commit, idempotently), and the
 * link a repeated submit answers.
 */
export interface OrderPayments {
  /** The provider (`payments.provider`) an online payment type is paid through. */
  providerName(paymentType: PaymentType): string;
  /** The provider's page of the order's open attempt, created when missing; 422 `payment_has_problem` when the provider fails. */
  checkout(orderId: number, restaurant: RestaurantRow, language: string, origin?: RequestOrigin): Promise<string>;
  /** A repeated submit's link: the open attempt's page, a new attempt after a failed one, else the status page. */
  linkOfPlaced(
    order: OrderRow,
    restaurant: RestaurantRow,
    paymentType: PaymentType,
    language: string,
    origin?: RequestOrigin,
  ): Promise<string>;
  /** Rejects overdue unpaid online orders (giving back their stock) before stock is read. */
  sweepLazily(): Promise<void>;
}

export interface CreateOrderInput {
  restaurantId: number;
  basketId: string;
  paymentType: PaymentType;
  qrCode?: string | undefined;
  pin?: string | undefined;
  tablePaymentId?: string | undefined;
  termsAgreed?: boolean | undefined;
}

/** Units of each product the basket takes from stock: lines and package contents, summed per product. */
/** What the order's transaction did: placed the order (with its mail to send), or found it placed. */
type OrderOutcome =
  | { orderId: number; created: false }
  | { orderId: number; created: true; writtenMail: WrittenMail | null; order: OrderRow };

/**
 * An order call's answer: the order and its page; `placed`, the order as this call committed it,
 * when this call placed it and it is paid offline (no payment attempt follows the commit).
 */
export interface PlacedOrder {
  orderId: number;
  paymentLink: string;
  placed?: OrderRow;
}

export function unitsPerProduct(snapshot: BasketSnapshot): Map<number, number> {
  const units = new Map<number, number>();
  const add = (productId: number, count: number) => units.set(productId, (units.get(productId) ?? 0) + count);
  for (const { line, packageItems } of snapshot.lines) {
    add(line.product_id, line.quantity);
    for (const item of packageItems) add(item.productId, item.quantity * line.quantity);
  }
  return units;
}

/** The products of the basket (lines and package contents) that had no stock limit when it was read. */
function unlimitedProducts(snapshot: BasketSnapshot): Set<number> {
  const unlimited = new Set<number>();
  for (const { product, packageItems } of snapshot.lines) {
    if (product.stock === null) unlimited.add(product.id);
    for (const item of packageItems) if (item.stock === null) unlimited.add(item.productId);
  }
  return unlimited;
}

/**
 * The voucher an order uses: the basket's, unless the goods fell below its minimum order after it
 * was applied (lines removed). Decided: such an order is placed at the total the basket shows,
 * without discount, and the voucher is neither counted as used nor named on the order. The guest
 * saw that total on the basket (`voucherValue` 0) and pays it; refusing the order would stop them
 * at the last step for a discount they are not getting anyway, and spending a use of it would take
 * something for nothing. `add-voucher-to-basket` already refuses it below the minimum.
 */
function appliedVoucher(snapshot: BasketSnapshot) {
  return snapshot.totals.voucherIssue === null ? snapshot.voucher : null;
}

/** Refuses a payment type the restaurant does not offer (422 on `paymentType`). */
export function refusePaymentType(restaurant: RestaurantRow, paymentType: PaymentType): void {
  const offered = restaurantSettings(restaurant).paymentMethods.filter((type) => !HIDDEN_PAYMENT_TYPES.includes(type));
  if (offered.includes(paymentType)) return;
  const code =
    paymentType === 'cash' ? 'cannot_chose_cash' : paymentType === 'payAtEnd' ? 'cannot_chose_pay_at_end' : 'payment_has_problem';
  throw AppError.validation('paymentType', code);
}

/**
 * Places an order from a basket (spec §4-§5): everything the basket calls checked is checked again
 * at this moment, then one transaction writes the order, takes the stock and counts the voucher
 * use with conditional updates, so that concurrent orders can neither oversell nor overuse.
 * One basket makes one order: a second call (double click, retry, second tab) gets the first.
 */
export interface OrderPlacerDeps {
  baskets: BasketService;
  orders: OrderStore;
  payments: OrderPayments;
  /** Whether an online payment of this type can be started at all, asked before anything is written. */
  canStartOnline: (paymentType: PaymentType) => boolean;
  /** Whether the restaurant has terms and conditions (a legal text `terms_and_conditions`) a guest must agree to. */
  hasTerms: (restaurantId: number) => Promise<boolean>;
  /** Products paused by an active break pattern (issue 14). */
  pauses: Pick<ProductPauses, 'pausedForDelivery'>;
  /** Tells the realtime layer (the restaurant's managers, the order's page) that an order was placed. */
  publish: PublishRealtimeEvent;
}

export function createOrderPlacer(context: AppContext, deps: OrderPlacerDeps) {
  const { now, config } = context;

  /** The order's status page, on the restaurant's host the guest came to (else PUBLIC_URL). */
  function statusPage(restaurant: RestaurantRow, orderId: number, origin: RequestOrigin | undefined): string {
    return paymentStatusUrl(guestSiteUrl(config, restaurant, origin), restaurant, `orderId=${orderId}`);
  }

  /**
   * The answer to a repeated order call (double click, retry, another process, a crash before the
   * first answer): the page of the order's open attempt, created now if it is missing; never null.
   */
  async function repeatLink(
    restaurant: RestaurantRow,
    orderId: number,
    paymentType: PaymentType,
    language: string,
    origin: RequestOrigin | undefined,
  ): Promise<string> {
    const order = await deps.orders.findOrder(orderId);
    if (order?.is_online_payment !== 1) return statusPage(restaurant, orderId, origin);
    return deps.payments.linkOfPlaced(order, restaurant, paymentType, language, origin);
  }

  /**
   * Event mode: every line sold per person still has its persons, their dates are still allowed
   * (a ticket for a day that has passed is not sold), and its quantity is their counts' sum.
   */
  async function validatePersons(restaurant: RestaurantRow, { basket, lines }: BasketSnapshot) {
    for (const { line, product } of lines) {
      const config = personsConfigOf(restaurant, product);
      if (!config) continue;
      const dateRule = await deps.baskets.productDateRule(restaurant, basket, product.id);
      const checked = checkPersons(config, personsOf(line), dateRule);
      const code = checked.ok ? (checked.quantity === line.quantity ? null : 'quantity_follows_persons') : checked.problems[0]?.code;
      if (code) throw AppError.validation('basketId', code, { name: product.name });
    }
  }

  async function validate(restaurant: RestaurantRow, snapshot: BasketSnapshot) {
    const { basket, totals } = snapshot;
    if (snapshot.lines.length === 0 || totals.subtotalMinor <= 0) throw AppError.validation('basketId', 'total_price_is_zero');
    // The basket's bounds again on the whole basket (issue 15): the basket calls check them before
    // each add, but lines grow concurrently and prices change.
    if (snapshot.lines.some(({ line }) => personsOf(line).length === 0 && line.quantity > BASKET_LIMITS.lineQuantity)) {
      throw AppError.validation('basketId', 'basket_line_quantity_limit', { max: BASKET_LIMITS.lineQuantity });
    }
    if (totals.subtotalMinor > BASKET_LIMITS.subtotalMinor) {
      throw AppError.validation('basketId', 'basket_total_limit', {
        max: toMajorUnits(BASKET_LIMITS.subtotalMinor),
        currency: restaurant.currency,
      });
    }
    if (basket.delivery_type === null) throw AppError.validation('deliveryType', 'required');
    await validatePersons(restaurant, snapshot);
    await deps.baskets.assertHappyHourDates(
      restaurant,
      basket,
      snapshot.lines.map(({ product }) => product),
      'delivery_time',
    );
    // Break patterns: a product (or package content) paused at the delivery time, else now, is not
    // sold, as the menu shows it out of stock then; the field is the stock refusal's.
    const paused = await deps.pauses.pausedForDelivery(restaurant, basket.delivery_time);
    const pausedProduct = snapshot.lines
      .flatMap(({ product, packageItems }) => [product, ...packageItems.map((item) => ({ id: item.productId, name: item.name }))])
      .find((product) => paused.has(product.id));
    if (pausedProduct) throw AppError.validation('basketId', 'the_product_is_not_available', { name: pausedProduct.name });
    const type = DELIVERY_NAME[basket.delivery_type] ?? 'pickup';
    const schedule = await deps.baskets.schedule(restaurant, type);
    if (basket.delivery_time) {
      const check = checkTime(schedule, now(), basket.delivery_time);
      if (!check.ok)
        throw AppError.validation('delivery_time', check.reason === 'past' ? 'order_time_cannot_be_in_the_past' : 'Restaurant_is_not_Open');
    } else if (!earliestAvailableTime(schedule, now())) {
      throw AppError.validation('delivery_time', 'Restaurant_is_not_Open');
    }
    if (type === 'delivery') {
      if (!snapshot.area) throw AppError.validation('postalCode', 'postal_code_does_not_exists_in_this_area');
      if (totals.subtotalMinor < snapshot.area.minimum_order_minor) {
        throw AppError.validation('basketId', 'your_total_price_cannot_be_less_than');
      }
    }
    const voucher = appliedVoucher(snapshot);
    if (voucher) {
      const nowIso = now().toISOString();
      if (voucher.expires_at && voucher.expires_at <= nowIso) throw AppError.validation('voucherCode', 'code_expired');
      // Its start moved past now after it was applied (the basket showed its discount): as at apply.
      if (voucher.starts_at && voucher.starts_at > nowIso) throw AppError.validation('voucherCode', 'code_invalid');
    }
  }

  return {
    /** `origin`: where the guest's request came to, for the links of the order (see `guestSiteUrl`). */
    async place(
      input: CreateOrderInput,
      auth: TokenClaims,
      language: string,
      idempotencyKey?: string,
      origin?: RequestOrigin,
    ): Promise<PlacedOrder> {
      const { restaurant, basket, orderId } = await deps.baskets.open(input.restaurantId, input.basketId, auth, { ordered: true });
      const keyed = idempotencyKey ? await deps.orders.findOrderByKey(basket.owner_subject, idempotencyKey) : undefined;
      // A key names one submission: replayed with its basket it answers the first order, with another it is refused.
      if (keyed && keyed.basket_id !== basket.id) throw AppError.validation('idempotencyKey', 'idempotency_key_reused');
      // The basket's order, if any, was read with the basket.
      const existingId = keyed?.id ?? orderId;
      if (existingId !== null)
        return { orderId: existingId, paymentLink: await repeatLink(restaurant, existingId, input.paymentType, language, origin) };
      // Overdue unpaid orders give back their stock and voucher uses before this order takes them.
      await deps.payments.sweepLazily();
      refusePaymentType(restaurant, input.paymentType);
      // Paying at the end needs a guest who stays: not for a pickup order (issue 16).
      if (
        !paymentTypeFitsDelivery(input.paymentType, basket.delivery_type === null ? null : (DELIVERY_NAME[basket.delivery_type] ?? null))
      ) {
        throw AppError.validation('paymentType', 'cannot_chose_pay_at_end');
      }
      // Spec §5 "terms agreed": only a restaurant with terms asks; the client shows their checkbox
      // where restaurant info has `legal.terms_and_conditions` and sends `termsAgreed: true`.
      if (input.termsAgreed !== true && (await deps.hasTerms(restaurant.id))) {
        throw AppError.validation('termsAgreed', 'terms_must_be_agreed');
      }
      const payFix = input.paymentType === 'payFix' ? await verifyPayFix(deps.orders, restaurant.id, basket, input) : null;
      if (ONLINE_PAYMENT_TYPES.includes(input.paymentType) && !deps.canStartOnline(input.paymentType)) {
        throw AppError.validation('paymentType', 'payment_provider_missing');
      }
      const snapshot = await deps.baskets.snapshot(restaurant, basket);
      await validate(restaurant, snapshot);
      const kitchen = await kitchenQuarter(
        restaurant,
        DELIVERY_NAME[basket.delivery_type ?? 2] ?? 'pickup',
        basket.delivery_time,
        (type) => deps.baskets.schedule(restaurant, type),
        now(),
      );

      const online = ONLINE_PAYMENT_TYPES.includes(input.paymentType);
      const timestamp = now().toISOString();
      const units = unitsPerProduct(snapshot);
      const unlimited = unlimitedProducts(snapshot);
      const outcome: OrderOutcome = await deps.orders
        .transaction<OrderOutcome>(async (tx) => {
          const already = await tx.findOrderOfBasket(basket.id);
          if (already) return { orderId: already.id, created: false };
          if (restaurantSettings(restaurant).ticketingSystem && basket.delivery_time) {
            await tx.lockCapacity(restaurant.id);
            await assertTicketPlaces(tx, restaurant, basket.delivery_time, ticketsOf(snapshot), now());
          }
          if (kitchen) {
            await tx.lockCapacity(restaurant.id);
            await assertKitchenRoom(tx, restaurant.id, kitchen, now());
          }
          const held: Record<string, number> = {};
          for (const [productId, count] of units) {
            const taken = await tx.takeStock(productId, count, unlimited.has(productId));
            if (taken === 'taken') held[productId] = count;
            if (!taken) {
              const product = await tx.stockOf(productId);
              throw AppError.validation('basketId', 'the_product_quantity_limit_reached', {
                name: product?.name ?? '',
                inStock: Math.max(0, product?.stock ?? 0),
              });
            }
          }
          const voucher = appliedVoucher(snapshot);
          if (voucher && !(await tx.countVoucherUse(voucher.id))) {
            throw AppError.validation('voucherCode', 'voucher_has_reached_its_usage_limit_and_cannot_be_used');
          }
          const order = await tx.insertOrder({
            restaurant_id: restaurant.id,
            basket_id: basket.id,
            user_id: basket.user_id ?? (auth.kind === 'private' ? Number(auth.sub) : null),
            owner_subject: basket.owner_subject,
            payment_type: input.paymentType,
            is_online_payment: online ? 1 : 0,
            payment_status: online ? 'open' : 'none',
            // An online order may stay unpaid this long; then the sweep rejects it and gives back what it holds.
            payment_due_at: online ? new Date(now().getTime() + config.paymentExpiryMinutes * 60_000).toISOString() : null,
            stock_units: JSON.stringify(held),
            voucher_id: voucher?.id ?? null,
            delivery_type: basket.delivery_type ?? 2,
            delivery_time: basket.delivery_time ?? kitchen?.time.toUTC().toISO() ?? null,
            subtotal_minor: snapshot.totals.subtotalMinor,
            discount_minor: snapshot.totals.discountMinor,
            shipping_minor: snapshot.totals.shippingMinor,
            tip_minor: snapshot.totals.tipMinor,
            total_minor: snapshot.totals.totalMinor,
            voucher_code: appliedVoucher(snapshot)?.code ?? null,
            table_id: basket.table_id ?? payFix?.payfix_table_id ?? null,
            ...payFix,
            user_details: basket.user_info ?? '{}',
            idempotency_key: idempotencyKey ?? null,
            created_at: timestamp,
            updated_at: timestamp,
          });
          const orderId = order.id;
          await tx.insertOrderLines(
            snapshot.lines.map(({ line, product, attributeItems, packageItems, priced }) => ({
              order_id: orderId,
              product_id: product.id,
              name: product.name,
              quantity: line.quantity,
              unit_price_minor: unitTotalMinor(priced),
              total_minor: lineTotalMinor(priced),
              details: JSON.stringify({
                attributeItems: attributeItems.map(({ id, name, quantity }) => ({ id, name, quantity })),
                items: packageItems.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
                extra_info: line.extra_info,
              }),
            })),
          );
          // The pending payment is part of the order: no committed online order lacks its attempt.
          if (online) {
            await tx.insertPayment({
              order_id: orderId,
              provider: deps.payments.providerName(input.paymentType),
              amount_minor: snapshot.totals.totalMinor,
              status: 'open',
              created_at: timestamp,
              updated_at: timestamp,
            });
          }
          // A transactional outbox: the confirmation mail exists exactly when the order does.
          const mail = orderConfirmationMail(restaurant, orderId, snapshot, statusPage(restaurant, orderId, origin));
          const writtenMail = mail ? { id: await tx.insertMail(context.mailer.outboxRow(mail)), mail } : null;
          return { orderId, created: true, writtenMail, order };
        })
        .catch(async (error: unknown): Promise<OrderOutcome> => {
          // Two tabs racing past the first check: the unique basket_id lets one order through, and
          // the unique (owner, key) one submission per key.
          if (/unique|duplicate/i.test(String(error))) {
            const winner = await deps.orders.findOrderOfBasket(basket.id);
            if (winner) return { orderId: winner.id, created: false };
            if (idempotencyKey && (await deps.orders.findOrderByKey(basket.owner_subject, idempotencyKey)))
              throw AppError.validation('idempotencyKey', 'idempotency_key_reused', {}, { cause: error });
          }
          throw error;
        });

      if (!outcome.created)
        return {
          orderId: outcome.orderId,
          paymentLink: await repeatLink(restaurant, outcome.orderId, input.paymentType, language, origin),
        };
      // Committed: the managers' screens hear of it now, before the mail and the payment provider are asked.
      deps.publish({ type: 'order_created', restaurantId: restaurant.id, orderId: outcome.orderId });
      if (outcome.writtenMail) await context.mailer.deliver(outcome.writtenMail);

      // After the commit: a provider that fails here leaves the attempt open for the next submit or payment/prepare.
      const paymentLink = online
        ? await deps.payments.checkout(outcome.orderId, restaurant, language, origin)
        : statusPage(restaurant, outcome.orderId, origin);
      // An online order's payment moved on with the provider just now: its answer reads them again.
      return online ? { orderId: outcome.orderId, paymentLink } : { orderId: outcome.orderId, paymentLink, placed: outcome.order };
    },
    validate,
  };
}
