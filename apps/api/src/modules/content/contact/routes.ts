import { contactRequestSchema, envelopeSchema } from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { requestLanguage } from '../../../http/language.ts';
import { CONTENT_FAILURES } from '../failures.ts';
import type { ContactService } from './service.ts';

/** `POST api/contact`. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact',
    {
      schema: { body: contactRequestSchema, response: { 200: envelopeSchema(z.null()), ...CONTENT_FAILURES } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await contact.send(request.body, request.ip);
      return ok(null, translateMessage('message_delivered', requestLanguage(request)));
    },
  );
};
