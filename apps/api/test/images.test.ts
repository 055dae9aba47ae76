import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

describe('demo pictures at /images/', () => {
  let test: TestApp;
  // No webRoot: the web apps are not served, the pictures must be anyway.
  beforeAll(async () => {
    test = await buildTestApp('sqlite');
  });
  afterAll(() => test.close());

  it('answers a product picture as WebP with a day of caching, uncompressed', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/images/products/pizza-margherita.webp',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
  });

  // The drawing a picture is rendered from; addresses stored before the renderings still answer.
  it('answers its SVG drawing too', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/images/products/pizza-margherita.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<svg');
  });

  it('serves the addresses the demo data stores', async () => {
    const product = await test.app.context.db
      .selectFrom('products')
      .select('image')
      .where('name', '=', 'Cappuccino')
      .executeTakeFirstOrThrow();
    expect(product.image).toMatch(/^\/images\//);
    const response = await test.app.inject({ method: 'GET', url: product.image ?? '' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a missing picture, or a path out of the folder, with 404', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/images/products/no-such-dish.svg' })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/images/../package.json' })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/images/%2e%2e/%2e%2e/package.json' })).statusCode).toBe(404);
  });
});
