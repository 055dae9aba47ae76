import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppName } from '../config.ts';
import { sendRouteNotFound } from '../http/error-handler.ts';
import { appPageCsp } from '../http/security-headers.ts';
import type { PageDataService } from '../modules/page-data/service.ts';
import { renderIndex } from './render-index.ts';

interface WebApp {
  name: AppName;
  /** The path the app is served under; always ends with `/`. */
  base: string;
}

/** Longest base first, so that `/manager/x` finds the manager before the storefront at `/`. */
export const WEB_APPS: readonly WebApp[] = [
  { name: 'event-shop', base: '/event-shop/' },
  { name: 'ticketing', base: '/ticketing/' },
  { name: 'manager', base: '/manager/' },
  { name: 'storefront', base: '/' },
];

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ServedApp extends WebApp {
  template: string;
}

/**
 * Serves each built app from `<webRoot>/<app>/dist`: hashed assets cached for a year, other files
 * revalidated, and every page path answered with the app's `index.html` (SPA fallback) carrying the
 * page-data object of the restaurant the host names. Apps that are not built are skipped.
 */
export async function serveWebApps(app: FastifyInstance, webRoot: string, pageData: PageDataService): Promise<AppName[]> {
  const served: ServedApp[] = [];
  for (const webApp of WEB_APPS) {
    const dist = join(webRoot, webApp.name, 'dist');
    const indexFile = join(dist, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ app: webApp.name, dist }, 'web app not built; not serving it');
      continue;
    }
    served.push({ ...webApp, template: readFileSync(indexFile, 'utf8') });
    await app.register(fastifyStatic, {
      root: dist,
      prefix: webApp.base,
      decorateReply: false,
      index: false,
      wildcard: true,
      // The build writes `name.br` and `name.gz` beside each text asset over 1 KB: sent as the
      // request's Accept-Encoding prefers (q-values), with Vary, else the plain file.
      preCompressed: true,
      // HTML goes through the fallback below, which embeds the page data.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders: (response, filePath) => {
        response.header('cache-control', filePath.includes(`${join(dist, 'assets')}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const sendPage = async (webApp: ServedApp, request: FastifyRequest, reply: FastifyReply) => {
    const data = await pageData.forRequest(webApp.name, request.headers.host);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', appPageCsp({ recaptcha: Boolean(data?.recaptchaSiteKey) }))
      .send(renderIndex(webApp.template, data));
  };
  // The static handler answers a bare directory with 403; each app's entry is its page.
  for (const webApp of served) app.get(webApp.base, (request, reply) => sendPage(webApp, request, reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendRouteNotFound(request, reply);
    }
    const bareBase = served.find((webApp) => webApp.base !== '/' && path === webApp.base.slice(0, -1));
    if (bareBase) return reply.redirect(bareBase.base + (request.url.slice(path.length) ?? ''), 301);
    const webApp = served.find((candidate) => path.startsWith(candidate.base));
    // Only extension-less paths are client routes; a missing file (an old hashed asset, a page
    // such as landing.html that this deployment lacks) is a 404, never the app page in its place.
    const lastSegment = path.split('/').at(-1) ?? '';
    const looksLikeFile = lastSegment.includes('.') && lastSegment !== 'index.html';
    if (!webApp || looksLikeFile) return sendRouteNotFound(request, reply);
    return sendPage(webApp, request, reply);
  });

  return served.map((webApp) => webApp.name);
}
