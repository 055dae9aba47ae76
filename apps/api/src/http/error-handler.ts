import type { ErrorBody, ValidationErrorBody } from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { statusOf } from './error-status.ts';
import { requestLanguage } from './language.ts';
import { RequestValidationError } from './validation.ts';

/**
 * The 422 field map. Built in a Map, so that a field named like an `Object.prototype` member
 * (`constructor`, `__proto__`, `toString`, from a hostile query or body) is just another key.
 */
function fieldMap(problems: ReadonlyArray<{ field: string; code: string }>): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const { field, code } of problems) {
    const codes = errors.get(field) ?? [];
    if (!codes.includes(code)) codes.push(code);
    errors.set(field, codes);
  }
  return Object.fromEntries(errors);
}

function sendValidation(
  request: FastifyRequest,
  reply: FastifyReply,
  errors: Record<string, string[]>,
  params: Record<string, string | number> = {},
) {
  const firstCode = Object.values(errors)[0]?.[0] ?? 'validation_failed';
  const body: ValidationErrorBody = {
    message: { body: translateMessage(firstCode, requestLanguage(request), params) },
    errors,
    ...params,
  };
  return reply.status(422).send(body);
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  params: Record<string, string | number> = {},
) {
  const body: ErrorBody = { message: { body: translateMessage(code, requestLanguage(request), params) }, code };
  return reply.status(status).send(body);
}

/**
 * The one place errors become bodies. Expected failures (`AppError`) keep their catalogue code: a
 * field map is a 422, any other code takes its one status from `FAILURE_STATUS` (`error-status.ts`). Fastify's own
 * client errors (bad JSON, too large, wrong content type) keep their 4xx status; everything else is
 * logged and answered as a 500 without details.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.isValidation) return sendValidation(request, reply, fieldMap(error.problems), error.params);
      return sendError(request, reply, statusOf(error), error.code, error.params);
    }
    if (error instanceof RequestValidationError) return sendValidation(request, reply, fieldMap(error.problems));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const code =
        status === 413
          ? 'payload_too_large'
          : status === 429
            ? 'too_many_requests'
            : status === 408
              ? 'request_timeout'
              : 'malformed_request';
      return sendError(request, reply, status, code);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'something_went_wrong');
  });
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 404, 'route_not_found');
}
