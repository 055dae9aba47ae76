import {
  envelopeSchema,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  updateUserRequestSchema,
  userSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireToken, userIdOf } from '../../auth/plugin.ts';
import { AppError } from '../../errors.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { parseInput } from '../../http/validation.ts';
import type { AccountService } from './account-service.ts';

const failures = { 401: errorBodySchema, 403: errorBodySchema, 422: validationErrorBodySchema, 429: errorBodySchema };
const SENSITIVE = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Login, signup, logout and the signed-in user's profile. */
export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  app.post(
    '/auth/login',
    { schema: { body: loginRequestSchema, response: { 200: envelopeSchema(loginResponseSchema), ...failures } }, config: SENSITIVE },
    async (request) => ok(await accounts.login(request.body)),
  );

  // The spec's client sends the signup details as query parameters; a JSON body works as well.
  app.post(
    '/auth/signup',
    { schema: { response: { 200: envelopeSchema(signupResponseSchema), ...failures } }, config: SENSITIVE },
    async (request) => {
      const input = { ...(request.query as object), ...((request.body as object | undefined) ?? {}) };
      const result = await accounts.signup(parseInput(signupRequestSchema, input), request.ip);
      return ok(result, translateMessage('user_created', requestLanguage(request)));
    },
  );

  app.get(
    '/auth/logout',
    { preValidation: requireToken('private', 'manager'), schema: { response: { 200: envelopeSchema(z.null()), ...failures } } },
    async (request) => {
      if (!request.auth) throw AppError.of('unauthenticated');
      await accounts.logout(request.auth);
      return ok(null, translateMessage('logged_out', requestLanguage(request)));
    },
  );

  app.get(
    '/auth/user',
    { preValidation: requireToken('private', 'manager'), schema: { response: { 200: envelopeSchema(userSchema), ...failures } } },
    async (request) => ok(await accounts.profile(userIdOf(request))),
  );

  app.post(
    '/auth/user/update',
    {
      preValidation: requireToken('private', 'manager'),
      schema: { body: updateUserRequestSchema, response: { 200: envelopeSchema(userSchema), ...failures } },
      config: SENSITIVE,
    },
    async (request) =>
      ok(
        // The token that changes the password stays valid; the user's other sessions end.
        await accounts.update(userIdOf(request), request.body, request.auth?.jti ?? null),
        translateMessage('user_updated', requestLanguage(request)),
      ),
  );
};
