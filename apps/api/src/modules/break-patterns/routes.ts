import {
  breakPatternDeleteResponseSchema,
  breakPatternIdRequestSchema,
  breakPatternListResponseSchema,
  breakPatternResponseSchema,
  breakPatternsQuerySchema,
  createBreakPatternRequestSchema,
  envelopeSchema,
  errorBodySchema,
  updateBreakPatternRequestSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireToken, userIdOf } from '../../auth/plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { BreakPatternService } from './service.ts';

const failures = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: validationErrorBodySchema };

/**
 * The manager's break patterns (issue 14), all with a manager token, as the other manager calls
 * (`order/manager-routes.ts`): none is a 401 `unauthenticated`, a guest's or customer's a 403
 * `unauthorized` (before the input is read), a restaurant the manager does not manage a 403
 * `you_dont_allow`, a pattern not of the named restaurant a 404 `break_pattern_does_not_exists`.
 * Changes are POSTs with the pattern in the body, like the rest of the API.
 */
export const breakPatternRoutes: FastifyPluginAsyncZod<{ breakPatterns: BreakPatternService }> = async (app, { breakPatterns }) => {
  app.addHook('preValidation', requireToken('manager'));

  app.get(
    '/managers/break-patterns',
    { schema: { querystring: breakPatternsQuerySchema, response: { 200: envelopeSchema(breakPatternListResponseSchema), ...failures } } },
    async (request) => ok(await breakPatterns.list(userIdOf(request), request.query)),
  );

  app.post(
    '/managers/break-patterns',
    { schema: { body: createBreakPatternRequestSchema, response: { 200: envelopeSchema(breakPatternResponseSchema), ...failures } } },
    async (request) =>
      ok(await breakPatterns.create(userIdOf(request), request.body), translateMessage('break_pattern_created', requestLanguage(request))),
  );

  app.post(
    '/managers/break-patterns/update',
    { schema: { body: updateBreakPatternRequestSchema, response: { 200: envelopeSchema(breakPatternResponseSchema), ...failures } } },
    async (request) =>
      ok(await breakPatterns.update(userIdOf(request), request.body), translateMessage('break_pattern_updated', requestLanguage(request))),
  );

  app.post(
    '/managers/break-patterns/stop',
    { schema: { body: breakPatternIdRequestSchema, response: { 200: envelopeSchema(breakPatternResponseSchema), ...failures } } },
    async (request) =>
      ok(await breakPatterns.stop(userIdOf(request), request.body), translateMessage('break_pattern_stopped', requestLanguage(request))),
  );

  app.post(
    '/managers/break-patterns/delete',
    { schema: { body: breakPatternIdRequestSchema, response: { 200: envelopeSchema(breakPatternDeleteResponseSchema), ...failures } } },
    async (request) =>
      ok(await breakPatterns.remove(userIdOf(request), request.body), translateMessage('break_pattern_deleted', requestLanguage(request))),
  );
};
