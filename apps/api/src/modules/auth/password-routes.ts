import {
  envelopeSchema,
  errorBodySchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetTokenQuerySchema,
  resetTokenResponseSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireToken } from '../../auth/plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requestOrigin } from '../../web/ordering-app.ts';
import type { createPasswordResetService } from './password-reset-service.ts';

const failures = { 401: errorBodySchema, 422: validationErrorBodySchema, 429: errorBodySchema };
const SENSITIVE = { rateLimit: { max: 5, timeWindow: '1 minute' } };

/** Forgotten passwords: a mailed link (`/resetpass/{token}`), its check, and the new password. */
export const passwordRoutes: FastifyPluginAsyncZod<{ resets: ReturnType<typeof createPasswordResetService> }> = async (app, { resets }) => {
  app.post(
    '/auth/forgot-password',
    {
      preValidation: requireToken(),
      schema: { body: forgotPasswordRequestSchema, response: { 200: envelopeSchema(z.null()), ...failures } },
      config: SENSITIVE,
    },
    async (request) =>
      ok(null, await resets.requestReset(request.body.email, request.body.restaurantId, requestLanguage(request), requestOrigin(request))),
  );

  app.get(
    '/auth/password/reset',
    {
      preValidation: requireToken(),
      schema: { querystring: resetTokenQuerySchema, response: { 200: envelopeSchema(resetTokenResponseSchema), ...failures } },
    },
    async (request) => ok({ email: await resets.emailOfToken(request.query.token) }),
  );

  app.post(
    '/auth/password/reset-password',
    {
      preValidation: requireToken(),
      schema: { body: resetPasswordRequestSchema, response: { 200: envelopeSchema(z.null()), ...failures } },
      config: SENSITIVE,
    },
    async (request) => {
      await resets.resetPassword(request.body.email, request.body.token, request.body.password);
      return ok(null, translateMessage('password_changed', requestLanguage(request)));
    },
  );
};
