/**
 * The storefront's service worker, bundled into `/sw.js` at build time (build-service-worker.ts
 * fills in the version and the app shell). The rules are in sw-strategy.ts; this file only
 * applies them to the worker's events.
 */
import {
  cacheNamesFor,
  cachesToDelete,
  imagesToEvict,
  isCacheable,
  pageCacheKey,
  type RequestRoute,
  routeRequest,
  SKIP_WAITING_MESSAGE,
} from './sw-strategy.ts';

declare const __PLATTER_SW_VERSION__: string;
declare const __PLATTER_SW_SHELL__: string[];

// The DOM library has no worker event types; these are the parts this worker uses.
interface WorkerExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends WorkerExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}

const worker = self as unknown as WorkerScope;
const names = cacheNamesFor(__PLATTER_SW_VERSION__);

worker.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the guest agrees to update (spec §4 "Updates").
  event.waitUntil(
    Promise.all([
      caches.open(names.shell).then((cache) => cache.addAll(__PLATTER_SW_SHELL__)),
      // The app page for offline starts; its failure must not stop the install.
      caches
        .open(names.pages)
        .then((cache) => cache.add('/'))
        .catch(() => undefined),
    ]),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((existing) => Promise.all(cachesToDelete(existing, names).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING_MESSAGE.type) event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const route = routeRequest({ method: request.method, url, mode: request.mode, origin: worker.location.origin });
  switch (route) {
    case 'browser':
      return;
    case 'page':
      return event.respondWith(networkFirst(request, names.pages, pageCacheKey(url), route));
    case 'static':
      return event.respondWith(networkFirst(request, names.shell, url.pathname, route));
    case 'asset':
      return event.respondWith(cacheFirst(request, names.shell, route));
    case 'image':
      return event.respondWith(cacheFirst(request, names.images, route, event));
  }
});

async function networkFirst(request: Request, cacheName: string, key: string, route: RequestRoute): Promise<Response> {
  try {
    const response = await fetch(request);
    if (isCacheable(response, route)) {
      const copy = response.clone();
      void caches.open(cacheName).then((cache) => cache.put(key, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.open(cacheName).then((cache) => cache.match(key));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request, cacheName: string, route: RequestRoute, event?: WorkerExtendableEvent): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response, route)) {
    const stored = cache.put(request, response.clone()).then(() => (route === 'image' ? trim(cache) : undefined));
    event?.waitUntil(stored);
  }
  return response;
}

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, imagesToEvict(keys.length)).map((key) => cache.delete(key)));
}
