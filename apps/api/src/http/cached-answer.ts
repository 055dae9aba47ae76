import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, negotiateContentCoding } from './accept-encoding.ts';
import { COMPRESSION_THRESHOLD_BYTES, markNegotiated, varyOnAcceptEncoding } from './compression.ts';

/** A JSON answer made once and sent many times (see modules/restaurant/menu-cache.ts). */
export interface PreparedAnswer {
  body: string;
  /** `body` as UTF-8, made once: a Buffer goes to the socket without being encoded again. */
  bytes: Buffer;
  etag: string;
  encoded(coding: ContentCoding): Promise<Buffer>;
  /** The compressed copy when it is already made, else undefined (and `encoded` makes it). */
  encodedIfReady(coding: ContentCoding): Buffer | undefined;
}

/** Whether an If-None-Match names the ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export const JSON_TYPE = 'application/json; charset=utf-8';
const CACHE_CONTROL = 'private, no-cache';

/**
 * How a prepared answer goes out for a request's If-None-Match and Accept-Encoding: 304 without
 * body when the client holds it, else the JSON, compressed as Accept-Encoding prefers (with
 * `Vary: Accept-Encoding` from `COMPRESSION_THRESHOLD_BYTES` on, as the compression hook does).
 * Clients revalidate every time (`no-cache`); the answer is for the token's holder only
 * (`private`). One function for the route and for the front door (front-door.ts), so both send
 * the same.
 */
export type AnswerPlan =
  | { status: 304 }
  | { status: 200; vary: boolean; coding: ContentCoding | undefined; body: Buffer | string | ((coding: ContentCoding) => Promise<Buffer>) };

export function planAnswer(
  answer: PreparedAnswer,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | string[] | undefined,
): AnswerPlan {
  if (matchesEtag(ifNoneMatch, answer.etag)) return { status: 304 };
  if (answer.bytes.length < COMPRESSION_THRESHOLD_BYTES) return { status: 200, vary: false, coding: undefined, body: answer.bytes };
  const coding = acceptEncoding === undefined ? undefined : negotiateContentCoding(acceptEncoding);
  if (!coding) return { status: 200, vary: true, coding: undefined, body: answer.bytes };
  return { status: 200, vary: true, coding, body: answer.encodedIfReady(coding) ?? ((chosen) => answer.encoded(chosen)) };
}

/** The headers of a planned answer besides the security headers, Content-Length and what Node adds. */
export function answerHeaders(answer: PreparedAnswer, plan: AnswerPlan): Record<string, string> {
  const headers: Record<string, string> = { etag: answer.etag, 'cache-control': CACHE_CONTROL };
  if (plan.status === 304) return headers;
  headers['content-type'] = JSON_TYPE;
  if (plan.vary) headers.vary = 'Accept-Encoding';
  if (plan.coding) headers['content-encoding'] = plan.coding;
  return headers;
}

/** Sends a prepared JSON answer with its ETag, as `planAnswer` says (so the compression hook leaves it alone). */
export async function sendPreparedAnswer(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): Promise<FastifyReply> {
  const plan = planAnswer(answer, request.headers['if-none-match'], request.headers['accept-encoding']);
  reply.header('etag', answer.etag).header('cache-control', CACHE_CONTROL);
  if (plan.status === 304) return reply.code(304).send();
  reply.type(JSON_TYPE);
  markNegotiated(reply);
  if (plan.vary) varyOnAcceptEncoding(reply);
  if (!plan.coding) return reply.send(plan.body);
  const body = typeof plan.body === 'function' ? await plan.body(plan.coding) : plan.body;
  return reply.header('content-encoding', plan.coding).send(body);
}
