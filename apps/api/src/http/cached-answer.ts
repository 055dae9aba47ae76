import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateContentCoding } from './accept-encoding.ts';
import { COMPRESSION_THRESHOLD_BYTES, varyOnAcceptEncoding } from './compression.ts';

/** A JSON answer made once and sent many times (see modules/restaurant/menu-cache.ts). */
export interface PreparedAnswer {
  body: string;
  etag: string;
  encoded(coding: 'br' | 'gzip'): Promise<Buffer>;
}

/** Whether an If-None-Match names the ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends a prepared JSON answer with its ETag: a 304 without body when the client holds it, else the
 * JSON, compressed as Accept-Encoding prefers from the answer's own compressed copy (so the
 * compression hook leaves it alone). Clients revalidate every time (`no-cache`); the answer is
 * for the token's holder only (`private`).
 */
export async function sendPreparedAnswer(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(answer.body);
  varyOnAcceptEncoding(reply);
  const coding = negotiateContentCoding(request.headers['accept-encoding']);
  if (!coding) return reply.send(answer.body);
  return reply.header('content-encoding', coding).send(await answer.encoded(coding));
}
