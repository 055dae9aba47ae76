import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

// Monday 2026-11-23, 12:00 in Berlin.
const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('ticket slot capacity on %s', (dialect) => {
  let test: TestApp;
  let token: string;
  let restaurantId: number;
  let productId: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    token = await publicToken(test.app);
    const db = test.app.context.db;
    restaurantId = (await db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-tickets').executeTakeFirstOrThrow()).id;
    productId = (
      await db
        .selectFrom('products')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('stock', 'is', null)
        .where('is_ticket', '=', 1)
        .where('additional_info_config', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(selectFrom('product_attribute_groups').select('id').whereRef('product_attribute_groups.product_id', '=', 'products.id')),
          ),
        )
        .executeTakeFirstOrThrow()
    ).id;
    // Tuesday 10:00 takes three bookings.
    await db
      .updateTable('ticket_times')
      .set({ capacity: 3 })
      .where('restaurant_id', '=', restaurantId)
      .where('weekday', '=', 2)
      .where('time', '=', '10:00')
      .execute();
  });
  afterAll(() => test.close());

  const call = (url: string, payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload: { restaurantId, ...payload } });

  async function basketAt(time: string): Promise<string> {
    const basketId = (await call('basket/create', {})).json().data.id as string;
    await call('basket/add', { basketId, productId });
    const timed = await call('basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: time });
    if (timed.statusCode !== 200) throw new Error(timed.body);
    return basketId;
  }

  it('books a slot up to its capacity, even under 10 simultaneous orders, then offers the next free slot as validTime', async () => {
    const baskets = [];
    for (let index = 0; index < 10; index += 1) baskets.push(await basketAt('2026-11-24 10:00'));
    const responses = await Promise.all(
      baskets.map((basketId) => call('order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(7);
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        errors: { delivery_time: ['order_limit_reached'] },
        validTime: '2026-11-24T12:00:00.000+01:00',
      });
    }
  }, 60_000);

  it('refuses a full slot (capacity 0) and a time that is no slot', async () => {
    const full = await test.app.context.db
      .selectFrom('ticket_times')
      .select(['weekday', 'time'])
      .where('restaurant_id', '=', restaurantId)
      .where('capacity', '=', 0)
      .executeTakeFirstOrThrow();
    const dates: Record<number, string> = {
      1: '2026-11-30',
      2: '2026-11-24',
      3: '2026-11-25',
      4: '2026-11-26',
      5: '2026-11-27',
      6: '2026-11-28',
      7: '2026-11-29',
    };
    const onFull = await call('order/create-order', {
      termsAgreed: true,
      basketId: await basketAt(`${dates[full.weekday]} ${full.time}`),
      paymentType: 'cash',
    });
    expect(onFull.json().errors).toEqual({ delivery_time: ['order_limit_reached'] });
    expect(onFull.json().validTime).toEqual(expect.any(String));
    // The basket takes only the start of a slot of that day (opening hours alone are not enough) ...
    const basketId = await basketAt('2026-11-24 12:00');
    for (const time of ['2026-11-24 11:00', '2026-11-24 10:15', '2026-11-25 09:00']) {
      const refused = await call('basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: time });
      expect(refused.statusCode, time).toBe(422);
      expect(refused.json().errors).toEqual({ delivery_time: ['Restaurant_is_not_Open'] });
    }
    const basket = await test.app.context.db
      .selectFrom('baskets')
      .select('delivery_time')
      .where('id', '=', basketId)
      .executeTakeFirstOrThrow();
    expect(basket.delivery_time).toBe('2026-11-24T11:00:00.000Z');
    // ... and the order checks it again (a slot taken away after the basket was timed).
    await test.app.context.db
      .updateTable('baskets')
      .set({ delivery_time: '2026-11-24T10:00:00.000Z' })
      .where('id', '=', basketId)
      .execute();
    const between = await call('order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    expect(between.json().errors).toEqual({ delivery_time: ['Restaurant_is_not_Open'] });
  });
});
