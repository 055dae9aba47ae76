import { createI18n } from '@platter/i18n';
import type { FastifyPluginAsync } from 'fastify';
import type { LandingSource } from './landing-data.ts';
import { renderManifest } from './manifest.ts';
import { renderLanding } from './render-landing.ts';

/**
 * Restaurant data changes rarely and the page must load fast: shared caches may keep it five
 * minutes. A new app version's service worker also drops its cached copy (spec §4 "Updates").
 */
const PAGE_CACHE = 'public, max-age=300';

/** The page may show pictures from this site or https, and run nothing. */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const NOT_FOUND_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>Not found</p></html>';

/**
 * `GET /landing.html` (spec §2: the optional landing page, server-rendered from the restaurant's
 * data, no script) and `GET /manifest.webmanifest` (the installed app's name and colour), for the
 * restaurant the host names, as the served apps resolve it.
 */
export const landingRoutes: FastifyPluginAsync<{ source: LandingSource }> = async (app, { source }) => {
  const i18n = createI18n();

  app.get('/landing.html', async (request, reply) => {
    const data = await source.forHost(request.headers.host);
    reply.header('x-content-type-options', 'nosniff');
    if (!data) return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_FOUND_PAGE);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', PAGE_CACHE)
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(renderLanding(data, i18n.getFixedT(data.lang, 'table')));
  });

  app.get('/manifest.webmanifest', async (request, reply) => {
    const data = await source.forHost(request.headers.host);
    if (!data) return reply.code(404).header('cache-control', 'no-store').send();
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', PAGE_CACHE)
      .send(JSON.stringify(renderManifest(data, i18n.getFixedT(data.lang, 'table'))));
  });
};
