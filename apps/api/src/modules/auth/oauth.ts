import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  envelopeSchema,
  errorBodySchema,
  oauthTokenRequestSchema,
  oauthTokenResponseSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOKEN_LIFETIME_SECONDS } from '../../auth/tokens.ts';
import type { ModuleOptions } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `POST api/oauth/token` (client credentials): a public token for a new guest session. The
 * token's subject `guest:<random>` is what guest-owned objects (baskets) are bound to.
 */
export const oauthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  app.post(
    '/oauth/token',
    {
      schema: {
        body: oauthTokenRequestSchema,
        response: { 200: envelopeSchema(oauthTokenResponseSchema), 401: errorBodySchema, 422: validationErrorBodySchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { grant_type, client_id, client_secret } = request.body;
      if (grant_type !== 'client_credentials') throw AppError.validation('grant_type', 'grant_type_unsupported');
      const client = context.config.oauthClients.find((candidate) => candidate.id === client_id);
      if (!client || !sameSecret(client_secret, client.secret)) throw new AppError(401, 'client_credentials_invalid');
      const issued = await context.tokens.issue('public', `guest:${randomBytes(16).toString('base64url')}`);
      return ok({
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: TOKEN_LIFETIME_SECONDS.public,
        expires_at: issued.expiresAt.toISOString(),
      });
    },
  );
};
