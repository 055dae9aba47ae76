import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantsTable } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

/** Monday 23 November 2026, 10:00 in Berlin. */
const MONDAY = new Date('2026-11-23T09:00:00Z');

describe.each(DIALECTS)('the landing page and web manifest on %s', (dialect) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => MONDAY);
  });
  afterAll(() => test.close());

  const page = (host?: string) => test.app.inject({ method: 'GET', url: '/landing.html', ...(host ? { headers: { host } } : {}) });
  const bistro = () => test.database.db.updateTable('restaurants').where('slug', '=', 'demo-bistro');
  /** Runs `read` with the bistro changed, then puts the demo row back as it was. */
  async function withBistro<T>(changes: Updateable<RestaurantsTable>, read: () => Promise<T>): Promise<T> {
    const original = await test.database.db
      .selectFrom('restaurants')
      .selectAll()
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    await bistro().set(changes).execute();
    try {
      return await read();
    } finally {
      const { id: _id, ...columns } = original;
      await bistro().set(columns).execute();
    }
  }

  it('shows the default restaurant: name, address, phone, hours, pictures and the order button, without script', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">');
    expect(html).toContain('<title>Demo Bistro</title>');
    expect(html).toContain('<h1>Demo Bistro</h1>');
    expect(html).toContain('Torstraße 125, 10119 Berlin');
    expect(html).toContain('<a class="button primary" href="/menu">Online bestellen</a>');
    expect(html).toContain('href="tel:+493012345678"');
    expect(html).toContain('src="/images/main/demo-bistro.webp"');
    expect(html).toContain('src="/images/logos/demo-bistro.svg"');
    expect(html).toContain('href="https://www.instagram.com/demobistro"');
    // The restaurant's colour, and a readable text colour on it.
    expect(html).toContain('--primary:#c2410c');
    expect(html).toContain('--on-primary:#ffffff');
    expect(html).not.toMatch(/<script/i);
  });

  it('lists the week in the restaurant’s language, today marked', async () => {
    const html = (await page()).body;
    expect(html).toContain(
      '<tr class="today" aria-current="date"><th scope="row">Montag <span class="tag">heute</span></th><td>11:00–14:30<br>17:00–22:00</td></tr>',
    );
    expect(html).toContain('<th scope="row">Sonntag</th><td>12:00–21:00</td>');
    expect(html).toContain('Heute geöffnet 11:00–14:30, 17:00–22:00');
  });

  it('is cached briefly, runs nothing and answers HEAD', async () => {
    const response = await page();
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const head = await test.app.inject({ method: 'HEAD', url: '/landing.html' });
    expect(head.statusCode).toBe(200);
  });

  it('shows the restaurant the host names', async () => {
    const html = (await page('demo-cafe-zurich.localhost:3000')).body;
    expect(html).toContain('<h1>Café Zürich</h1>');
    expect(html).toContain('--primary:#1d4ed8');
  });

  it('escapes every text the restaurant typed and drops links that are not web addresses', async () => {
    const html = await withBistro(
      {
        name: '<script>alert(1)</script> & "Bistro"',
        address: '<img src=x onerror=alert(2)>',
        telephone: '" onclick="alert(3)',
        settings: JSON.stringify({ social: { facebook: 'javascript:alert(4)', instagram: 'https://example.com/"><b>x</b>' } }),
      },
      async () => (await page()).body,
    );
    expect(html).toContain('<title>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Bistro&#34;</title>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;img src=x onerror=alert(2)&#62;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('onclick="alert(3)');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<b>x</b>');
  });

  it('leaves out the order button when the shop is off, and offers the menu in catalogue mode', async () => {
    const closedShop = await withBistro({ features: JSON.stringify({ hasShop: false }) }, async () => (await page()).body);
    const catalogue = await withBistro({ features: JSON.stringify({ catalogueOnly: true }) }, async () => (await page()).body);
    expect(closedShop).not.toContain('href="/menu"');
    expect(closedShop).toContain('href="tel:');
    expect(catalogue).toContain('<a class="button primary" href="/menu">Zur Speisekarte</a>');
  });

  it('writes right to left for an Arabic restaurant', async () => {
    const html = await withBistro({ lang: 'ar' }, async () => (await page()).body);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('اطلب عبر الإنترنت');
  });

  it('serves a web manifest with the restaurant’s name, language and colour', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'demo-cafe-zurich.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Café Zürich',
      short_name: 'Café Zürich',
      start_url: '/menu',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      lang: expect.any(String),
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512', '512x512', 'any']);
  });

  it('shortens a long name for the home screen', async () => {
    const manifest = await withBistro({ name: 'Trattoria da Giovanni am Hackeschen Markt' }, async () =>
      (await test.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json(),
    );
    expect(manifest.name).toBe('Trattoria da Giovanni am Hackeschen Markt');
    expect(manifest.short_name).toBe('Trattoria d…');
  });
});

describe('the landing page without a restaurant, and next to the built apps', () => {
  let webRoot: string;
  let test: TestApp;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'platter-landing-'));
    const dist = join(webRoot, 'storefront', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>App</title></head><body></body></html>');
    writeFileSync(join(dist, 'landing.html'), '<p>a stale static copy</p>');
    test = await buildTestApp(DIALECTS[0] ?? 'sqlite', { webRoot });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('is rendered by the server even where the app is served, never a static file in its place', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/landing.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Demo Bistro</h1>');
  });

  it('is a 404 when no restaurant is found', async () => {
    const lost = await buildTestApp(DIALECTS[0] ?? 'sqlite', {
      defaultRestaurants: { storefront: 'nowhere', 'event-shop': 'nowhere', ticketing: 'nowhere', manager: 'nowhere' },
    });
    const response = await lost.app.inject({ method: 'GET', url: '/landing.html' });
    const manifest = await lost.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    await lost.close();
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(manifest.statusCode).toBe(404);
  });
});
