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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { failureBodies } from './failure-bodies.ts';
import type { MenuService } from './menu-service.ts';

const products = envelopeSchema(z.array(productSchema));

/** The menu calls (spec document 2, §7 "Restaurant and content"); the token check sits on the parent plugin. */
export const menuRoutes: FastifyPluginAsyncZod<{ menu: MenuService }> = async (app, { menu }) => {
  app.get(
    '/restaurant/category',
    { schema: { querystring: categoriesQuerySchema, response: { 200: envelopeSchema(z.array(categorySchema)), ...failureBodies } } },
    async (request) => ok(await menu.categories(request.query)),
  );

  app.get(
    '/restaurant/products',
    { schema: { querystring: productsQuerySchema, response: { 200: products, ...failureBodies } } },
    async (request) => ok(await menu.products(request.query)),
  );

  app.get(
    '/restaurant/pinned-products',
    { schema: { querystring: pinnedProductsQuerySchema, response: { 200: products, ...failureBodies } } },
    async (request) => ok(await menu.pinnedProducts(request.query)),
  );

  app.get(
    '/restaurant/products-happyHour-time',
    {
      schema: { querystring: happyHourTimesQuerySchema, response: { 200: envelopeSchema(z.array(happyHourTimeSchema)), ...failureBodies } },
    },
    async (request) => ok(await menu.happyHourTimes(request.query)),
  );

  app.get(
    '/restaurant/category-attributes-items',
    {
      schema: {
        querystring: categoryAttributesQuerySchema,
        response: { 200: envelopeSchema(z.array(productAttributesSchema)), ...failureBodies },
      },
    },
    async (request) => ok(await menu.categoryAttributes(request.query)),
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
