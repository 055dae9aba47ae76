import { envelopeSchema, websiteViewRequestSchema } from '@platter/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { CONTENT_FAILURES } from '../failures.ts';
import type { VisitService } from './service.ts';

/** `POST api/restaurant/website-view`: answers without a message, the storefront shows none. */
export const visitRoutes: FastifyPluginAsyncZod<{ visits: VisitService }> = async (app, { visits }) => {
  app.post(
    '/restaurant/website-view',
    { schema: { body: websiteViewRequestSchema, response: { 200: envelopeSchema(z.null()), ...CONTENT_FAILURES } } },
    async (request) => {
      await visits.record(request.body);
      return ok(null);
    },
  );
};
