import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ContentCoding, negotiateContentCoding } from './accept-encoding.ts';

/** Bodies shorter than this go plain: the headers and the work cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Bodies up to this size are compressed on the event loop; longer ones on libuv's thread pool. */
const SYNC_LIMIT_BYTES = 32 * 1024;

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

/**
 * How hard a body is compressed. `kept`: compressed once and sent many times (the menu cache's
 * copies): brotli's quality 4 compresses JSON better than gzip -6 at about gzip's speed (11, its
 * default, is for files compressed once at build). `perAnswer`: compressed again for every answer
 * (a basket): brotli 1 and gzip 1. A basket of ten lines (3,090 bytes of JSON) becomes 731 bytes
 * with brotli 1 against 636 with brotli 4, for about a quarter of the CPU (16-19 against 71 us);
 * gzip 1 gives 718 against gzip 6's 681 bytes for about two thirds of its CPU.
 */
export type CompressionEffort = 'kept' | 'perAnswer';
export const BROTLI_QUALITY: Record<CompressionEffort, number> = { kept: 4, perAnswer: 1 };
export const GZIP_LEVEL: Record<CompressionEffort, number> = { kept: 6, perAnswer: 1 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body compressed with `coding` at `effort`, on the event loop when short. */
export async function compressBody(body: Buffer, coding: ContentCoding, effort: CompressionEffort = 'kept'): Promise<Buffer> {
  const sync = body.length <= SYNC_LIMIT_BYTES;
  if (coding === 'gzip') {
    const options = { level: GZIP_LEVEL[effort] };
    return sync ? gzipSync(body, options) : gzipAsync(body, options);
  }
  const options = {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  };
  return sync ? brotliCompressSync(body, options) : brotliAsync(body, options);
}

/** Adds `Accept-Encoding` to the reply's `Vary` once. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

const prepared = new WeakSet<FastifyReply>();

/** The reply's body was chosen for the request's Accept-Encoding already (a prepared answer): the hook leaves it. */
export function markNegotiated(reply: FastifyReply): void {
  prepared.add(reply);
}

/** The UTF-8 length of a payload, or the threshold when it is surely at least that (without encoding it). */
function sizeUpToThreshold(payload: string | Buffer): number {
  if (typeof payload !== 'string') return payload.length;
  return payload.length >= COMPRESSION_THRESHOLD_BYTES ? COMPRESSION_THRESHOLD_BYTES : Buffer.byteLength(payload);
}

/**
 * Compresses answers of `COMPRESSION_THRESHOLD_BYTES` or more with br or gzip, as the request's
 * Accept-Encoding prefers, at the per-answer effort: JSON, HTML, text, JavaScript, SVG. Left alone: streams (the static files,
 * which come precompressed from the build, and any event stream), answers that already carry a
 * Content-Encoding or were negotiated by their route (`markNegotiated`: the menu cache's prepared
 * bodies), bodiless statuses, `no-transform`. The realtime socket never passes through here (an
 * upgrade, not a reply). A callback hook, not an async one: most answers pass without a promise.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (sizeUpToThreshold(payload) < COMPRESSION_THRESHOLD_BYTES || prepared.has(reply)) return done(null, payload);
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return done(null, payload);
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /no-transform/i.test(cacheControl)) return done(null, payload);
    varyOnAcceptEncoding(reply);
    const coding = negotiateContentCoding(request.headers['accept-encoding']);
    if (!coding) return done(null, payload);
    compressBody(typeof payload === 'string' ? Buffer.from(payload) : payload, coding, 'perAnswer').then(
      (compressed) => {
        reply.header('content-encoding', coding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
