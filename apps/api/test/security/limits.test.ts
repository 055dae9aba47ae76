import { BASKET_LIMITS } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/dialects.ts';
import { isFailureEnvelope, jsonOf, type SecurityWorld, securityWorld } from './security-world.ts';

const MIB = 1024 * 1024;

describe.each(DIALECTS)('size and list limits on %s', (dialect) => {
  let world: SecurityWorld;
  let basketId: string;

  beforeAll(async () => {
    world = await securityWorld(dialect);
    basketId = (await world.objectsOf('guestA')).basketId;
  }, 60_000);
  afterAll(() => world.close());

  const postRaw = (url: string, body: string, token = world.tokens.guestA) =>
    world.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });

  function expectEnvelope(response: { statusCode: number; body: string }, status: number) {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    expect(isFailureEnvelope(status, jsonOf(response)), response.body.slice(0, 300)).toBe(true);
  }

  it('answers a body over 1 MiB with 413 payload_too_large in the envelope, with or without a token', async () => {
    const padding = 'x'.repeat(MIB);
    const body = JSON.stringify({ restaurantId: world.bistroId, basketId, productId: world.productId, comment: padding });
    for (const token of [world.tokens.guestA, null]) {
      const response = await postRaw('basket/add', body, token);
      expectEnvelope(response, 413);
      expect(response.json().code).toBe('payload_too_large');
    }
    expectEnvelope(await postRaw('auth/login', body, null), 413);
    expectEnvelope(await postRaw('oauth/token', body, null), 413);
  });

  it('reads a body just under 1 MiB and judges it by its fields (422, not 413 or 500)', async () => {
    const body = JSON.stringify({
      restaurantId: world.bistroId,
      basketId,
      productId: world.productId,
      extraInfo: { comment: 'y'.repeat(MIB - 500) },
    });
    expect(Buffer.byteLength(body)).toBeLessThan(MIB);
    expectEnvelope(await postRaw('basket/add', body), 422);
  });

  it('refuses page sizes and counts beyond each list route’s limit, and takes the limit itself', async () => {
    const R = { restaurantId: world.bistroId };
    const cases: Array<[url: string, input: Record<string, unknown>, field: string, over: number, max: number]> = [
      ['blogs', R, 'limit', 51, 50],
      ['blogs', R, 'page', 100_001, 100_000],
      ['blogs/by-tag', { ...R, tagId: 1 }, 'limit', 51, 50],
      ['testimonials', R, 'limit', 51, 50],
      ['testimonials', R, 'page', 100_001, 100_000],
      ['restaurant', { postalCode: '10115', deliveryType: 'pickup' }, 'limit', 101, 100],
      ['restaurant/most-selling', R, 'limit', 101, 100],
    ];
    for (const [url, input, field, over, max] of cases) {
      const tooMany = await world.call('guestA', 'GET', url, { ...input, [field]: over });
      expectEnvelope(tooMany, 422);
      expect(Object.keys(tooMany.json().errors), `${url} ${field}=${over}`).toContain(field);
      for (const bad of [0, -1, '1e400', '9'.repeat(400), 'NaN']) {
        const response = await world.call('guestA', 'GET', url, { ...input, [field]: bad });
        expectEnvelope(response, 422);
      }
      const atMax = await world.call('guestA', 'GET', url, { ...input, [field]: max });
      expect([200, 404], `${url} ${field}=${max}: ${atMax.body.slice(0, 200)}`).toContain(atMax.statusCode);
    }
    const history = await world.call('customerA', 'GET', 'order/history', { page: 10_001 });
    expectEnvelope(history, 422);
    expect((await world.call('customerA', 'GET', 'order/history', { page: 10_000 })).statusCode).toBe(200);
  });

  it('answers at most a page of items however many match', async () => {
    const blogs = await world.call('guestA', 'GET', 'blogs', { restaurantId: world.bistroId, limit: 50 });
    expect(blogs.json().data.items.length).toBeLessThanOrEqual(50);
    const search = await world.call('guestA', 'GET', 'restaurant/product/search', { restaurantId: world.bistroId, query: 'a' });
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json().data).length).toBeLessThan(MIB);
    const history = await world.call('customerA', 'GET', 'order/history', {});
    expect(history.json().data.length).toBeLessThanOrEqual(20);
  });

  it('refuses counts beyond their caps with 422 on the count (BASKET_LIMITS), and takes the cap itself', async () => {
    const own = await world.objectsOf('guestA');
    const add = (quantity: unknown) =>
      world.call('guestA', 'POST', 'basket/add', {
        restaurantId: world.bistroId,
        basketId: own.basketId,
        productId: world.productId,
        quantity,
      });
    for (const quantity of [BASKET_LIMITS.lineQuantity + 1, 1e9, '1e400', 2 ** 53]) {
      const response = await add(quantity);
      expectEnvelope(response, 422);
      expect(Object.keys(response.json().errors)).toContain('quantity');
    }
    const items = [{ productId: world.productId, productPackage: 1, quantity: 100 }];
    const packageItems = await world.call('guestA', 'POST', 'basket/add-product-package-items', {
      restaurantId: world.bistroId,
      basketId: own.basketId,
      productId: world.productId,
      productItems: items,
    });
    expectEnvelope(packageItems, 422);
    const attributes = await world.call('guestA', 'POST', 'basket/add-attribute-items', {
      restaurantId: world.bistroId,
      basketId: own.basketId,
      basketProductId: own.lineId,
      attributeItems: [{ id: 1, quantity: 100 }],
    });
    expectEnvelope(attributes, 422);
    // The line holds 2; the cap allows 97 more and not one beyond.
    expect((await add(BASKET_LIMITS.lineQuantity - 2)).statusCode).toBe(200);
    const beyond = await add(1);
    expectEnvelope(beyond, 422);
    expect(beyond.json().errors.quantity).toEqual(['basket_line_quantity_limit']);
  });

  it('refuses lists in bodies beyond their bounds with 422', async () => {
    const items = Array.from({ length: 101 }, () => ({ productId: world.productId, productPackage: 1, quantity: 1 }));
    const packages = await world.call('guestA', 'POST', 'basket/add-product-package-items', {
      restaurantId: world.bistroId,
      basketId,
      productId: world.productId,
      productItems: items,
    });
    expectEnvelope(packages, 422);
    const external = await world.call('guestA', 'POST', 'order/create-order', {
      restaurantId: world.bistroId,
      basketId,
      paymentType: 'cash',
      externalBasketItems: Array.from({ length: 201 }, () => ({})),
    });
    expectEnvelope(external, 422);
    const tooLongSearch = await world.call('guestA', 'GET', 'restaurant/product/search', {
      restaurantId: world.bistroId,
      query: 'a'.repeat(101),
    });
    expectEnvelope(tooLongSearch, 422);
  });
});
