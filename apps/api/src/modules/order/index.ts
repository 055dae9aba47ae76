import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../context.ts';
import { createBasketService } from '../basket/service.ts';
import { createBasketStore } from '../basket/store.ts';
import { createOrderPlacer, type OrderPlacerDeps } from './create-order.ts';
import { orderRoutes } from './routes.ts';
import { createOrderStore } from './store.ts';

/** Orders and their payments, on top of the baskets they are made from. */
export const orderModule: FastifyPluginAsyncZod<ModuleOptions & Pick<OrderPlacerDeps, 'startOnlinePayment' | 'canStartOnline'>> = async (
  app,
  { context, startOnlinePayment, canStartOnline },
) => {
  const basketStore = createBasketStore(context.db);
  const baskets = createBasketService(context, basketStore);
  const orders = createOrderStore(context.db);
  const placer = createOrderPlacer(context, { baskets, basketStore, orders, startOnlinePayment, canStartOnline });
  await app.register(orderRoutes, { placer, orders, baskets, basketStore });
};
