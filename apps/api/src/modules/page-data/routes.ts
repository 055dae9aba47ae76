import { envelopeSchema, errorBodySchema, pageDataSchema } from '@platter/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { ok } from '../../http/envelope.ts';
import type { PageDataService } from './service.ts';

const querySchema = z.object({
  app: z.enum(['storefront', 'event-shop', 'ticketing', 'manager']).default('storefront'),
});

/**
 * `GET api/page-data`: the dynamic-data object the server embeds in each served page. Apps under
 * the Vite dev server, where nothing is embedded, fetch it here.
 */
export const pageDataRoutes: FastifyPluginAsyncZod<{ pageData: PageDataService }> = async (app, { pageData }) => {
  app.get(
    '/page-data',
    { schema: { querystring: querySchema, response: { 200: envelopeSchema(pageDataSchema), 404: errorBodySchema } } },
    async (request) => {
      const data = await pageData.forRequest(request.query.app, request.headers.host);
      if (!data) throw AppError.of('restaurant_does_not_exists');
      return ok(data);
    },
  );
};
