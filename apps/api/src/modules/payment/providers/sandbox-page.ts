import { messageLanguageOf } from '@platter/i18n';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Schema } from '../../../db/schema.ts';
import { requestLanguage } from '../../../http/language.ts';
import { renderNotFoundPage, renderSandboxPage } from './sandbox-page-html.ts';
import { sandboxDb } from './sandbox-schema.ts';
import { findSandboxPayment, type SandboxOutcome, settleSandboxPayment } from './sandbox-store.ts';

export interface SandboxPaymentPageOptions {
  db: Kysely<Schema>;
  now?: () => Date;
  /** How long a webhook call may take before it is given up. @default 5000 */
  webhookTimeoutMs?: number;
}

const OUTCOME_OF_ACTION = { pay: 'paid', fail: 'failed', cancel: 'canceled' } as const satisfies Record<string, SandboxOutcome>;

const FORM = 'application/x-www-form-urlencoded';

// The page only needs its inline style; forms are left open because the answer redirects away.
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(html);
}

/**
 * Tells our server that a sandbox payment changed, as Mollie does: a form with only the id, so
 * the receiver has to fetch the state. Fire-and-forget: the guest's redirect never waits for it
 * or fails with it.
 */
function fireWebhook(url: string, providerPaymentId: string, timeoutMs: number, log: FastifyBaseLogger): void {
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': FORM },
    body: new URLSearchParams({ id: providerPaymentId }).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  })
    .then(async (response) => {
      await response.body?.cancel();
      if (!response.ok) log.warn({ url, status: response.status }, 'sandbox payment webhook answered with an error');
    })
    .catch((error: unknown) => log.warn({ err: error, url }, 'sandbox payment webhook failed'));
}

/**
 * The sandbox provider's hosted page, registered under /api: GET `payment/sandbox/:id` shows the
 * amount and description with Pay / Fail / Cancel; POST `payment/sandbox/:id/{pay|fail|cancel}`
 * settles an open payment, fires its webhook and sends the browser back (303) to the shop.
 */
export const sandboxPaymentPage: FastifyPluginAsyncZod<SandboxPaymentPageOptions> = async (app, options) => {
  const db = sandboxDb(options.db);
  const now = options.now ?? (() => new Date());
  const webhookTimeoutMs = options.webhookTimeoutMs ?? 5000;

  // Browsers post the buttons as an (empty) form, which Fastify does not parse by itself.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  app.get('/payment/sandbox/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const language = messageLanguageOf(requestLanguage(request));
    const payment = await findSandboxPayment(db, request.params.id);
    if (!payment) return sendHtml(reply, 404, renderNotFoundPage(language));
    return sendHtml(reply, 200, renderSandboxPage(payment, language));
  });

  app.post(
    '/payment/sandbox/:id/:action',
    { schema: { params: z.object({ id: z.string(), action: z.enum(['pay', 'fail', 'cancel']) }) } },
    async (request, reply) => {
      const payment = await findSandboxPayment(db, request.params.id);
      if (!payment) return sendHtml(reply, 404, renderNotFoundPage(messageLanguageOf(requestLanguage(request))));
      const settled = await settleSandboxPayment(db, payment.id, OUTCOME_OF_ACTION[request.params.action], now());
      if (settled) fireWebhook(payment.webhook_url, payment.id, webhookTimeoutMs, request.log);
      return reply.redirect(payment.return_url, 303);
    },
  );
};
