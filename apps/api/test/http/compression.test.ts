import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateContentCoding } from '../../src/http/accept-encoding.ts';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL } from '../../src/http/compression.ts';
import { basketOf, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=0.5, br;q=0.4', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['*;q=0', undefined],
    ['deflate', undefined],
    ['gzip;q=abc, br;q=0.1', 'br'],
    [['gzip', 'br;q=0.9'], 'gzip'],
  ])('%j answers %s', (header, expected) => {
    expect(negotiateContentCoding(header)).toBe(expected);
  });
});

describe.each(DIALECTS)('compressed API answers on %s', (dialect) => {
  let test: TestApp;
  let headers: { authorization: string };
  let menuUrl: string;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    headers = bearer(await publicToken(test.app));
    const restaurant = await test.app.inject({ method: 'GET', url: '/api/restaurant/id?slug=demo-bistro', headers });
    menuUrl = `/api/restaurant/category?restaurantId=${restaurant.json().data.id}`;
  });
  afterAll(() => test.close());

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  it('sends a long JSON answer with brotli or gzip as asked, the same JSON once decoded', async () => {
    const plain = await get(menuUrl);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get(menuUrl, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(menuUrl, 'gzip;q=1, br;q=0.5');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const identity = await get(menuUrl, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  const brotli = (body: Buffer, quality: number) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

  it("compresses an answer made for each request at brotli's and gzip's fast levels, the menu's kept copies harder", async () => {
    expect(BROTLI_QUALITY).toEqual({ kept: 4, perAnswer: 1 });
    expect(GZIP_LEVEL).toEqual({ kept: 6, perAnswer: 1 });
    const guest = await guestSession(test.app);
    const basketId = await guest.createBasket();
    const products = await guest.plainProducts(6);
    for (const { id } of products) basketOf(await guest.call('POST', 'basket/add', { basketId, productId: id, quantity: 1 }));
    const basketUrl = `/api/basket?restaurantId=${guest.restaurantId}&basketId=${basketId}`;
    const asked = (encoding: string) =>
      test.app.inject({ method: 'GET', url: basketUrl, headers: { ...bearer(guest.token), 'accept-encoding': encoding } });
    const plain = await asked('identity');
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
    const br = await asked('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotli(plain.rawPayload, 1));
    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload)).toEqual(plain.rawPayload);
    expect(gz.rawPayload.subarray(10)).toEqual(gzipSync(plain.rawPayload, { level: 1 }).subarray(10));

    const menu = await get(menuUrl);
    const keptBr = await get(menuUrl, 'br');
    expect(keptBr.rawPayload).toEqual(brotli(menu.rawPayload, 4));
  });

  it('leaves a short answer plain', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a short error answer plain', async () => {
    const unauthenticated = await test.app.inject({ method: 'GET', url: menuUrl, headers: { 'accept-encoding': 'br' } });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['content-encoding']).toBeUndefined();
  });
});
