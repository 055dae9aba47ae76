import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ContentCoding, negotiateContentCoding } from './accept-encoding.ts';

/** Bodies shorter than this go plain: the headers and the work cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Bodies up to this size are compressed on the event loop; longer ones on libuv's thread pool. */
const SYNC_LIMIT_BYTES = 32 * 1024;

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

// Brotli's quality 4 compresses JSON better than gzip -6 at about gzip's speed; 11 (its default)
// is for files compressed once at build, not for every answer.
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 };
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body compressed with `coding`, on the event loop when short. */
export async function compressBody(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  const sync = body.length <= SYNC_LIMIT_BYTES;
  if (coding === 'gzip') return sync ? gzipSync(body, GZIP_OPTIONS) : gzipAsync(body, GZIP_OPTIONS);
  const options = { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  return sync ? brotliCompressSync(body, options) : brotliAsync(body, options);
}

/** Adds `Accept-Encoding` to the reply's `Vary` once. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses answers of `COMPRESSION_THRESHOLD_BYTES` or more with br or gzip, as the request's
 * Accept-Encoding prefers: JSON, HTML, text, JavaScript, SVG. Left alone: streams (the static files,
 * which come precompressed from the build, and any event stream), answers that already carry a
 * Content-Encoding (the menu cache's precompressed bodies), bodiless statuses, `no-transform`. The
 * realtime socket never passes through here (an upgrade, not a reply).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /no-transform/i.test(cacheControl)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    varyOnAcceptEncoding(reply);
    const coding = negotiateContentCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const compressed = await compressBody(body, coding);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
