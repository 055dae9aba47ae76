import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID, pageDataSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>';

function writeBuiltApp(webRoot: string, name: string, marker: string): void {
  const dist = join(webRoot, name, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE.replace('<div id="root">', `<div id="root" data-app="${marker}">`));
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), `console.log(${JSON.stringify(marker)})`);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

function embeddedPageData(html: string) {
  const match = html.match(new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`));
  if (!match?.[1]) throw new Error('no page data in the page');
  return pageDataSchema.parse(JSON.parse(match[1]));
}

describe('serving the built web apps', () => {
  let webRoot: string;
  let test: TestApp;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'platter-web-'));
    writeBuiltApp(webRoot, 'storefront', 'storefront');
    writeBuiltApp(webRoot, 'manager', 'manager');
    test = await buildTestApp('sqlite', { webRoot });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the storefront at / with the default restaurant embedded, lang and dir set', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('data-app="storefront"');
    expect(response.body).toContain('<html lang="de" dir="ltr">');
    expect(response.body).toContain('<title>Demo Bistro</title>');
    expect(embeddedPageData(response.body).restaurant.slug).toBe('demo-bistro');
  });

  it('falls back to the app page for client routes', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/menu?tableId=4' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-app="storefront"');
  });

  it('never serves index.html raw, without page data', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(embeddedPageData(response.body).restaurant.name).toBe('Demo Bistro');
  });

  it('picks the restaurant the host names', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: { host: 'demo-cafe-zurich.localhost:3000' } });
    expect(embeddedPageData(response.body).restaurant).toMatchObject({ name: 'Café Zürich', currency: 'CHF' });
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await test.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with a 404, not with the page', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/assets/index-Gone0000.js' });
    expect(asset.statusCode).toBe(404);
    const page = await test.app.inject({ method: 'GET', url: '/missing-page.html' });
    expect(page.statusCode).toBe(404);
  });

  it('serves the manager under /manager/, with its own fallback and a redirect from /manager', async () => {
    const redirect = await test.app.inject({ method: 'GET', url: '/manager?from=mail' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/manager/?from=mail');
    const page = await test.app.inject({ method: 'GET', url: '/manager/orders' });
    expect(page.body).toContain('data-app="manager"');
    const asset = await test.app.inject({ method: 'GET', url: '/manager/assets/index-Ab12Cd34.js' });
    expect(asset.body).toBe('console.log("manager")');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route_not_found');
  });
});
