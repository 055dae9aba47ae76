import type { FastifyRequest } from 'fastify';

/** `lang` of the URL's query: a route's query schema may leave it out of `request.query`. */
function langOfUrl(url: string): string | null {
  const start = url.indexOf('?');
  if (start === -1 || !url.includes('lang=', start)) return null;
  return new URLSearchParams(url.slice(start + 1)).get('lang');
}

/**
 * The language of message texts for a request: `?lang=` first, then Accept-Language.
 * The server catalogue defaults to English (spec §9).
 */
export function requestLanguage(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.lang === 'string' && query.lang) return query.lang;
  const fromUrl = langOfUrl(request.url);
  if (fromUrl) return fromUrl;
  return languageOfHeader(request.headers['accept-language']);
}

/** The language an Accept-Language header names first, else English. */
export function languageOfHeader(header: string | undefined): string {
  return header?.split(',')[0]?.trim() || 'en';
}
