import type { TokenClaims } from '../../auth/tokens.ts';
import type { OrderRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { RequestOrigin } from '../../web/ordering-app.ts';
import type { BasketService } from '../basket/index.ts';
import type { CreateOrderInput, createOrderPlacer } from './create-order.ts';
import { presentOrder, presentOrderLine, presentOrderWithLines } from './presenters.ts';
import type { OrderStore } from './store.ts';

const HISTORY_PAGE_SIZE = 20;

export interface OrderServiceDeps {
  placer: ReturnType<typeof createOrderPlacer>;
  orders: OrderStore;
  baskets: BasketService;
  /** Rejects overdue unpaid online orders (and gives back their stock) before an order is read. */
  sweepLazily: () => Promise<void>;
}

/** The order calls' use cases (spec document 2, §7 "Orders and payment"): placing, reading, reordering. */
export function createOrderService({ placer, orders, baskets, sweepLazily }: OrderServiceDeps) {
  /** An order is shown to the session that placed it and to the customer it belongs to, to nobody else. */
  function requireOwn(order: OrderRow | undefined, auth: TokenClaims): OrderRow {
    const mine = order && (order.owner_subject === auth.sub || (auth.kind === 'private' && String(order.user_id) === auth.sub));
    if (!order || !mine) throw AppError.validation('orderId', 'order_does_not_exists');
    return order;
  }

  async function ownOrder(orderId: number, auth: TokenClaims): Promise<OrderRow> {
    return requireOwn(await orders.findOrder(orderId), auth);
  }

  return {
    ownOrder,

    async create(input: CreateOrderInput, auth: TokenClaims, language: string, idempotencyKey?: string, origin?: RequestOrigin) {
      const placed = await placer.place(input, auth, language, idempotencyKey, origin);
      // A new order is answered as this call wrote it; one placed before is read.
      if (placed.placed) return { paymentLink: placed.paymentLink, order: presentOrder(requireOwn(placed.placed, auth)) };
      const order = await ownOrder(placed.orderId, auth);
      const payment = await orders.latestPayment(order.id);
      return { paymentLink: placed.paymentLink, order: presentOrder(order, payment?.id) };
    },

    async detail(orderId: number, auth: TokenClaims) {
      await sweepLazily();
      const order = await ownOrder(orderId, auth);
      const [lines, payment, table] = await Promise.all([
        orders.orderLines(order.id),
        orders.latestPayment(order.id),
        orders.findTableName(order.table_id),
      ]);
      return { order: presentOrder(order, payment?.id), products: lines.map(presentOrderLine), table: table?.name ?? null };
    },

    async history(userId: number, restaurantId: number | undefined, page: number) {
      const rows = await orders.ordersOfUser(userId, restaurantId, HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE);
      const [lines, tables] = await Promise.all([
        orders.linesOfOrders(rows.map((row) => row.id)),
        orders.tableNames([...new Set(rows.flatMap((row) => (row.table_id === null ? [] : [row.table_id])))]),
      ]);
      return rows.map((row) =>
        presentOrderWithLines(
          row,
          lines.filter((line) => line.order_id === row.id),
          tables.find((table) => table.id === row.table_id)?.name ?? null,
        ),
      );
    },

    /** Whether the basket would make an order now: the first problem as a field map, else valid. */
    async isValid(
      restaurantId: number,
      basketId: string,
      auth: TokenClaims,
    ): Promise<{ valid: boolean; errors: Record<string, string[]> }> {
      const { restaurant, basket } = await baskets.open(restaurantId, basketId, auth);
      try {
        await placer.validate(restaurant, await baskets.snapshot(restaurant, basket));
        return { valid: true, errors: {} };
      } catch (error) {
        if (error instanceof AppError && error.isValidation) return { valid: false, errors: { [error.field ?? '_']: [error.code] } };
        throw error;
      }
    },

    /**
     * Reorder: a new basket for the caller with the products of an earlier order that can still be
     * had (active, in stock); their current prices apply.
     */
    async reorder(orderId: number, restaurantId: number, auth: TokenClaims): Promise<{ basketId: string }> {
      const order = await ownOrder(orderId, auth);
      if (order.restaurant_id !== restaurantId) throw AppError.validation('orderId', 'order_does_not_exists');
      const basket = await baskets.create(order.restaurant_id, auth, undefined);
      for (const line of await orders.orderLines(order.id)) {
        if (line.product_id === null) continue;
        await baskets
          .add({ restaurantId: order.restaurant_id, basketId: basket.id, productId: line.product_id, quantity: line.quantity }, auth)
          .catch((error: unknown) => {
            // A product gone, sold out or now needing a choice is left out; the rest is reordered.
            if (!(error instanceof AppError)) throw error;
          });
      }
      return { basketId: basket.id };
    },

    /** Checks a delivery address (postal code and type) against the basket's restaurant. */
    async checkAddress(
      input: { restaurantId: number; basketId: string; deliveryType: Parameters<BasketService['priceFor']>[2]; postalCode: string },
      auth: TokenClaims,
    ): Promise<void> {
      await baskets.priceFor(input.restaurantId, input.basketId, input.deliveryType, input.postalCode, auth);
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
