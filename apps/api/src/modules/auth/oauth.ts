import {
  envelopeSchema,
  errorBodySchema,
  oauthTokenRequestSchema,
  oauthTokenResponseSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { GuestTokenService } from './guest-token-service.ts';

/** `POST api/oauth/token` (client credentials): a public token for a new guest session. */
export const oauthRoutes: FastifyPluginAsyncZod<{ guestTokens: GuestTokenService }> = async (app, { guestTokens }) => {
  app.post(
    '/oauth/token',
    {
      schema: {
        body: oauthTokenRequestSchema,
        response: { 200: envelopeSchema(oauthTokenResponseSchema), 401: errorBodySchema, 422: validationErrorBodySchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ok(await guestTokens.issue(request.body)),
  );
};
