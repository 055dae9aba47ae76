import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../context.ts';
import { authRoutes } from './auth/routes.ts';
import { basketRoutes } from './basket/routes.ts';
import { checkoutRoutes } from './checkout.ts';
import { contentRoutes } from './content/routes.ts';
import { restaurantRoutes } from './restaurant/routes.ts';
import { robotRoutes } from './robot/routes.ts';

/** The API's areas, each registered under /api with the shared context. */
export const API_MODULES: ReadonlyArray<FastifyPluginAsyncZod<ModuleOptions>> = [
  authRoutes,
  restaurantRoutes,
  contentRoutes,
  basketRoutes,
  checkoutRoutes,
  robotRoutes,
];
