import { envelopeSchema, newsletterRequestSchema } from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { requestLanguage } from '../../../http/language.ts';
import { parseInput } from '../../../http/validation.ts';
import { CONTENT_FAILURES } from '../failures.ts';
import type { NewsletterService } from './service.ts';

function objectOrEmpty(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * `POST api/newsletter/create`. The spec sends the email in the query; the storefront's client puts
 * `restaurantId` of every POST into the JSON body. Both are read, the query winning.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (app, { newsletter }) => {
  app.post(
    '/newsletter/create',
    {
      schema: { response: { 200: envelopeSchema(z.null()), ...CONTENT_FAILURES } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const input = parseInput(newsletterRequestSchema, { ...objectOrEmpty(request.body), ...objectOrEmpty(request.query) });
      await newsletter.subscribe(input);
      return ok(null, translateMessage('newsletter_subscribed', requestLanguage(request)));
    },
  );
};
