import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../context.ts';
import { authRoutes } from './auth/routes.ts';
import { basketRoutes } from './basket/routes.ts';
import { breakPatternRoutes } from './break-patterns/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { managerRoutes } from './order/manager-routes.ts';
import { orderRoutes } from './order/routes.ts';
import { paymentRoutes } from './payment/routes.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { restaurantRoutes } from './restaurant/routes.ts';
import { robotRoutes } from './robot/routes.ts';

/** The API's areas, each registered under /api with the services of the composition root. */
export const API_MODULES: ReadonlyArray<FastifyPluginAsyncZod<ModuleOptions>> = [
  authRoutes,
  restaurantRoutes,
  contentRoutes,
  async (app, { services }) => app.register(basketRoutes, { baskets: services.baskets }),
  async (app, { services }) => {
    await app.register(orderRoutes, { orders: services.orders });
    await app.register(managerRoutes, { managers: services.managers });
    await app.register(breakPatternRoutes, { breakPatterns: services.breakPatterns });
    await app.register(paymentRoutes, { payments: services.payments });
    // The sandbox provider's hosted page (dev and tests; production refuses sandbox payments).
    await app.register(services.sandboxPage.plugin, services.sandboxPage.options);
  },
  robotRoutes,
  async (app, { services }) => app.register(realtimeRoutes, { realtime: services.realtime }),
];
