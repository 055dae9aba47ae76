/**
 * What the service worker does with each request, as pure functions (tested without a worker).
 * Pages go to the network first and fall back to the last copy, so a guest always gets the
 * newest menu and still sees the app without a connection; hashed assets never change under a
 * name and menu pictures rarely do, so they come from the cache first. The API is never cached:
 * baskets, prices and times must be live.
 */

/** How a request is served. `browser`: the worker stays out of it, as if there were none. */
export type RequestRoute = 'browser' | 'page' | 'asset' | 'image' | 'static';

export interface RequestFacts {
  method: string;
  url: URL;
  /** The request's mode; `navigate` for page loads. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

/** The other apps served from the same origin; the storefront's worker must leave them alone. */
export const OTHER_APP_PATHS = ['/manager', '/event-shop', '/ticketing'] as const;

/** The message a page sends the waiting worker when the guest agrees to update (spec §4 "Updates"). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** Menu pictures kept at most; the oldest go first. */
export const IMAGE_CACHE_LIMIT = 200;

const CACHE_PREFIX = 'platter-';

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function routeRequest({ method, url, mode, origin }: RequestFacts): RequestRoute {
  if (method !== 'GET' || url.origin !== origin) return 'browser';
  const { pathname } = url;
  if (isUnder(pathname, '/api') || OTHER_APP_PATHS.some((base) => isUnder(pathname, base))) return 'browser';
  // The worker's own script is fetched by the browser's update check, which must reach the server.
  if (pathname === '/sw.js') return 'browser';
  if (pathname.startsWith('/assets/')) return 'asset';
  if (pathname.startsWith('/images/')) return 'image';
  if (mode === 'navigate') return 'page';
  return 'static';
}

/**
 * The cache entry of a page: the server answers every app route with the same app page, so one
 * copy serves them all offline; the landing page is a page of its own.
 */
export function pageCacheKey(url: URL): string {
  return url.pathname === '/landing.html' ? '/landing.html' : '/';
}

export interface CacheNames {
  /** The app page and the landing page, of this version. */
  pages: string;
  /** Hashed assets and other static files, of this version. */
  shell: string;
  /** Menu pictures; kept across versions, since picture addresses do not change with the app. */
  images: string;
}

export function cacheNamesFor(version: string): CacheNames {
  return { pages: `${CACHE_PREFIX}pages-${version}`, shell: `${CACHE_PREFIX}shell-${version}`, images: `${CACHE_PREFIX}images` };
}

/**
 * The caches a new version deletes when it takes over: the older versions' pages (the cached
 * landing page among them, spec §4) and shells. Caches of other software on the origin stay.
 */
export function cachesToDelete(existing: readonly string[], current: CacheNames): string[] {
  const keep = new Set(Object.values(current));
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name));
}

/** How many of the oldest pictures to drop so that at most `limit` stay. */
export function imagesToEvict(count: number, limit: number = IMAGE_CACHE_LIMIT): number {
  return Math.max(0, count - limit);
}

/** Only complete, successful answers are kept; a page only when it is HTML (not a picture opened on its own). */
export function isCacheable(response: { ok: boolean; status: number; type: string; headers: Headers }, route: RequestRoute): boolean {
  if (!response.ok || response.status !== 200 || response.type !== 'basic') return false;
  if (route === 'page') return (response.headers.get('content-type') ?? '').includes('text/html');
  return route !== 'browser';
}
