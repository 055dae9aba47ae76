import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('agreeing to the terms at create-order on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  async function readyBasket() {
    const basketId = await guest.createBasket();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: (await guest.plainProduct()).id, quantity: 1 }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }));
    return basketId;
  }
  const ordersOf = async (basketId: string) =>
    test.app.context.db.selectFrom('orders').select('id').where('basket_id', '=', basketId).execute();

  it('refuses an order without termsAgreed: true where the restaurant has terms, and writes nothing', async () => {
    const info = await guest.call('GET', 'restaurant/restaurant-by-id', {});
    expect(info.json().data.legal.terms_and_conditions).toBe(true);
    const basketId = await readyBasket();
    for (const agreement of [{}, { termsAgreed: false }]) {
      const response = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', ...agreement });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: { body: 'Please agree to the terms and conditions.' },
        errors: { termsAgreed: ['terms_must_be_agreed'] },
      });
    }
    expect(await ordersOf(basketId)).toEqual([]);
    const wrongType = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: 'yes' });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['termsAgreed']);

    const agreed = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });
    expect(agreed.statusCode, agreed.body).toBe(200);
  });

  it('does not ask where the restaurant has no terms (none, or a blank text)', async () => {
    const { db } = test.app.context;
    await db
      .updateTable('legal_contents')
      .set({ body: '  ' })
      .where('restaurant_id', '=', guest.restaurantId)
      .where('kind', '=', 'terms_and_conditions')
      .execute();
    const blank = await guest.call('POST', 'order/create-order', { basketId: await readyBasket(), paymentType: 'cash' });
    expect(blank.statusCode, blank.body).toBe(200);
    await db
      .deleteFrom('legal_contents')
      .where('restaurant_id', '=', guest.restaurantId)
      .where('kind', '=', 'terms_and_conditions')
      .execute();
    const none = await guest.call('POST', 'order/create-order', { basketId: await readyBasket(), paymentType: 'cash' });
    expect(none.statusCode, none.body).toBe(200);
  });
});
