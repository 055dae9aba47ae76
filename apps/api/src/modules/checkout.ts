import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../context.ts';
import { createBasketService } from './basket/service.ts';
import { createBasketStore } from './basket/store.ts';
import { orderModule } from './order/index.ts';
import { createPaymentProviders, sandboxPaymentPage } from './payment/providers/index.ts';
import { paymentRoutes } from './payment/routes.ts';
import { createPaymentService } from './payment/service.ts';

/** Orders with their payments: the payment module hands the order module its way to start one. */
export const checkoutRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const providers = createPaymentProviders(context.config, { db: context.db, now: context.now });
  const payments = createPaymentService(context, providers);
  await app.register(orderModule, {
    context,
    startOnlinePayment: payments.start,
    canStartOnline: (type) =>
      providers.forPaymentType(type === 'saferPay' ? 'saferPay' : 'mollie').name !== 'sandbox' || context.config.paymentSandbox,
  });
  await app.register(paymentRoutes, { context, payments, baskets: createBasketService(context, createBasketStore(context.db)) });
  await app.register(sandboxPaymentPage, { db: context.db, now: context.now });
};
