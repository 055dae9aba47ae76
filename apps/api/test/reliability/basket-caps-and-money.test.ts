import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

const NOW = new Date('2026-11-23T11:00:00Z');

/**
 * Issue 15 item 9: baskets are bounded (99 units per line, 10,000.00 of goods per basket) with a
 * 422 and a catalogue code, at the basket and again at the order; money columns are 64-bit, and
 * PostgreSQL's bigint reads back as an exact number.
 */
describe.each(DIALECTS)('basket caps and 64-bit money on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let product: { id: number; name: string; price_minor: number };

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
    product = await guest.plainProduct();
    // 50.00 a unit: 99 units make 4,950.00.
    await test.app.context.db.updateTable('products').set({ price_minor: 5000 }).where('id', '=', product.id).execute();
  });
  afterAll(() => test.close());

  const add = (basketId: string, quantity: number, comment?: string) =>
    guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity, ...(comment ? { extraInfo: { comment } } : {}) });

  it('refuses an add of 999 units, and a line beyond 99 units', async () => {
    const basketId = await guest.createBasket();
    const huge = await add(basketId, 999);
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ quantity: ['too_big'] });
    expect(basketOf(await add(basketId, 99)).products[0]?.quantity).toBe(99);
    const more = await add(basketId, 1);
    expect(more.statusCode).toBe(422);
    expect(more.json().errors).toEqual({ quantity: ['basket_line_quantity_limit'] });
  });

  it('stops a basket at 10,000.00 of goods: 884 adds are no longer possible', async () => {
    const basketId = await guest.createBasket();
    let refusedAt = -1;
    for (let attempt = 0; attempt < 884; attempt += 1) {
      const response = await add(basketId, 99, `line ${attempt}`);
      if (response.statusCode !== 200) {
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ quantity: ['basket_total_limit'] });
        refusedAt = attempt;
        break;
      }
    }
    expect(refusedAt).toBe(2);
    const basket = basketOf(await guest.call('GET', 'basket', { basketId }));
    expect(basket.products).toHaveLength(2);
    expect(basket.products.reduce((sum, line) => sum + line.quantity, 0)).toBe(198);
  });

  it('refuses at create-order a basket grown beyond the caps behind the basket calls’ back', async () => {
    const basketId = await guest.createBasket();
    basketOf(await add(basketId, 10));
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    await test.app.context.db.updateTable('basket_products').set({ quantity: 500 }).where('basket_id', '=', basketId).execute();
    const tooMany = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ basketId: ['basket_line_quantity_limit'] });
    await test.app.context.db.updateTable('basket_products').set({ quantity: 99 }).where('basket_id', '=', basketId).execute();
    await test.app.context.db.updateTable('products').set({ price_minor: 20_000 }).where('id', '=', product.id).execute();
    const tooDear = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    await test.app.context.db.updateTable('products').set({ price_minor: 5000 }).where('id', '=', product.id).execute();
    expect(tooDear.statusCode).toBe(422);
    expect(tooDear.json().errors).toEqual({ basketId: ['basket_total_limit'] });
  });

  it('places an order of a large allowed total and reads it back exactly', async () => {
    const basketId = await guest.createBasket();
    await test.app.context.db.updateTable('products').set({ price_minor: 10_099 }).where('id', '=', product.id).execute();
    basketOf(await add(basketId, 99));
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    const placed = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    await test.app.context.db.updateTable('products').set({ price_minor: 5000 }).where('id', '=', product.id).execute();
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order.id as number;
    const detail = await guest.call('GET', 'order', { orderId });
    expect(detail.json().data.order.total_price).toBe(9998.01);
    const row = await test.app.context.db.selectFrom('orders').select('total_minor').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.total_minor).toBe(999_801);
  });

  it('keeps money beyond 32 bits: 30,000,000.00 stores and reads back as an exact number', async () => {
    const basketId = await guest.createBasket();
    basketOf(await add(basketId, 1));
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    const placed = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order.id as number;
    // An amount no basket reaches any more, as a manager's import or a future currency might store it.
    await test.app.context.db
      .updateTable('orders')
      .set({ subtotal_minor: 3_000_000_000, total_minor: 3_000_000_001 })
      .where('id', '=', orderId)
      .execute();
    const row = await test.app.context.db
      .selectFrom('orders')
      .select(['total_minor', 'subtotal_minor'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ total_minor: 3_000_000_001, subtotal_minor: 3_000_000_000 });
    const detail = await guest.call('GET', 'order', { orderId });
    expect(detail.json().data.order).toMatchObject({ subtotal_price: 30_000_000, total_price: 30_000_000.01 });
  });
});
