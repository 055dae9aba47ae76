import { envelopeSchema, productSchema } from '@platter/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../src/app.ts';
import { ok } from '../../src/http/envelope.ts';
import { type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, buildTwoTestApps, type TestApp, type TwoTestApps } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';
import { createHappyHour } from './fixtures.ts';

/** Monday 2026-11-23, 12:00 in Berlin (Demo Bistro's zone). */
const MONDAY_NOON = new Date('2026-11-23T11:00:00.000Z');
const MINUTE = 60_000;
const productsBody = envelopeSchema(z.array(productSchema));
const redisUrl = process.env.TEST_REDIS_URL;

describe.each(DIALECTS)('the menu cache on %s', (dialect) => {
  let test: TestApp;
  let now = MONDAY_NOON;
  let guest: GuestSession;
  let managerToken: string;
  /** A plain product of the bistro, given a stock of 10 and a happy hour from 12:05. */
  let product: { id: number; category_id: number };

  const db = () => test.app.context.db;
  const menuUrl = () => `/api/restaurant/products?restaurantId=${guest.restaurantId}&categoryId=${product.category_id}`;
  const getMenu = (app: App = test.app, headers: Record<string, string> = {}, url = menuUrl()) =>
    app.inject({ method: 'GET', url, headers: { ...bearer(guest.token), ...headers } });
  const listed = async (app: App = test.app) => {
    const response = await getMenu(app);
    expect(response.statusCode, response.body).toBe(200);
    const found = productsBody.parse(response.json()).data.find((item) => item.id === product.id);
    if (!found) throw new Error('the product is not listed');
    return found;
  };

  beforeAll(async () => {
    test = await buildTestApp(dialect, { menuCacheSeconds: 60 }, () => now);
    guest = await guestSession(test.app);
    const plain = await guest.plainProduct();
    product = await db().selectFrom('products').select(['id', 'category_id']).where('id', '=', plain.id).executeTakeFirstOrThrow();
    // Set up before the first menu call, so nothing cached yet has seen the rows before.
    await db().updateTable('products').set({ stock: 10, price_minor: 900 }).where('id', '=', product.id).execute();
    await createHappyHour(db(), product.id, { weekday: 1, start_time: '12:05', end_time: '13:00', price_minor: 450 });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'manager@example.com', password: 'password123', restaurantId: guest.restaurantId, manager: true },
    });
    managerToken = login.json().data.access_token;
  });
  beforeEach(() => {
    now = MONDAY_NOON;
  });
  afterAll(() => test.close());

  it('answers a repeated call from the cache, byte for byte what the route serialiser writes', async () => {
    const first = await getMenu();
    const size = test.app.services.menuAnswers.size();
    const second = await getMenu();
    expect(second.body).toBe(first.body);
    expect(test.app.services.menuAnswers.size()).toBe(size);
    // The uncached way: the service's products through fastify-type-provider-zod's serialiser.
    const data = await test.app.services.menu.products({
      restaurantId: guest.restaurantId,
      categoryId: product.category_id,
      delivery_time: undefined,
      basketId: undefined,
    });
    const serialize = serializerCompiler({ schema: productsBody, method: 'GET', url: '/restaurant/products', httpStatus: '200' });
    expect(first.body).toBe(serialize(ok(data)));
  });

  it('answers 304 to the ETag it sent, and the new answer once the menu changed', async () => {
    const first = await getMenu();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await getMenu(test.app, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await getMenu(test.app, { 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await getMenu(test.app, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    now = new Date(MONDAY_NOON.getTime() + 5 * MINUTE);
    const changed = await getMenu(test.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows the happy hour price from the minute it begins', async () => {
    now = new Date(MONDAY_NOON.getTime() + 4 * MINUTE);
    expect((await listed()).price).toBe(9);
    expect((await listed()).price).toBe(9);
    now = new Date(MONDAY_NOON.getTime() + 5 * MINUTE);
    expect((await listed()).price).toBe(4.5);
  });

  it('shows the stock an order takes at once', async () => {
    const before = (await listed()).stock;
    const basketId = await guest.createBasket();
    expect((await guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 3 })).statusCode).toBe(200);
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    const order = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });
    expect(order.statusCode, order.body).toBe(200);
    expect((await listed()).stock).toBe((before ?? 0) - 3);
  });

  it('shows a product a new break pattern pauses at once, and again when it is deleted', async () => {
    expect((await listed()).stock).toBeGreaterThan(0);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/managers/break-patterns',
      headers: bearer(managerToken),
      payload: {
        restaurantId: guest.restaurantId,
        name: 'Cache test break',
        start_time: '11:00',
        weekdays: [1],
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        products: [product.id],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await listed()).stock).toBe(0);
    const removed = await test.app.inject({
      method: 'POST',
      url: '/api/managers/break-patterns/delete',
      headers: bearer(managerToken),
      payload: { restaurantId: guest.restaurantId, breakPatternId: created.json().data.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listed()).stock).toBeGreaterThan(0);
  });

  it('keeps answers apart by language (Accept-Language or lang) and delivery time', async () => {
    await getMenu(test.app, { 'accept-language': 'de' });
    const size = test.app.services.menuAnswers.size();
    await getMenu(test.app, { 'accept-language': 'de' });
    expect(test.app.services.menuAnswers.size()).toBe(size);
    await getMenu(test.app, { 'accept-language': 'ar' });
    expect(test.app.services.menuAnswers.size()).toBe(size + 1);
    await getMenu(test.app, { 'accept-language': 'de' }, `${menuUrl()}&lang=fr`);
    expect(test.app.services.menuAnswers.size()).toBe(size + 2);
    // A delivery time in the happy hour is priced so even while it is not yet noon.
    now = new Date(MONDAY_NOON.getTime() - 60 * MINUTE);
    const later = await getMenu(test.app, {}, `${menuUrl()}&delivery_time=${encodeURIComponent('2026-11-23 12:30')}`);
    expect(productsBody.parse(later.json()).data.find((item) => item.id === product.id)?.price).toBe(4.5);
    expect((await listed()).price).toBe(9);
  });

  it('sends its compressed copy to a client taking brotli', async () => {
    const plain = await getMenu();
    const br = await getMenu(test.app, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe.runIf(redisUrl && DIALECTS.includes('postgres'))('the menu cache of two processes on one database (needs TEST_REDIS_URL)', () => {
  let apps: TwoTestApps;
  let test: TestApp;
  let other: App;
  let guest: GuestSession;

  beforeAll(async () => {
    apps = await buildTwoTestApps('postgres', { menuCacheSeconds: 60, redisUrl }, () => MONDAY_NOON);
    ({ test, other } = apps);
    guest = await guestSession(test.app);
  });
  afterAll(() => apps?.close());

  it('retires the other process’s answers when a break pattern changes here', async () => {
    const plain = await guest.plainProduct();
    const { category_id: categoryId } = await test.app.context.db
      .selectFrom('products')
      .select('category_id')
      .where('id', '=', plain.id)
      .executeTakeFirstOrThrow();
    const url = `/api/restaurant/products?restaurantId=${guest.restaurantId}&categoryId=${categoryId}`;
    const stockThere = async () => {
      const response = await other.inject({ method: 'GET', url, headers: bearer(guest.token) });
      return productsBody.parse(response.json()).data.find((item) => item.id === plain.id)?.stock;
    };
    expect(await stockThere()).not.toBe(0);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'manager@example.com', password: 'password123', restaurantId: guest.restaurantId, manager: true },
    });
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/managers/break-patterns',
      headers: bearer(login.json().data.access_token),
      payload: {
        restaurantId: guest.restaurantId,
        name: 'Two-process break',
        start_time: '11:00',
        weekdays: [1],
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        products: [plain.id],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    // Redis carries the announcement to the other process within moments.
    await expect.poll(stockThere, { timeout: 5000, interval: 50 }).toBe(0);
  });
});
