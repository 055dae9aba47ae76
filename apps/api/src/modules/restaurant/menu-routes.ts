import {
  categoriesQuerySchema,
  categoryAttributesQuerySchema,
  categorySchema,
  envelopeSchema,
  happyHourTimeSchema,
  happyHourTimesQuerySchema,
  mostSellingQuerySchema,
  packageStepSchema,
  pinnedProductsQuerySchema,
  productAttributesSchema,
  productPackagesQuerySchema,
  productSchema,
  productSearchQuerySchema,
  productsQuerySchema,
} from '@platter/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPreparedAnswer } from '../../http/cached-answer.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { failureBodies } from './failure-bodies.ts';
import type { MenuCache } from './menu-cache.ts';
import type { MenuMomentQuery, MenuService } from './menu-service.ts';

const products = envelopeSchema(z.array(productSchema));
const categories = envelopeSchema(z.array(categorySchema));
const happyHourTimes = envelopeSchema(z.array(happyHourTimeSchema));
const categoryAttributes = envelopeSchema(z.array(productAttributesSchema));

/** The JSON the route's response serialiser would write for `data` (the same encode, then stringify). */
function jsonOf<S extends z.ZodType>(schema: S, data: z.output<S>): string {
  return JSON.stringify(z.encode(schema, data));
}

/**
 * The menu calls (spec document 2, §7 "Restaurant and content"); the token check sits on the parent
 * plugin. The calls the menu page makes on every visit (categories, products, pinned products,
 * happy-hour times, attributes) are answered from the menu cache with an ETag; their keys name
 * everything the answer depends on besides the restaurant's rows (see `MenuService.momentOf`).
 */
/** The place key of a call (see `MenuCache.place`): the restaurant's, or with a category that category's. */
export const placeKey = (categoryId?: number) => (categoryId === undefined ? 'place' : `place|category=${categoryId}`);
/** The menu cache's keys of the two calls every menu visit makes (the front door builds them too). */
export const categoriesKey = (extra: boolean, deliveryType: number | null, language: string) =>
  `category|extra=${extra}|type=${deliveryType}|lang=${language}`;
export const productsKey = (categoryId: number, deliveryType: number | null, minute: string, language: string) =>
  `products|category=${categoryId}|type=${deliveryType}|at=${minute}|lang=${language}`;

/**
 * The menu calls (spec document 2, §7 "Restaurant and content"); the token check sits on the parent
 * plugin. The calls the menu page makes on every visit (categories, products, pinned products,
 * happy-hour times, attributes) are answered from the menu cache with an ETag; their keys name
 * everything the answer depends on besides the restaurant's rows (see `MenuService.momentOf`).
 */
export const menuRoutes: FastifyPluginAsyncZod<{ menu: MenuService; answers: MenuCache }> = async (app, { menu, answers }) => {
  /** `keyOf` names what the answer depends on; it runs (and costs its queries) only when the cache is on. */
  const cached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    restaurantId: number,
    keyOf: (language: string) => Promise<string>,
    compute: () => Promise<string>,
  ): Promise<FastifyReply> => {
    const language = requestLanguage(request);
    const answer = await answers.answer(restaurantId, () => keyOf(language), compute);
    return sendPreparedAnswer(request, reply, answer);
  };
  /** `menu.momentOf`, its place remembered with the answers. */
  const momentOf = async (query: MenuMomentQuery) =>
    menu.momentAt(await answers.place(query.restaurantId, placeKey(query.categoryId), () => menu.placeOf(query)), query);

  app.get(
    '/restaurant/category',
    { schema: { querystring: categoriesQuerySchema, response: { 200: categories, ...failureBodies } } },
    async (request, reply) => {
      const { restaurantId, extra } = request.query;
      return cached(
        request,
        reply,
        restaurantId,
        async (language) => categoriesKey(extra, (await momentOf(request.query)).deliveryType, language),
        async () => jsonOf(categories, ok(await menu.categories(request.query))),
      );
    },
  );

  app.get(
    '/restaurant/products',
    { schema: { querystring: productsQuerySchema, response: { 200: products, ...failureBodies } } },
    async (request, reply) => {
      const { restaurantId, categoryId } = request.query;
      return cached(
        request,
        reply,
        restaurantId,
        async (language) => {
          const { deliveryType, minute } = await momentOf(request.query);
          return productsKey(categoryId, deliveryType, minute, language);
        },
        async () => jsonOf(products, ok(await menu.products(request.query))),
      );
    },
  );

  app.get(
    '/restaurant/pinned-products',
    { schema: { querystring: pinnedProductsQuerySchema, response: { 200: products, ...failureBodies } } },
    async (request, reply) =>
      cached(
        request,
        reply,
        request.query.restaurantId,
        async (language) => {
          const { deliveryType, minute } = await momentOf(request.query);
          return `pinned|type=${deliveryType}|at=${minute}|lang=${language}`;
        },
        async () => jsonOf(products, ok(await menu.pinnedProducts(request.query))),
      ),
  );

  app.get(
    '/restaurant/products-happyHour-time',
    { schema: { querystring: happyHourTimesQuerySchema, response: { 200: happyHourTimes, ...failureBodies } } },
    async (request, reply) => {
      const { restaurantId, categoryId, pinned } = request.query;
      const of = pinned || categoryId === undefined ? 'pinned' : `category=${categoryId}`;
      return cached(
        request,
        reply,
        restaurantId,
        async (language) => {
          await momentOf({ restaurantId });
          return `happy-hour-times|${of}|lang=${language}`;
        },
        async () => jsonOf(happyHourTimes, ok(await menu.happyHourTimes(request.query))),
      );
    },
  );

  app.get(
    '/restaurant/category-attributes-items',
    { schema: { querystring: categoryAttributesQuerySchema, response: { 200: categoryAttributes, ...failureBodies } } },
    async (request, reply) => {
      const { restaurantId, categoryId } = request.query;
      return cached(
        request,
        reply,
        restaurantId,
        async (language) => {
          await momentOf({ restaurantId });
          return `attributes|category=${categoryId}|lang=${language}`;
        },
        async () => jsonOf(categoryAttributes, ok(await menu.categoryAttributes(request.query))),
      );
    },
  );

  app.get(
    '/restaurant/product-packages',
    {
      schema: { querystring: productPackagesQuerySchema, response: { 200: envelopeSchema(z.array(packageStepSchema)), ...failureBodies } },
    },
    async (request) => ok(await menu.productPackages(request.query)),
  );

  app.get(
    '/restaurant/product/search',
    { schema: { querystring: productSearchQuerySchema, response: { 200: products, ...failureBodies } } },
    async (request) => ok(await menu.search(request.query)),
  );

  app.get(
    '/restaurant/most-selling',
    { schema: { querystring: mostSellingQuerySchema, response: { 200: products, ...failureBodies } } },
    async (request) => ok(await menu.mostSelling(request.query)),
  );
};
