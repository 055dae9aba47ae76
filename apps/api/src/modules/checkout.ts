import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { orderModule } from './order/index.ts';

/** Orders with their payments: the payment module hands the order module its way to start one. */
export const checkoutRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  await app.register(orderModule, {
    context,
    startOnlinePayment: async () => {
      throw AppError.validation('paymentType', 'payment_has_problem');
    },
  });
};
