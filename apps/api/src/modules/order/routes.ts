import {
  billRequestQuerySchema,
  checkAddressQuerySchema,
  checkAddressResponseSchema,
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
import { claimsOf, requireToken, userIdOf } from '../../auth/plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requestOrigin } from '../../web/ordering-app.ts';
import type { OrderService } from './service.ts';

const failures = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: validationErrorBodySchema };

/** The order calls (spec document 2, §7 "Orders and payment"). */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.addHook('preValidation', requireToken());

  app.post(
    '/order/create-order',
    { schema: { body: createOrderRequestSchema, response: { 200: envelopeSchema(createOrderResponseSchema), ...failures } } },
    async (request) => {
      const key = request.headers['idempotency-key'];
      return ok(
        await orders.create(
          request.body,
          claimsOf(request),
          requestLanguage(request),
          typeof key === 'string' && key.length <= 200 ? key : undefined,
          requestOrigin(request),
        ),
      );
    },
  );

  app.get(
    '/order',
    { schema: { querystring: orderQuerySchema, response: { 200: envelopeSchema(orderDetailSchema), ...failures } } },
    async (request) => ok(await orders.detail(request.query.orderId, claimsOf(request))),
  );

  app.get(
    '/order/history',
    {
      preValidation: requireToken('private'),
      schema: { querystring: orderHistoryQuerySchema, response: { 200: envelopeSchema(orderHistorySchema), ...failures } },
    },
    async (request) => ok(await orders.history(userIdOf(request), request.query.restaurantId, request.query.page)),
  );

  // The spec's client sends is-valid's parameters as a query of a POST.
  app.post(
    '/order/is-valid',
    { schema: { querystring: isValidQuerySchema, response: { 200: envelopeSchema(isValidResponseSchema), ...failures } } },
    async (request) => ok(await orders.isValid(request.query.restaurantId, request.query.basketId, claimsOf(request))),
  );

  app.post(
    '/order/create-basket',
    { schema: { body: reorderRequestSchema, response: { 200: envelopeSchema(reorderResponseSchema), ...failures } } },
    async (request) => ok(await orders.reorder(request.body.orderId, request.body.restaurantId, claimsOf(request))),
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
      const order = await orders.ownOrder(request.query.order_id, claimsOf(request));
      request.log.info({ orderId: order.id, tableId: order.table_id }, 'bill requested');
      return ok({ requested: true as const }, translateMessage('request_submitted', requestLanguage(request)));
    },
  );

  app.get(
    '/order/check-address',
    {
      schema: {
        querystring: checkAddressQuerySchema,
        response: { 200: envelopeSchema(checkAddressResponseSchema), ...failures },
      },
    },
    async (request) => {
      await orders.checkAddress(request.query, claimsOf(request));
      return ok({ valid: true as const });
    },
  );
};
