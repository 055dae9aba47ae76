import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { basketOf, type GuestSession, guestSession, pickupBasketWith } from '../basket/basket-client.ts';
import { buildTestApp, buildTwoTestApps, type TestApp, type TwoTestApps } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';

/** Monday 2026-11-23, 12:00 in Berlin (the Demo Bistro's zone), while it is open. */
const MONDAY_NOON = new Date('2026-11-23T11:00:00.000Z');
const redisUrl = process.env.TEST_REDIS_URL;

/** A pattern active on Mondays of November from 11:00 (so at MONDAY_NOON and in the evening). */
const ACTIVE = { start_time: '11:00', weekdays: [1], start_date: '2026-11-01', end_date: '2026-11-30' };

async function managerToken(app: App, restaurantId: number): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'manager@example.com', password: 'password123', restaurantId, manager: true },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.access_token as string;
}

function post(app: App, url: string, payload: Record<string, unknown>, token: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });
}

/**
 * Issue 18: each process keeps the products a restaurant's break patterns pause, per minute, so a
 * basket change or an order no longer reads the patterns every time. A change must still reach
 * every basket and order at once: the kept sets are retired by every create, update, stop and
 * delete. The app runs with the memo on (`menuCacheSeconds`), as in production.
 */
describe.each(DIALECTS)('the paused products kept per minute on %s', (dialect) => {
  let test: TestApp;
  let now = MONDAY_NOON;
  let guest: GuestSession;
  let manager: string;
  let product: number;
  let secondProduct: number;

  const add = (basketId: string, productId = product) => guest.call('POST', 'basket/add', { basketId, productId, quantity: 1 });
  const place = (basketId: string) => guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });
  const refusedAsPaused = (response: LightMyRequestResponse, field: 'productId' | 'basketId') => {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ [field]: ['the_product_is_not_available'] });
  };
  const pattern = async (url: string, fields: Record<string, unknown>) => {
    const response = await post(test.app, `managers/break-patterns${url}`, { restaurantId: guest.restaurantId, ...fields }, manager);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number };
  };
  const basketWithProduct = (time?: string) => pickupBasketWith(guest, product, time);

  beforeAll(async () => {
    test = await buildTestApp(dialect, { menuCacheSeconds: 60 }, () => now);
    guest = await guestSession(test.app);
    manager = await managerToken(test.app, guest.restaurantId);
    product = (await guest.plainProduct()).id;
    secondProduct = (
      await test.app.context.db
        .selectFrom('products')
        .select('id')
        .where('restaurant_id', '=', guest.restaurantId)
        .where('stock', 'is', null)
        .where('is_package', '=', 0)
        .where('delivery_types', '=', '[1,2,3]')
        .where('id', '!=', product)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => test.close());
  beforeEach(async () => {
    now = MONDAY_NOON;
    await test.app.context.db.deleteFrom('break_patterns').execute();
    // The deletion above went round the service: retire what the last test left kept.
    test.app.services.breakPatterns.forgetPauses(guest.restaurantId);
  });

  it('refuses a product at once when a pattern pauses it, though the minute was just answered without', async () => {
    const basketId = await basketWithProduct();
    basketOf(await add(await guest.createBasket()));
    await pattern('', { name: 'Now', ...ACTIVE, products: [product] });
    refusedAsPaused(await add(await guest.createBasket()), 'productId');
    refusedAsPaused(await place(basketId), 'basketId');
  });

  it('follows an update to other products, a stop and a delete at once', async () => {
    const basketId = await basketWithProduct();
    const { id } = await pattern('', { name: 'Moving', ...ACTIVE, products: [product] });
    refusedAsPaused(await add(await guest.createBasket()), 'productId');

    await pattern('/update', { breakPatternId: id, name: 'Moving', ...ACTIVE, products: [secondProduct] });
    basketOf(await add(await guest.createBasket()));
    refusedAsPaused(await add(await guest.createBasket(), secondProduct), 'productId');

    await pattern('/update', { breakPatternId: id, name: 'Moving', ...ACTIVE, products: [product] });
    refusedAsPaused(await add(await guest.createBasket()), 'productId');
    await pattern('/stop', { breakPatternId: id });
    basketOf(await add(await guest.createBasket()));

    const { id: second } = await pattern('', { name: 'Again', ...ACTIVE, products: [product] });
    refusedAsPaused(await place(basketId), 'basketId');
    await pattern('/delete', { breakPatternId: second });
    const placed = await place(basketId);
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('judges each minute on its own: a pattern from 12:01 pauses nothing at 12:00:59, and its product from 12:01', async () => {
    await pattern('', { name: 'From 12:01', ...ACTIVE, start_time: '12:01', products: [product] });
    basketOf(await add(await guest.createBasket()));
    now = new Date('2026-11-23T11:00:59.999Z');
    basketOf(await add(await guest.createBasket()));
    now = new Date('2026-11-23T11:01:00.000Z');
    refusedAsPaused(await add(await guest.createBasket()), 'productId');
  });

  it("retires a basket's delivery minute too, not only the present one", async () => {
    const evening = await basketWithProduct('2026-11-23 18:30');
    basketOf(await add(evening));
    await pattern('', { name: 'Evening', ...ACTIVE, start_time: '18:00', products: [product] });
    refusedAsPaused(await add(evening), 'productId');
    refusedAsPaused(await place(evening), 'basketId');
    // Now (12:00) it pauses nothing yet.
    basketOf(await add(await guest.createBasket()));
  });
});

/**
 * Two API processes on one database: a pattern created through one pauses its product in the
 * other's baskets within moments, though that process had just kept the minute's paused products.
 * Redis carries the change, as it does for the menu's cached answers.
 */
describe.runIf(redisUrl && DIALECTS.includes('postgres'))('the paused products of two processes (needs TEST_REDIS_URL)', () => {
  let apps: TwoTestApps;
  let test: TestApp;
  let other: App;
  let guest: GuestSession;

  beforeAll(async () => {
    apps = await buildTwoTestApps('postgres', { menuCacheSeconds: 60, redisUrl }, () => MONDAY_NOON);
    ({ test, other } = apps);
    guest = await guestSession(test.app);
  });
  afterAll(async () => {
    await Promise.all([test?.app.services.accounts.close(), other?.services.accounts.close()]);
    await apps?.close();
  });

  it('refuses the product in the other process as soon as a pattern here pauses it, and sells it again once stopped', async () => {
    const product = (await guest.plainProduct()).id;
    const addThere = async () => {
      const created = await post(other, 'basket/create', { restaurantId: guest.restaurantId }, guest.token);
      const basketId = created.json().data.id as string;
      return (await post(other, 'basket/add', { restaurantId: guest.restaurantId, basketId, productId: product, quantity: 1 }, guest.token))
        .statusCode;
    };
    expect(await addThere()).toBe(200);
    const manager = await managerToken(test.app, guest.restaurantId);
    const created = await post(
      test.app,
      'managers/break-patterns',
      { restaurantId: guest.restaurantId, name: 'Two-process pause', ...ACTIVE, products: [product] },
      manager,
    );
    expect(created.statusCode, created.body).toBe(200);
    // Redis delivers in milliseconds; without it the other process would sell for a minute.
    await expect.poll(addThere, { timeout: 1000, interval: 50 }).toBe(422);

    const stopped = await post(
      test.app,
      'managers/break-patterns/stop',
      { restaurantId: guest.restaurantId, breakPatternId: created.json().data.id },
      manager,
    );
    expect(stopped.statusCode, stopped.body).toBe(200);
    await expect.poll(addThere, { timeout: 1000, interval: 50 }).toBe(200);
  });
});
