import { createApiClient, createMemoryStorage } from '@platter/api-client';
import { createBasketStore, createSessionStore } from '@platter/basket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../auth/fixtures.ts';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

/**
 * Issue 15, item 8: knowing a guest basket's id is no proof of holding the guest session that
 * made it. `basket/assign-basket` gives a guest's basket to a customer only with that session's
 * public token (`guestToken`); a stranger hears 403 `you_dont_allow` and sees none of the guest's
 * details, neither in the answer nor afterwards.
 */
describe.each(DIALECTS)('assigning a guest basket needs proof of its guest session on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let counter = 0;

  // Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
  const NOW = new Date('2026-11-23T11:00:00Z');
  const GUEST_DETAILS = { name: 'Erika Geheim', email: 'erika.geheim@example.com', mobile: '+49 30 1234567', deliveryType: 'pickup' };

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  /** A new customer of the demo restaurant, logged in: its private token. */
  async function customer(): Promise<string> {
    counter += 1;
    const email = `assign-${counter}@example.com`;
    await createUser(test.app.context.db, { restaurantId: guest.restaurantId, email });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password123', restaurantId: guest.restaurantId },
    });
    expect(login.statusCode, login.body).toBe(200);
    return login.json().data.access_token as string;
  }

  /** A guest basket with a product and the guest's contact details. */
  async function guestBasket(): Promise<string> {
    const basketId = await guest.createBasket();
    const product = await guest.plainProduct();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 1 }));
    basketOf(await guest.call('POST', 'basket/add-address', { basketId, userInfo: GUEST_DETAILS }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }));
    return basketId;
  }

  const assign = (token: string, payload: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: '/api/basket/assign-basket',
      headers: bearer(token),
      payload: { restaurantId: guest.restaurantId, ...payload },
    });

  const read = (token: string, basketId: string) =>
    test.app.inject({
      method: 'GET',
      url: '/api/basket',
      headers: bearer(token),
      query: { basketId, restaurantId: String(guest.restaurantId) },
    });

  it('refuses a stranger who knows only the id: 403 you_dont_allow, nothing of the guest revealed', async () => {
    const basketId = await guestBasket();
    const stranger = await customer();
    const strangersGuestToken = await publicToken(test.app);
    const attempts = [
      {},
      { guestToken: strangersGuestToken },
      { guestToken: stranger },
      { guestToken: 'not-a-token' },
      { guestToken: `${guest.token.slice(0, -4)}AAAA` },
    ];
    for (const proof of attempts) {
      const refused = await assign(stranger, { basketId, ...proof });
      expect(refused.statusCode, JSON.stringify(proof)).toBe(403);
      expect(refused.json().code).toBe('you_dont_allow');
      expect(refused.body).not.toContain('Geheim');
      expect(refused.body).not.toContain('1234567');
    }
    const afterwards = await read(stranger, basketId);
    expect(afterwards.json().errors).toEqual({ basketId: ['basket_does_not_exists'] });
    expect(afterwards.body).not.toContain('Geheim');
    // The basket is still the guest's alone.
    const row = await test.app.context.db.selectFrom('baskets').select('user_id').where('id', '=', basketId).executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    // The guest orders: the order is not the stranger's, whose history shows nothing of it.
    const order = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    expect(order.statusCode, order.body).toBe(200);
    const history = await test.app.inject({
      method: 'GET',
      url: '/api/order/history',
      headers: bearer(stranger),
      query: { restaurantId: String(guest.restaurantId) },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).not.toContain('Geheim');
    expect(history.body).not.toContain(String(order.json().data.order.id));
  });

  it("gives the basket to the customer who sends the guest session's public token", async () => {
    const basketId = await guestBasket();
    const me = await customer();
    const assigned = await assign(me, { basketId, guestToken: guest.token });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(basketOf(assigned).id).toBe(basketId);
    expect((await read(me, basketId)).statusCode).toBe(200);
    // Assigning it again to the same customer needs no proof; another customer still cannot take it.
    expect((await assign(me, { basketId })).statusCode).toBe(200);
    const other = await customer();
    const taken = await assign(other, { basketId, guestToken: guest.token });
    expect(taken.statusCode).toBe(403);
    expect(taken.json().code).toBe('you_dont_allow');
  });

  it("a customer's own basket, given back at logout, may be assigned again by that customer only", async () => {
    const me = await customer();
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/basket/create',
      headers: bearer(me),
      payload: { restaurantId: guest.restaurantId },
    });
    const basketId = basketOf(created).id;
    const unassigned = await test.app.inject({
      method: 'POST',
      url: '/api/basket/unassigned-basket',
      headers: bearer(me),
      payload: { basketId },
    });
    expect(unassigned.statusCode).toBe(200);
    expect((await assign(me, { basketId })).statusCode).toBe(200);
    const stranger = await customer();
    expect((await assign(stranger, { basketId, guestToken: guest.token })).statusCode).toBe(403);
  });

  it("the headless client's login assigns the local basket with the guest session's proof", async () => {
    const base = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const storage = createMemoryStorage();
    const api = createApiClient({ baseUrl: `${base}/api`, restaurantId: guest.restaurantId, storage, now: () => NOW });
    const basketStore = createBasketStore({ api, storage, restaurantId: guest.restaurantId, now: () => NOW });
    await basketStore.getState().add({ productId: (await guest.plainProduct()).id, quantity: 1 });
    const basketId = basketStore.getState().basketId ?? 'missing';
    counter += 1;
    const email = `client-${counter}@example.com`;
    const userId = await createUser(test.app.context.db, { restaurantId: guest.restaurantId, email });
    const session = createSessionStore({ api, storage, restaurantId: guest.restaurantId });
    await session.getState().login({ email, password: 'password123' });
    const row = await test.app.context.db.selectFrom('baskets').select('user_id').where('id', '=', basketId).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(userId);
  });

  it('an unknown basket is still basket_does_not_exists; a guest token cannot assign', async () => {
    const me = await customer();
    const missing = await assign(me, { basketId: 'no-such-basket-id-000000', guestToken: guest.token });
    expect(missing.json().errors).toEqual({ basketId: ['basket_does_not_exists'] });
    const basketId = await guestBasket();
    const byGuest = await guest.call('POST', 'basket/assign-basket', { basketId, guestToken: guest.token });
    expect(byGuest.statusCode).toBe(403);
  });
});
