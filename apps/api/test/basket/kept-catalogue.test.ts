import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { createHappyHour } from '../restaurant/fixtures.ts';
import { basketOf, type GuestSession, guestSession } from './basket-client.ts';

/** Monday 2026-11-23, 12:00 in Berlin (Demo Bistro's zone). */
const MONDAY_NOON = new Date('2026-11-23T11:00:00.000Z');
const MINUTE = 60_000;

// Issue 18: with the menu cache on (as in production), a basket's products and happy hours are
// kept (catalogue-memo.ts). What the API changes must still reach every basket call at once.
describe.each(DIALECTS)('a basket priced from the kept catalogue on %s', (dialect) => {
  let test: TestApp;
  let now = MONDAY_NOON;
  let guest: GuestSession;
  /** A plain product of the bistro, given a stock of 5, a price of 9.00 and a happy hour (4.50) from 12:05. */
  let productId: number;

  const db = () => test.app.context.db;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { menuCacheSeconds: 60 }, () => now);
    guest = await guestSession(test.app);
    productId = (await guest.plainProduct()).id;
    await db().updateTable('products').set({ stock: 5, price_minor: 900 }).where('id', '=', productId).execute();
    await createHappyHour(db(), productId, { weekday: 1, start_time: '12:05', end_time: '13:00', price_minor: 450 });
  });
  beforeEach(() => {
    now = MONDAY_NOON;
  });
  afterAll(() => test.close());

  it('refuses the units another guest’s order has just taken', async () => {
    const waiting = await guest.createBasket();
    const first = basketOf(await guest.call('POST', 'basket/add', { basketId: waiting, productId, quantity: 1 }));
    expect(first.products[0]?.stock).toBe(5);

    const other = await guest.createBasket();
    basketOf(await guest.call('POST', 'basket/add', { basketId: other, productId, quantity: 4 }));
    await guest.call('POST', 'basket/add-delivery-time', { basketId: other, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    const order = await guest.call('POST', 'order/create-order', { basketId: other, paymentType: 'cash', termsAgreed: true });
    expect(order.statusCode, order.body).toBe(200);

    const more = await guest.call('POST', 'basket/add', { basketId: waiting, productId, quantity: 1 });
    expect(more.statusCode).toBe(422);
    expect(more.json()).toMatchObject({ errors: { quantity: ['the_product_quantity_limit_reached'] }, inStock: 0 });
    const read = basketOf(await guest.call('GET', 'basket', { basketId: waiting }));
    expect(read.products.map((line) => [line.quantity, line.stock])).toEqual([[1, 1]]);
  });

  it('prices a line at the happy hour from the minute it begins', async () => {
    await db().updateTable('products').set({ stock: null }).where('id', '=', productId).execute();
    test.app.services.baskets.forgetRestaurant(guest.restaurantId);
    now = new Date(MONDAY_NOON.getTime() + 4 * MINUTE);
    const basketId = await guest.createBasket();
    expect(basketOf(await guest.call('POST', 'basket/add', { basketId, productId, quantity: 2 })).totalPrice).toBe(18);
    now = new Date(MONDAY_NOON.getTime() + 5 * MINUTE);
    expect(basketOf(await guest.call('GET', 'basket', { basketId })).totalPrice).toBe(9);
  });
});
