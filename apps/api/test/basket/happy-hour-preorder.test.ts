import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { basketOf, type GuestSession, guestSession } from './basket-client.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');
const DATE_CODE = 'this_product_is_not_available_for_your_selected_date';

describe.each(DIALECTS)('happy-hour products ordered ahead (pre_order_for_happy_hour) on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let product: { id: number; name: string };

  async function setPreOrder(on: boolean) {
    const { db } = test.app.context;
    const row = await db.selectFrom('restaurants').select('settings').where('id', '=', guest.restaurantId).executeTakeFirstOrThrow();
    const settings = { ...JSON.parse(row.settings), pre_order_for_happy_hour: on };
    await db
      .updateTable('restaurants')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', guest.restaurantId)
      .execute();
  }

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
    product = await guest.plainProduct();
    // Wednesdays 17:00-19:00 in November and December only.
    await test.app.context.db
      .insertInto('happy_hours')
      .values({
        product_id: product.id,
        weekday: 3,
        start_time: '17:00',
        end_time: '19:00',
        start_date: '2026-11-01',
        end_date: '2026-12-31',
        price_minor: 100,
      })
      .execute();
    await setPreOrder(true);
  });
  afterAll(() => test.close());

  async function basketFor(time: string | null) {
    const basketId = await guest.createBasket();
    if (time) basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: time }));
    return basketId;
  }
  const lineCount = async (basketId: string) =>
    (await test.app.context.db.selectFrom('basket_products').select('id').where('basket_id', '=', basketId).execute()).length;

  it('refuses to add the product for a day outside its happy hours, and for today without a time', async () => {
    for (const time of ['2026-11-23 18:00', '2026-11-26 18:00', null]) {
      const basketId = await basketFor(time);
      const response = await guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 1 });
      expect(response.statusCode, String(time)).toBe(422);
      expect(response.json()).toMatchObject({
        message: { body: expect.stringContaining(product.name) },
        errors: { productId: [DATE_CODE] },
        name: product.name,
      });
      expect(await lineCount(basketId)).toBe(0);
    }
  });

  it('adds it for a happy-hour day, whatever the time of that day', async () => {
    for (const time of ['2026-11-25 18:00', '2026-11-25 12:00']) {
      const basket = basketOf(await guest.call('POST', 'basket/add', { basketId: await basketFor(time), productId: product.id }));
      expect(basket.products).toHaveLength(1);
    }
  });

  it('checks again at order time: a basket moved to another day is refused and nothing is written', async () => {
    const basketId = await basketFor('2026-11-25 18:00');
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 2 }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-26 18:00' }));
    const response = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ delivery_time: [DATE_CODE] });
    expect(await test.app.context.db.selectFrom('orders').select('id').where('basket_id', '=', basketId).execute()).toEqual([]);

    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-25 18:00' }));
    const placed = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('sells the product every day where the restaurant does not pre-order happy hours', async () => {
    await setPreOrder(false);
    try {
      const basket = basketOf(
        await guest.call('POST', 'basket/add', { basketId: await basketFor('2026-11-23 18:00'), productId: product.id }),
      );
      expect(basket.products).toHaveLength(1);
    } finally {
      await setPreOrder(true);
    }
  });
});
