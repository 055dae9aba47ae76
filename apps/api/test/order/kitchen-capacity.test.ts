import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

// Monday 2026-11-23, 12:00 in Berlin.
const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)("the kitchen's quarter-hour capacity on %s", (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let productId: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
    productId = (await guest.plainProduct()).id;
  });
  afterAll(() => test.close());

  /** Sets the Demo Bistro's `order_capacity` (a setting only these tests use). */
  async function capacity(orderCapacity: Record<string, number>) {
    const db = test.app.context.db;
    const row = await db.selectFrom('restaurants').select('settings').where('id', '=', guest.restaurantId).executeTakeFirstOrThrow();
    const settings = { ...JSON.parse(row.settings), order_capacity: orderCapacity };
    await db
      .updateTable('restaurants')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', guest.restaurantId)
      .execute();
  }

  /** A pickup basket at `time` (`YYYY-MM-DD HH:mm` in Berlin), or without a time. */
  async function basket(time: string | null, deliveryType: 'pickup' | 'here' = 'pickup'): Promise<string> {
    const basketId = await guest.createBasket();
    await guest.call('POST', 'basket/add', { basketId, productId, quantity: 1 });
    const timed = time
      ? await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType, delivery_time: time })
      : await guest.call('POST', 'basket/change-delivery-method', { basketId, deliveryType });
    if (timed.statusCode !== 200) throw new Error(timed.body);
    return basketId;
  }

  const place = (basketId: string) => guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });
  const orderCount = async () => (await test.app.context.db.selectFrom('orders').select('id').execute()).length;
  const stockOf = async () =>
    (await test.app.context.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;

  it('takes as many orders a quarter hour as the delivery type allows, then names the next quarter hour with room', async () => {
    await capacity({ pickup: 1 });
    expect((await place(await basket('2026-11-23 18:00'))).statusCode).toBe(200);
    expect((await place(await basket('2026-11-23 18:15'))).statusCode).toBe(200);

    const [orders, stock] = [await orderCount(), await stockOf()];
    const full = await place(await basket('2026-11-23 18:00'));
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({
      errors: { delivery_time: ['resources_have_been_reached'] },
      validTime: '2026-11-23T18:30:00.000+01:00',
    });
    expect(await orderCount()).toBe(orders);
    expect(await stockOf()).toBe(stock);

    // Another delivery type has its own (here: unlimited) capacity.
    expect((await place(await basket('2026-11-23 18:00', 'here'))).statusCode).toBe(200);
  });

  it('frees the place of a rejected order', async () => {
    await capacity({ pickup: 1 });
    const first = await place(await basket('2026-11-23 19:00'));
    expect(first.statusCode).toBe(200);
    const second = await basket('2026-11-23 19:00');
    expect((await place(second)).json().errors).toEqual({ delivery_time: ['resources_have_been_reached'] });
    await test.app.context.db.updateTable('orders').set({ status: 'rejected' }).where('id', '=', first.json().data.order.id).execute();
    expect((await place(second)).statusCode).toBe(200);
  });

  it('counts an order without a time in the earliest quarter hour it can be served, and writes that time on it', async () => {
    await capacity({ pickup: 1 });
    const first = await place(await basket(null));
    expect(first.statusCode).toBe(200);
    const order = await test.app.context.db
      .selectFrom('orders')
      .select('delivery_time')
      .where('id', '=', first.json().data.order.id)
      .executeTakeFirstOrThrow();
    const earliest = DateTime.fromISO(order.delivery_time ?? '').setZone('Europe/Berlin');
    expect(earliest.minute % 15).toBe(0);
    expect(earliest > DateTime.fromJSDate(NOW)).toBe(true);
    const second = await place(await basket(null));
    expect(second.json()).toMatchObject({
      errors: { delivery_time: ['resources_have_been_reached'] },
      validTime: earliest.plus({ minutes: 15 }).toISO(),
    });
  });

  it('gives exactly 3 of 10 simultaneous orders the quarter hour that takes 3', async () => {
    await capacity({ pickup: 3 });
    const orders = await orderCount();
    const baskets = [];
    for (let index = 0; index < 10; index += 1) baskets.push(await basket('2026-11-23 19:30'));
    const responses = await Promise.all(baskets.map(place));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        errors: { delivery_time: ['resources_have_been_reached'] },
        validTime: '2026-11-23T19:45:00.000+01:00',
      });
    }
    expect(await orderCount()).toBe(orders + 3);
    await capacity({});
  }, 60_000);
});
