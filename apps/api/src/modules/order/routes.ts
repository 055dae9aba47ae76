import {
  billRequestQuerySchema,
  checkAddressQuerySchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  envelopeSchema,
  errorBodySchema,
  isValidQuerySchema,
  isValidResponseSchema,
  orderDetailSchema,
  orderHistoryQuerySchema,
  orderHistorySchema,
  orderQuerySchema,
  reorderRequestSchema,
  reorderResponseSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireToken, userIdOf } from '../../auth/plugin.ts';
import type { TokenClaims } from '../../auth/tokens.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import type { BasketService } from '../basket/service.ts';
import type { BasketStore } from '../basket/store.ts';
import type { createOrderPlacer } from './create-order.ts';
import { presentOrder, presentOrderLine, presentOrderWithLines } from './presenters.ts';
import type { OrderStore } from './store.ts';

const failures = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: validationErrorBodySchema };

function claimsOf(request: { auth: TokenClaims | null }): TokenClaims {
  if (!request.auth) throw new AppError(401, 'unauthenticated');
  return request.auth;
}

export interface OrderRouteOptions {
  placer: ReturnType<typeof createOrderPlacer>;
  orders: OrderStore;
  baskets: BasketService;
  basketStore: BasketStore;
}

/** The order calls (spec document 2, §7 "Orders and payment"). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, { placer, orders, baskets }) => {
  app.addHook('preValidation', requireToken());

  /** An order is shown to the session that placed it and to the customer it belongs to, to nobody else. */
  async function ownOrder(orderId: number, auth: TokenClaims) {
    const order = await orders.findOrder(orderId);
    const mine = order && (order.owner_subject === auth.sub || (auth.kind === 'private' && String(order.user_id) === auth.sub));
    if (!order || !mine) throw AppError.validation('orderId', 'order_does_not_exists');
    return order;
  }

  app.post(
    '/order/create-order',
    { schema: { body: createOrderRequestSchema, response: { 200: envelopeSchema(createOrderResponseSchema), ...failures } } },
    async (request) => {
      const key = request.headers['idempotency-key'];
      const placed = await placer.place(
        request.body,
        claimsOf(request),
        requestLanguage(request),
        typeof key === 'string' && key.length <= 200 ? key : undefined,
      );
      const order = await ownOrder(placed.orderId, claimsOf(request));
      const payment = await orders.latestPayment(order.id);
      return ok({ paymentLink: placed.paymentLink, order: presentOrder(order, payment?.id) });
    },
  );

  app.get(
    '/order',
    { schema: { querystring: orderQuerySchema, response: { 200: envelopeSchema(orderDetailSchema), ...failures } } },
    async (request) => {
      const order = await ownOrder(request.query.orderId, claimsOf(request));
      const [lines, payment, table] = await Promise.all([
        orders.orderLines(order.id),
        orders.latestPayment(order.id),
        orders.findTableName(order.table_id),
      ]);
      return ok({ order: presentOrder(order, payment?.id), products: lines.map(presentOrderLine), table: table?.name ?? null });
    },
  );

  app.get(
    '/order/history',
    {
      preValidation: requireToken('private'),
      schema: { querystring: orderHistoryQuerySchema, response: { 200: envelopeSchema(orderHistorySchema), ...failures } },
    },
    async (request) => {
      const pageSize = 20;
      const rows = await orders.ordersOfUser(userIdOf(request), request.query.restaurantId, pageSize, (request.query.page - 1) * pageSize);
      const [lines, tables] = await Promise.all([
        orders.linesOfOrders(rows.map((row) => row.id)),
        orders.tableNames([...new Set(rows.flatMap((row) => (row.table_id === null ? [] : [row.table_id])))]),
      ]);
      return ok(
        rows.map((row) =>
          presentOrderWithLines(
            row,
            lines.filter((line) => line.order_id === row.id),
            tables.find((table) => table.id === row.table_id)?.name ?? null,
          ),
        ),
      );
    },
  );

  // The spec's client sends is-valid's parameters as a query of a POST.
  app.post(
    '/order/is-valid',
    { schema: { querystring: isValidQuerySchema, response: { 200: envelopeSchema(isValidResponseSchema), ...failures } } },
    async (request) => {
      const { restaurant, basket } = await baskets.open(request.query.restaurantId, request.query.basketId, claimsOf(request));
      try {
        await placer.validate(restaurant, await baskets.snapshot(restaurant, basket));
        return ok({ valid: true, errors: {} });
      } catch (error) {
        if (error instanceof AppError && error.status === 422) return ok({ valid: false, errors: { [error.field ?? '_']: [error.code] } });
        throw error;
      }
    },
  );

  /**
   * Reorder: a new basket for the caller with the products of an earlier order that can still be
   * had (active, in stock); their current prices apply.
   */
  app.post(
    '/order/create-basket',
    { schema: { body: reorderRequestSchema, response: { 200: envelopeSchema(reorderResponseSchema), ...failures } } },
    async (request) => {
      const auth = claimsOf(request);
      const order = await ownOrder(request.body.orderId, auth);
      if (order.restaurant_id !== request.body.restaurantId) throw AppError.validation('orderId', 'order_does_not_exists');
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
      return ok({ basketId: basket.id });
    },
  );

  /** The guest asks for the bill at the table (pay at the end): the restaurant's staff are told. */
  app.get(
    '/order/bill-request',
    {
      schema: {
        querystring: billRequestQuerySchema,
        response: { 200: envelopeSchema(z.object({ requested: z.literal(true) })), ...failures },
      },
    },
    async (request) => {
      const order = await ownOrder(request.query.order_id, claimsOf(request));
      request.log.info({ orderId: order.id, tableId: order.table_id }, 'bill requested');
      return ok({ requested: true as const }, translateMessage('request_submitted', requestLanguage(request)));
    },
  );

  app.get(
    '/order/check-address',
    {
      schema: {
        querystring: checkAddressQuerySchema,
        response: { 200: envelopeSchema(z.object({ valid: z.literal(true) })), ...failures },
      },
    },
    async (request) => {
      const { restaurantId, basketId, deliveryType, postalCode } = request.query;
      await baskets.priceFor(restaurantId, basketId, deliveryType, postalCode, claimsOf(request));
      return ok({ valid: true as const });
    },
  );
};
