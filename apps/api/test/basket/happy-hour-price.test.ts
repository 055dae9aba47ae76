import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { basketOf, type GuestSession, guestSession } from './basket-client.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(DIALECTS)('happy-hour prices in the basket on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  it('charges the price the menu shows for the basket’s delivery time', async () => {
    const happy = await test.app.context.db
      .selectFrom('happy_hours')
      .innerJoin('products', 'products.id', 'happy_hours.product_id')
      .select([
        'products.id',
        'products.category_id',
        'products.price_minor',
        'happy_hours.weekday',
        'happy_hours.start_time',
        'happy_hours.price_minor as happy_price',
      ])
      .where('products.restaurant_id', '=', guest.restaurantId)
      .where('products.stock', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('product_attribute_groups').select('id').whereRef('product_attribute_groups.product_id', '=', 'products.id')),
        ),
      )
      .where('happy_hours.weekday', '=', 1)
      .executeTakeFirstOrThrow();
    const [hour = '17', minute = '00'] = happy.start_time.split(':');
    const time = `2026-11-30 ${hour}:${String(Math.ceil(Number(minute) / 15) * 15).padStart(2, '0')}`;
    const basketId = await guest.createBasket();
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: time }));
    const basket = basketOf(await guest.call('POST', 'basket/add', { basketId, productId: happy.id }));
    expect(basket.products[0]?.price).toBe(happy.happy_price / 100);
    const menu = await guest.call('GET', 'restaurant/products', { categoryId: happy.category_id, delivery_time: time });
    const shown = (menu.json().data as Array<{ id: number; price: number }>).find((product) => product.id === happy.id);
    expect(shown?.price).toBe(happy.happy_price / 100);
  });
});
