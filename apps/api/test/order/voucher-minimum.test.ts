import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)("a voucher's minimum order on %s", (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let plain: { id: number; price_minor: number };
  let voucherId: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
    plain = await guest.plainProduct();
    const row = await test.app.context.db
      .insertInto('vouchers')
      .values({
        restaurant_id: guest.restaurantId,
        code: 'BIGORDER',
        kind: 'amount',
        value: 300,
        // Three units reach it, two do not.
        minimum_order_minor: plain.price_minor * 3,
        usage_limit: 5,
        expires_at: '2027-12-31T22:59:59.000Z',
        starts_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    voucherId = row.id;
  });
  afterAll(() => test.close());

  const usedCount = async () =>
    (await test.app.context.db.selectFrom('vouchers').select('used_count').where('id', '=', voucherId).executeTakeFirstOrThrow())
      .used_count;

  async function basketOfUnits(units: number) {
    const basketId = await guest.createBasket();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: units }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }));
    return basketId;
  }
  const applyVoucher = (basketId: string) =>
    guest.call('POST', `basket/add-voucher-to-basket?voucherCode=bigorder&basketId=${basketId}&restaurantId=${guest.restaurantId}`);

  it('refuses the voucher below its minimum with you_donot_get_discount and leaves the basket without it', async () => {
    const basketId = await basketOfUnits(2);
    const response = await applyVoucher(basketId);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: { body: expect.any(String) }, errors: { voucherCode: ['you_donot_get_discount'] } });
    const basket = basketOf(await guest.call('GET', 'basket', { basketId }));
    expect(basket).toMatchObject({ voucher_code: null, voucherValue: 0 });
    expect(await usedCount()).toBe(0);
  });

  it('places an order that fell below the minimum without discount and without spending a use', async () => {
    const basketId = await basketOfUnits(3);
    expect(basketOf(await applyVoucher(basketId))).toMatchObject({ voucher_code: 'BIGORDER', voucherValue: 3 });
    const line = basketOf(await guest.call('GET', 'basket', { basketId })).products[0]?.basketProductId ?? 0;
    const below = basketOf(await guest.call('GET', 'basket/remove', { basketId, basketProductId: line }));
    expect(below).toMatchObject({ voucherValue: 0, totalWithDiscount: below.totalPrice });

    const response = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.order).toMatchObject({
      discount_price: 0,
      voucher_code: null,
      total_price: (2 * plain.price_minor) / 100,
    });
    expect(await usedCount()).toBe(0);
  });

  it('gives the discount and counts one use when the minimum is reached', async () => {
    const basketId = await basketOfUnits(3);
    basketOf(await applyVoucher(basketId));
    const response = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.order).toMatchObject({ discount_price: 3, voucher_code: 'BIGORDER' });
    expect(await usedCount()).toBe(1);
  });
});
