import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

/** Issue 15, item 5: pages that cannot be framed or run foreign script, and HSTS in production. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>App</title><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

function writeBuiltApp(webRoot: string, name: string): void {
  const dist = join(webRoot, name, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
}

/** The CSP's directives by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe.each(DIALECTS)('security headers on %s', (dialect) => {
  for (const env of ['development', 'production'] as const) {
    describe(`in ${env}`, () => {
      let webRoot: string;
      let test: TestApp;
      let guest: string;

      beforeAll(async () => {
        webRoot = mkdtempSync(join(tmpdir(), 'platter-headers-'));
        writeBuiltApp(webRoot, 'storefront');
        writeBuiltApp(webRoot, 'manager');
        test = await buildTestApp(dialect, { webRoot, env });
        guest = await publicToken(test.app);
      });
      afterAll(async () => {
        await test.close();
        rmSync(webRoot, { recursive: true, force: true });
      });

      const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

      function expectCommon(headers: Record<string, string | string[] | number | undefined>) {
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        if (env === 'production') expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
        else expect(headers['strict-transport-security']).toBeUndefined();
      }

      it.each(['/', '/manager/', '/menu', '/manager/orders'])('protects the app page %s', async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expectCommon(response.headers);
        expect(response.headers['x-frame-options']).toBe('DENY');
        const csp = directives(response.headers['content-security-policy']);
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('connect-src')).toEqual(["'self'"]);
        // The only inline script is the page data, which is JSON and never runs.
        const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
        expect(inline).toEqual([' id="platter-data" type="application/json"']);
      });

      it('lets a restaurant with a reCAPTCHA site key load Google’s script and frame, and nothing else', async () => {
        const db = test.app.context.db;
        const row = await db
          .selectFrom('restaurants')
          .select(['id', 'settings'])
          .where('slug', '=', 'demo-bistro')
          .executeTakeFirstOrThrow();
        const settings = JSON.parse(row.settings) as Record<string, unknown>;
        await db
          .updateTable('restaurants')
          .set({ settings: JSON.stringify({ ...settings, recaptcha_site_key: '6Lc-demo-key' }) })
          .where('id', '=', row.id)
          .execute();
        try {
          const csp = directives((await get('/')).headers['content-security-policy']);
          expect(csp.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
          expect(csp.get('frame-src')).toContain('https://www.google.com/recaptcha/');
          expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        } finally {
          await db.updateTable('restaurants').set({ settings: row.settings }).where('id', '=', row.id).execute();
        }
      });

      it('protects the landing page with its own policy', async () => {
        const response = await get('/landing.html');
        expect(response.statusCode).toBe(200);
        expectCommon(response.headers);
        const csp = directives(response.headers['content-security-policy']);
        expect(csp.get('default-src')).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors')).toBeDefined();
        expect(csp.has('script-src')).toBe(false);
      });

      it.each([
        ['/api/health', 200],
        ['/api/restaurant/category?restaurantId=1', 200],
        ['/api/restaurant/category', 422],
        ['/api/nothing-here', 404],
      ])('protects the API answer of %s', async (url, status) => {
        const response = await get(url, bearer(guest));
        expect(response.statusCode).toBe(status);
        expectCommon(response.headers);
        expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(response.headers['x-frame-options']).toBe('DENY');
      });

      it('puts no page policy on scripts and the service worker (it would govern the worker’s fetches)', async () => {
        for (const url of ['/assets/index-Ab12Cd34.js', '/sw.js']) {
          const response = await get(url);
          expect(response.statusCode).toBe(200);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
          expect(response.headers['content-security-policy']).toBeUndefined();
        }
      });
    });
  }
});
