import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('concurrent orders on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  async function pickupBasket(productId: number, voucher?: string): Promise<string> {
    const basketId = await guest.createBasket();
    await guest.call('POST', 'basket/add', { basketId, productId, quantity: 1 });
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    if (voucher)
      await guest.call(
        'POST',
        `basket/add-voucher-to-basket?voucherCode=${voucher}&basketId=${basketId}&restaurantId=${guest.restaurantId}`,
      );
    return basketId;
  }

  it('sells 5 units in stock to exactly 5 of 50 simultaneous orders, and never below 0', async () => {
    const product = await guest.plainProduct();
    await test.app.context.db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();
    const baskets = [];
    for (let index = 0; index < 50; index += 1) baskets.push(await pickupBasket(product.id));
    const responses = await Promise.all(
      baskets.map((basketId) => guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' })),
    );
    const placed = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const response of refused) expect(response.json().errors).toEqual({ basketId: ['the_product_quantity_limit_reached'] });
    expect(responses.some((response) => response.statusCode >= 500)).toBe(false);
    const stock = await test.app.context.db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    await test.app.context.db.updateTable('products').set({ stock: null }).where('id', '=', product.id).execute();
  }, 60_000);

  it('lets a voucher with a usage limit of 3 be used by exactly 3 of 30 simultaneous orders', async () => {
    const product = await guest.plainProduct();
    const baskets = [];
    for (let index = 0; index < 30; index += 1) baskets.push(await pickupBasket(product.id, 'FIVEOFF'));
    const responses = await Promise.all(
      baskets.map((basketId) => guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.json().errors).toEqual({ voucherCode: ['voucher_has_reached_its_usage_limit_and_cannot_be_used'] });
    }
    const voucher = await test.app.context.db
      .selectFrom('vouchers')
      .select('used_count')
      .where('code', '=', 'FIVEOFF')
      .executeTakeFirstOrThrow();
    expect(voucher.used_count).toBe(3);
    const orders = await test.app.context.db.selectFrom('orders').select('id').where('voucher_code', '=', 'FIVEOFF').execute();
    expect(orders).toHaveLength(3);
  }, 60_000);
});
