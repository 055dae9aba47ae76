import type { FastifyRequest } from 'fastify';

/**
 * The language of message texts for a request: `?lang=` first, then Accept-Language.
 * The server catalogue defaults to English (spec §9).
 */
export function requestLanguage(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.lang === 'string' && query.lang) return query.lang;
  const header = request.headers['accept-language'];
  return header?.split(',')[0]?.trim() || 'en';
}
