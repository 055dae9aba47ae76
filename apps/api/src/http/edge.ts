import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language.ts';

/**
 * How deep a JSON body may nest. The contract's deepest bodies nest a handful of levels; a body
 * nested 20,000 deep would overflow the stack of every recursive walk after `JSON.parse`.
 */
export const MAX_JSON_DEPTH = 64;

/** A client error the error handler answers with its status and `malformed_request`. */
function malformed(message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY', name: 'FastifyError' });
}

/** The deepest nesting of brackets and braces in JSON text, counting only outside strings; stops past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (secure-json-parse), with `__proto__` keys and
 * `constructor.prototype` removed instead of refused, so such a key is ignored like any unknown
 * one, behind a nesting limit checked in one pass before anything recursive sees the body.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(malformed(`JSON nested deeper than ${MAX_JSON_DEPTH}`), undefined);
      return;
    }
    parse(request, text, done);
  });
}

function envelopeError(code: string, language: string): ErrorBody {
  return { message: { body: translateMessage(code, language) }, code };
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (a path with a
 * broken escape such as `/api/%E0%A4%A`, an overlong parameter) answers in the envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error }, 'client error');
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(envelopeError('malformed_request', requestLanguage(request)));
}

/**
 * Node's `clientError`: a request the HTTP parser cannot read (a Content-Length that is no
 * number, broken framing, headers too large) or that took longer than `requestTimeout`. No request
 * object exists, so the answer is written to the socket: in the envelope, in the default
 * language, and the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(envelopeError(status === 408 ? 'request_timeout' : 'malformed_request', 'en'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
