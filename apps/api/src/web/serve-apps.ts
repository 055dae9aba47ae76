import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PageData } from '@platter/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppName } from '../config.ts';
import { sendRouteNotFound } from '../http/error-handler.ts';
import { appPageCsp } from '../http/security-headers.ts';
import type { PageDataService } from '../modules/page-data/service.ts';
import {
  AFTER_FIRST_PAINT_SCRIPTS_ID,
  beforePaintScriptSrc,
  fillMenuShell,
  isInlineableScript,
  renderIndex,
  type ShellManifest,
  shellManifestSchema,
} from './render-index.ts';

interface WebApp {
  name: AppName;
  /** The path the app is served under; always ends with `/`. */
  base: string;
}

/** The storefront build's prerendered first paint of the menu (see render-index.ts). */
const MENU_SHELL_FILE = join('shell', 'menu.json');

/**
 * Whether the storefront's first render at `path` is the menu in its frame, so its page starts with
 * the prerendered menu shell: `/menu`, and `/` where the home entry goes on to the menu (not when it
 * leaves for the landing page, nor in a deployment without a shop, which leaves for it everywhere).
 * Every other route (checkout, account, blogs, ...) first renders something else.
 */
export function showsMenuFirst(path: string, pageData: PageData): boolean {
  if (!pageData.features.hasShop) return false;
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return route === '/menu' || (route === '/' && !pageData.features.hasLanding);
}

/** The manifest when the build wrote a valid one; otherwise the pages go without a shell, with a warning. */
function readMenuShells(app: FastifyInstance, dist: string): ShellManifest | undefined {
  const file = join(dist, MENU_SHELL_FILE);
  if (!existsSync(file)) return undefined;
  const parsed = shellManifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (parsed.success) return parsed.data;
  app.log.warn({ file, issues: parsed.error.issues.slice(0, 3) }, 'menu shell manifest not understood; serving the menu without it');
  return undefined;
}

/** Longest base first, so that `/manager/x` finds the manager before the storefront at `/`. */
export const WEB_APPS: readonly WebApp[] = [
  { name: 'event-shop', base: '/event-shop/' },
  { name: 'ticketing', base: '/ticketing/' },
  { name: 'manager', base: '/manager/' },
  { name: 'storefront', base: '/' },
];

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface BeforePaintScript {
  source: string;
  /** Its CSP hash source (`sha256-…`). */
  hash: string;
  /** It starts the module scripts a page holds in the element named AFTER_FIRST_PAINT_SCRIPTS_ID (it names it). */
  startsAppScripts: boolean;
}

interface ServedApp extends WebApp {
  template: string;
  /** The storefront's menu shells, when its build wrote them. */
  menuShells: ShellManifest | undefined;
  /** The template's before-paint script, inlined into every page. */
  beforePaint: BeforePaintScript | undefined;
}

/** The built file of the template's before-paint script, when it has one that can go inline. */
function readBeforePaintScript(template: string, base: string, dist: string): BeforePaintScript | undefined {
  const src = beforePaintScriptSrc(template);
  if (!src?.startsWith(base)) return undefined;
  const file = join(dist, src.slice(base.length));
  if (!file.startsWith(join(dist, 'assets')) || !existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  if (!isInlineableScript(source)) return undefined;
  return {
    source,
    hash: `sha256-${createHash('sha256').update(source).digest('base64')}`,
    startsAppScripts: source.includes(AFTER_FIRST_PAINT_SCRIPTS_ID),
  };
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
    const template = readFileSync(indexFile, 'utf8');
    served.push({
      ...webApp,
      template,
      menuShells: webApp.name === 'storefront' ? readMenuShells(app, dist) : undefined,
      beforePaint: readBeforePaintScript(template, webApp.base, dist),
    });
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
    const path = request.url.split('?')[0] ?? '/';
    const shell = data && webApp.menuShells && showsMenuFirst(path, data) ? fillMenuShell(webApp.menuShells, data) : undefined;
    const { beforePaint } = webApp;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        appPageCsp({ recaptcha: Boolean(data?.recaptchaSiteKey), scriptHashes: data && beforePaint ? [beforePaint.hash] : [] }),
      )
      .send(
        renderIndex(webApp.template, data, {
          shell,
          criticalCss: webApp.menuShells?.criticalCss,
          beforePaintScript: beforePaint?.source,
          scriptsAfterFirstPaint: beforePaint?.startsAppScripts,
        }),
      );
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
