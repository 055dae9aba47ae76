import { describe, expect, it } from 'vitest';
import {
  cacheNamesFor,
  cachesToDelete,
  IMAGE_CACHE_LIMIT,
  imagesToEvict,
  isCacheable,
  pageCacheKey,
  type RequestFacts,
  routeRequest,
} from './sw-strategy.ts';

const ORIGIN = 'https://bistro.example';
const facts = (path: string, overrides: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts => ({
  method: 'GET',
  url: new URL(path, ORIGIN),
  mode: 'cors',
  origin: ORIGIN,
  ...overrides,
});

describe('routeRequest', () => {
  it('never touches the API, whatever the method or mode', () => {
    expect(routeRequest(facts('/api/basket?basketId=b1'))).toBe('browser');
    expect(routeRequest(facts('/api/restaurant/robot-request', { mode: 'navigate' }))).toBe('browser');
    expect(routeRequest(facts('/api'))).toBe('browser');
    expect(routeRequest(facts('/api/basket/add', { method: 'POST' }))).toBe('browser');
  });

  it('leaves other methods, other origins, the other apps and its own script to the browser', () => {
    expect(routeRequest(facts('/menu', { method: 'POST', mode: 'navigate' }))).toBe('browser');
    expect(routeRequest(facts('https://cdn.example/font.woff2'))).toBe('browser');
    expect(routeRequest(facts('/manager/orders', { mode: 'navigate' }))).toBe('browser');
    expect(routeRequest(facts('/event-shop/', { mode: 'navigate' }))).toBe('browser');
    expect(routeRequest(facts('/ticketing', { mode: 'navigate' }))).toBe('browser');
    expect(routeRequest(facts('/sw.js'))).toBe('browser');
  });

  it('serves page loads from the network first, including the landing page', () => {
    expect(routeRequest(facts('/menu', { mode: 'navigate' }))).toBe('page');
    expect(routeRequest(facts('/?tableId=4', { mode: 'navigate' }))).toBe('page');
    expect(routeRequest(facts('/landing.html', { mode: 'navigate' }))).toBe('page');
    // A path that merely starts like another app is the storefront's.
    expect(routeRequest(facts('/managers-special', { mode: 'navigate' }))).toBe('page');
  });

  it('serves hashed assets and menu pictures from the cache first, even when opened as a page', () => {
    expect(routeRequest(facts('/assets/index-Ab12Cd34.js'))).toBe('asset');
    expect(routeRequest(facts('/images/products/pizza-margherita.svg'))).toBe('image');
    expect(routeRequest(facts('/images/logos/demo-bistro.svg', { mode: 'navigate' }))).toBe('image');
  });

  it('treats other files (icons, manifest) as static: network first', () => {
    expect(routeRequest(facts('/favicon.svg'))).toBe('static');
    expect(routeRequest(facts('/manifest.webmanifest'))).toBe('static');
  });
});

describe('pageCacheKey', () => {
  it('keeps one copy of the app page for every route, and the landing page apart', () => {
    expect(pageCacheKey(new URL('/menu?x=1', ORIGIN))).toBe('/');
    expect(pageCacheKey(new URL('/dashboard/orders', ORIGIN))).toBe('/');
    expect(pageCacheKey(new URL('/landing.html', ORIGIN))).toBe('/landing.html');
  });
});

describe('cache names', () => {
  it('drops older versions’ pages and shells, keeps pictures and other software’s caches', () => {
    const current = cacheNamesFor('v2');
    const existing = ['platter-pages-v1', 'platter-shell-v1', 'platter-images', 'platter-pages-v2', 'platter-shell-v2', 'other-app'];
    expect(cachesToDelete(existing, current)).toEqual(['platter-pages-v1', 'platter-shell-v1']);
  });

  it('evicts the oldest pictures beyond the limit', () => {
    expect(imagesToEvict(IMAGE_CACHE_LIMIT + 3)).toBe(3);
    expect(imagesToEvict(5)).toBe(0);
  });
});

describe('isCacheable', () => {
  const response = (status: number, contentType = 'text/html; charset=utf-8', type = 'basic') => ({
    ok: status >= 200 && status < 300,
    status,
    type,
    headers: new Headers({ 'content-type': contentType }),
  });

  it('keeps whole successful answers of its own origin', () => {
    expect(isCacheable(response(200), 'page')).toBe(true);
    expect(isCacheable(response(200, 'image/svg+xml'), 'image')).toBe(true);
    expect(isCacheable(response(404), 'page')).toBe(false);
    expect(isCacheable(response(206, 'image/svg+xml'), 'image')).toBe(false);
    expect(isCacheable(response(200, 'image/svg+xml', 'opaque'), 'image')).toBe(false);
  });

  it('keeps a page only when it is HTML', () => {
    expect(isCacheable(response(200, 'application/json'), 'page')).toBe(false);
  });
});
