import {
  envelopeSchema,
  errorBodySchema,
  informationPageSchema,
  legalContentsSchema,
  postalCodeSchema,
  restaurantIdResponseSchema,
  restaurantInfoSchema,
  restaurantListItemSchema,
  restaurantListQuerySchema,
  restaurantQuerySchema,
  restaurantSlugQuerySchema,
  restaurantTableSchema,
  ticketSlotsResponseSchema,
} from '@platter/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireToken } from '../../auth/plugin.ts';
import type { ModuleOptions } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { failureBodies } from './failure-bodies.ts';
import { menuRoutes } from './menu-routes.ts';

/**
 * The restaurant area's calls (spec document 2, §7): the restaurant's info and directory here, the
 * menu in `menu-routes.ts`. Every call needs a token of any kind; it is checked before the input,
 * so a caller without one learns nothing about the parameters.
 */
export const restaurantRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { services }) => {
  const { restaurants } = services;
  app.addHook('preValidation', requireToken());

  app.get(
    '/restaurant/restaurant-by-id',
    { schema: { querystring: restaurantQuerySchema, response: { 200: envelopeSchema(restaurantInfoSchema), ...failureBodies } } },
    async (request) => ok(await restaurants.infoById(request.query.restaurantId, requestLanguage(request))),
  );

  app.get(
    '/restaurant/restaurant-by-slug',
    {
      schema: {
        querystring: restaurantSlugQuerySchema,
        response: { 200: envelopeSchema(restaurantInfoSchema), 404: errorBodySchema, ...failureBodies },
      },
    },
    async (request) => ok(await restaurants.infoBySlug(request.query.slug, requestLanguage(request))),
  );

  app.get(
    '/restaurant/id',
    {
      schema: {
        querystring: restaurantSlugQuerySchema,
        response: { 200: envelopeSchema(restaurantIdResponseSchema), 404: errorBodySchema, ...failureBodies },
      },
    },
    async (request) => ok(await restaurants.idBySlug(request.query.slug)),
  );

  app.get(
    '/restaurant',
    {
      schema: {
        querystring: restaurantListQuerySchema,
        response: { 200: envelopeSchema(z.array(restaurantListItemSchema)), ...failureBodies },
      },
    },
    async (request) => ok(await restaurants.list(request.query)),
  );

  app.get(
    '/restaurant/imprint',
    { schema: { querystring: restaurantQuerySchema, response: { 200: envelopeSchema(legalContentsSchema), ...failureBodies } } },
    async (request) => ok(await restaurants.legalContents(request.query.restaurantId)),
  );

  app.get(
    '/restaurant/informationPages',
    { schema: { querystring: restaurantQuerySchema, response: { 200: envelopeSchema(z.array(informationPageSchema)), ...failureBodies } } },
    async (request) => ok(await restaurants.informationPages(request.query.restaurantId)),
  );

  app.get(
    '/restaurant/postalCodes',
    { schema: { querystring: restaurantQuerySchema, response: { 200: envelopeSchema(z.array(postalCodeSchema)), ...failureBodies } } },
    async (request) => ok(await restaurants.postalCodes(request.query.restaurantId)),
  );

  app.get(
    '/restaurant/tables',
    { schema: { querystring: restaurantQuerySchema, response: { 200: envelopeSchema(z.array(restaurantTableSchema)), ...failureBodies } } },
    async (request) => ok(await restaurants.tables(request.query.restaurantId)),
  );

  app.get(
    '/restaurant/ticket-slots',
    { schema: { querystring: restaurantQuerySchema, response: { 200: envelopeSchema(ticketSlotsResponseSchema), ...failureBodies } } },
    async (request) => ok(await services.ticketSlots.days(request.query.restaurantId)),
  );

  await app.register(menuRoutes, { menu: services.menu, answers: services.menuAnswers });
};
