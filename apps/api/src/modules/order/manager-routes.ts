import {
  changeOrderStatusRequestSchema,
  changeOrderStatusResponseSchema,
  envelopeSchema,
  errorBodySchema,
  managerOrderSchema,
  managerOrdersQuerySchema,
  managerRestaurantResponseSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireToken, userIdOf } from '../../auth/plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { ManagerService } from './manager-service.ts';

const failures = { 401: errorBodySchema, 403: errorBodySchema, 422: validationErrorBodySchema };

/**
 * The manager calls (spec document 2, §7 "Manager"), all with a manager token: none is a 401
 * `unauthenticated`, a guest's or customer's a 403 `unauthorized` (before the input is read), and a
 * restaurant the manager does not manage a 403 `you_dont_allow`.
 */
export const managerRoutes: FastifyPluginAsyncZod<{ managers: ManagerService }> = async (app, { managers }) => {
  app.addHook('preValidation', requireToken('manager'));

  app.get(
    '/managers/restaurant',
    { schema: { response: { 200: envelopeSchema(managerRestaurantResponseSchema), ...failures } } },
    async (request) => ok(await managers.restaurants(userIdOf(request), requestLanguage(request))),
  );

  app.get(
    '/managers/order',
    { schema: { querystring: managerOrdersQuerySchema, response: { 200: envelopeSchema(z.array(managerOrderSchema)), ...failures } } },
    async (request) => ok(await managers.orders(userIdOf(request), request.query)),
  );

  app.post(
    '/managers/order/change-status',
    { schema: { body: changeOrderStatusRequestSchema, response: { 200: envelopeSchema(changeOrderStatusResponseSchema), ...failures } } },
    async (request) =>
      ok(await managers.changeStatus(userIdOf(request), request.body), translateMessage('order_status_changed', requestLanguage(request))),
  );
};
