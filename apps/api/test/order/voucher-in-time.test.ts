import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');
const HOUR = 60 * 60_000;

/**
 * Issue 17 item 3: a voucher counts only within its dates, at the basket and again at the order.
 * A voucher that is not valid when the order is placed is refused there with the catalogue's code
 * (the guest saw its discount on the basket, so a silent change of the total would surprise them),
 * and no use of it is spent.
 */
describe.each(DIALECTS)('a voucher in time on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let plain: { id: number; price_minor: number };
  let clock = NOW;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => clock);
    guest = await guestSession(test.app);
    plain = await guest.plainProduct();
  });
  afterAll(() => test.close());

  async function voucher(code: string, dates: { starts_at: string | null; expires_at: string | null }): Promise<number> {
    const row = await test.app.context.db
      .insertInto('vouchers')
      .values({ restaurant_id: guest.restaurantId, code, kind: 'percent', value: 10, minimum_order_minor: 0, usage_limit: 5, ...dates })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const voucherRow = (id: number) =>
    test.app.context.db.selectFrom('vouchers').select(['used_count', 'starts_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const orderOf = (basketId: string) =>
    test.app.context.db.selectFrom('orders').selectAll().where('basket_id', '=', basketId).executeTakeFirst();

  async function pickupBasket(): Promise<string> {
    const basketId = await guest.createBasket();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 3 }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }));
    return basketId;
  }
  const apply = (basketId: string, code: string) =>
    guest.call('POST', `basket/add-voucher-to-basket?voucherCode=${code}&basketId=${basketId}&restaurantId=${guest.restaurantId}`);
  const order = (basketId: string, paymentType = 'cash') =>
    guest.call('POST', 'order/create-order', { basketId, paymentType, termsAgreed: true });

  it('refuses a voucher that starts tomorrow at apply, and the order gets no discount from it', async () => {
    clock = NOW;
    const id = await voucher('TOMORROW', { starts_at: new Date(NOW.getTime() + 24 * HOUR).toISOString(), expires_at: null });
    const basketId = await pickupBasket();
    const refused = await apply(basketId, 'tomorrow');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ voucherCode: ['code_invalid'] });
    expect(basketOf(await guest.call('GET', 'basket', { basketId }))).toMatchObject({ voucher_code: null, voucherValue: 0 });

    const placed = await order(basketId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.order).toMatchObject({ discount_price: 0, voucher_code: null, total_price: (3 * plain.price_minor) / 100 });
    expect(await orderOf(basketId)).toMatchObject({ discount_minor: 0, voucher_id: null, total_minor: 3 * plain.price_minor });
    expect((await voucherRow(id)).used_count).toBe(0);
  });

  it('refuses at create-order a voucher whose start moved past the order after it was applied, spending no use', async () => {
    clock = NOW;
    const id = await voucher('POSTPONED', { starts_at: null, expires_at: null });
    const basketId = await pickupBasket();
    expect(basketOf(await apply(basketId, 'postponed'))).toMatchObject({ voucher_code: 'POSTPONED' });
    // The restaurant moves the voucher's start to tomorrow while the guest is at checkout.
    await test.app.context.db
      .updateTable('vouchers')
      .set({ starts_at: new Date(NOW.getTime() + 24 * HOUR).toISOString() })
      .where('id', '=', id)
      .execute();
    const refused = await order(basketId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ voucherCode: ['code_invalid'] });
    expect(await orderOf(basketId)).toBeUndefined();
    expect((await voucherRow(id)).used_count).toBe(0);
  });

  it('refuses at create-order a voucher that expired between basket and order, spending no use', async () => {
    clock = NOW;
    const id = await voucher('LASTHOUR', { starts_at: null, expires_at: new Date(NOW.getTime() + HOUR).toISOString() });
    const cash = await pickupBasket();
    const online = await pickupBasket();
    for (const basketId of [cash, online]) expect(basketOf(await apply(basketId, 'lasthour')).voucherValue).toBeGreaterThan(0);

    clock = new Date(NOW.getTime() + HOUR);
    for (const [basketId, paymentType] of [
      [cash, 'cash'],
      [online, 'mollie'],
    ] as const) {
      const refused = await order(basketId, paymentType);
      expect(refused.statusCode, paymentType).toBe(422);
      expect(refused.json().errors).toEqual({ voucherCode: ['code_expired'] });
      expect(await orderOf(basketId)).toBeUndefined();
    }
    expect((await voucherRow(id)).used_count).toBe(0);
    // Without the voucher the same basket is ordered at its full price.
    basketOf(await guest.call('GET', 'basket/remove-voucher-from-basket', { basketId: cash }));
    const placed = await order(cash);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.order).toMatchObject({ discount_price: 0, voucher_code: null });
    expect((await voucherRow(id)).used_count).toBe(0);
  });
});
