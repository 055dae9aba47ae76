import {
  envelopeSchema,
  errorBodySchema,
  paymentPrepareQuerySchema,
  paymentStatusSchema,
  paymentUpdateQuerySchema,
  validationErrorBodySchema,
} from '@platter/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireToken } from '../../auth/plugin.ts';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import type { BasketService } from '../basket/service.ts';
import type { PaymentService } from './service.ts';

const FORM = 'application/x-www-form-urlencoded';
const failures = { 401: errorBodySchema, 403: errorBodySchema, 422: validationErrorBodySchema };

function claimsOf(request: { auth: TokenClaims | null }): TokenClaims {
  if (!request.auth) throw new AppError(401, 'unauthenticated');
  return request.auth;
}

/** The payment calls: the provider's webhook, the guest's return (`payment/update`), and `payment/prepare`. */
export const paymentRoutes: FastifyPluginAsyncZod<{ context: AppContext; payments: PaymentService; baskets: BasketService }> = async (
  app,
  { context, payments, baskets },
) => {
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  /**
   * Providers call this when a payment may have changed: Mollie and the sandbox post `id`, Saferpay
   * calls the URL with our `reference`. The body is never believed; the provider is asked. The
   * answer is always 200 and empty, so it tells a prober nothing.
   */
  app.post(
    '/payment/webhook',
    { schema: { querystring: z.object({ reference: z.string().max(20).optional() }).loose(), body: z.unknown() } },
    async (request, reply) => {
      const body = (request.body ?? {}) as { id?: unknown };
      const byReference = request.query.reference && /^\d+$/.test(request.query.reference) ? Number(request.query.reference) : undefined;
      const byId = typeof body.id === 'string' ? (await payments.findByProviderId(body.id))?.id : undefined;
      const paymentId = byId ?? byReference;
      if (paymentId !== undefined)
        await payments.reconcile(paymentId).catch((error: unknown) => request.log.error({ err: error }, 'webhook reconcile failed'));
      return reply.status(200).send();
    },
  );
  app.get(
    '/payment/webhook',
    { schema: { querystring: z.object({ reference: z.string().max(20).optional() }).loose() } },
    async (request, reply) => {
      if (request.query.reference && /^\d+$/.test(request.query.reference)) {
        await payments
          .reconcile(Number(request.query.reference))
          .catch((error: unknown) => request.log.error({ err: error }, 'webhook reconcile failed'));
      }
      return reply.status(200).send();
    },
  );

  await app.register(async (scope) => {
    const guarded = scope.withTypeProvider<ZodTypeProvider>();
    guarded.addHook('preValidation', requireToken());

    /** The guest is back from the provider's page: reconcile, then answer the order's payment state. */
    guarded.get(
      '/payment/update',
      { schema: { querystring: paymentUpdateQuerySchema, response: { 200: envelopeSchema(paymentStatusSchema), ...failures } } },
      async (request) => {
        const auth = claimsOf(request);
        const payment = request.query.paymentId
          ? await context.db.selectFrom('payments').selectAll().where('id', '=', request.query.paymentId).executeTakeFirst()
          : request.query.orderId
            ? await payments.latestOfOrder(request.query.orderId)
            : undefined;
        const order = payment
          ? await context.db.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirst()
          : undefined;
        const mine = order && (order.owner_subject === auth.sub || (auth.kind === 'private' && String(order.user_id) === auth.sub));
        if (!payment || !order || !mine)
          throw AppError.validation(request.query.paymentId ? 'paymentId' : 'orderId', 'payment_does_not_exists');
        const result = await payments.reconcile(payment.id);
        return ok({ status: result?.status ?? 'open', orderId: order.id });
      },
    );

    /**
     * Names the provider's page of the order their basket became, for the client to send the guest (back) to. After a failed
     * or canceled payment it starts a new attempt for the same order, so a declined card is not
     * the end of the order.
     */
    guarded.get('/payment/prepare', { schema: { querystring: paymentPrepareQuerySchema } }, async (request) => {
      const { restaurant, basket } = await baskets.open(request.query.restaurantId, request.query.basketId, claimsOf(request), {
        ordered: true,
      });
      const order = await context.db.selectFrom('orders').selectAll().where('basket_id', '=', basket.id).executeTakeFirst();
      if (order?.is_online_payment !== 1 || order.payment_status === 'paid') throw AppError.validation('basketId', 'payment_cannot_update');
      const payment = await payments.latestOfOrder(order.id);
      // The answer names the page instead of redirecting to it: the call carries a bearer token, so
      // the browser fetches it, and the client then sends the guest there (spec: "redirect to mollieLink").
      if (order.payment_status === 'open' && payment?.checkout_url) return ok({ mollieLink: payment.checkout_url });
      return ok({ mollieLink: await payments.retry(order, restaurant, requestLanguage(request)) });
    });
  });
};
