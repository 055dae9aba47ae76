import {
  envelopeSchema,
  errorBodySchema,
  paymentPrepareQuerySchema,
  paymentPrepareResponseSchema,
  paymentStatusSchema,
  paymentUpdateQuerySchema,
  validationErrorBodySchema,
} from '@platter/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimsOf, requireToken } from '../../auth/plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requestOrigin } from '../../web/ordering-app.ts';
import type { PaymentService } from './service.ts';

const FORM = 'application/x-www-form-urlencoded';
/** How often the timer sweeps overdue online orders. */
const SWEEP_INTERVAL_MS = 60_000;
const failures = { 401: errorBodySchema, 403: errorBodySchema, 422: validationErrorBodySchema };

/** The payment calls: the provider's webhook, the guest's return (`payment/update`), and `payment/prepare`. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  // Overdue unpaid online orders are rejected and give back their stock on a timer too, not only
  // when a read asks (the sweep is safe to run from every process at once).
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      payments.expireOverdue().catch((error: unknown) => app.log.warn({ err: error }, 'payment expiry sweep failed'));
    }, SWEEP_INTERVAL_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

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
      const byId = typeof body.id === 'string' ? await payments.paymentIdOfProvider(body.id) : undefined;
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
      async (request) => ok(await payments.update(request.query, claimsOf(request))),
    );

    /**
     * Names the provider's page of the order their basket became, for the client to send the guest (back) to. After a failed
     * or canceled payment it starts a new attempt for the same order, so a declined card is not
     * the end of the order; with `paymentType` the attempt may switch type (cash: the status page).
     */
    guarded.get(
      '/payment/prepare',
      { schema: { querystring: paymentPrepareQuerySchema, response: { 200: envelopeSchema(paymentPrepareResponseSchema), ...failures } } },
      async (request) => {
        // The answer names the page instead of redirecting to it: the call carries a bearer token, so
        // the browser fetches it, and the client then sends the guest there (spec: "redirect to mollieLink").
        return ok(await payments.prepare(request.query, claimsOf(request), requestLanguage(request), requestOrigin(request)));
      },
    );
  });
};
