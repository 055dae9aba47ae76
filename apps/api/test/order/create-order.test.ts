import { createOrderResponseSchema, envelopeSchema, orderDetailSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('placing an order on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  async function readyBasket({ type = 'pickup', quantity = 2 }: { type?: string; quantity?: number } = {}) {
    const basketId = await guest.createBasket();
    const plain = await guest.plainProduct();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: type, delivery_time: '2026-11-23 18:00' }));
    return { basketId, plain };
  }

  it('places a cash order for pickup and shows it on the payment-status route', async () => {
    const { basketId, plain } = await readyBasket();
    const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    expect(response.statusCode).toBe(200);
    const { data } = envelopeSchema(createOrderResponseSchema).parse(response.json());
    expect(data.paymentLink).toMatch(new RegExp(`/paymentstatus\\?orderId=${data.order.id}$`));
    expect(data.order).toMatchObject({
      status: 'received',
      payment_type: 'cash',
      is_online_payment: false,
      payment_status: 'none',
      delivery_type: 2,
    });
    expect(data.order.payment_id).toBeUndefined();
    expect(data.order.total_price).toBe((2 * plain.price_minor) / 100);

    const detail = envelopeSchema(orderDetailSchema).parse((await guest.call('GET', 'order', { orderId: data.order.id })).json()).data;
    expect(detail.products).toEqual([expect.objectContaining({ name: plain.name, quantity: 2 })]);
  });

  it('makes one order of one basket, however often it is asked, and closes the basket', async () => {
    const { basketId } = await readyBasket();
    const [first, second] = await Promise.all([
      guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' }),
      guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' }),
    ]);
    expect(first.json().data.order.id).toBe(second.json().data.order.id);
    const third = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    expect(third.json().data.order.id).toBe(first.json().data.order.id);
    const count = await test.app.context.db.selectFrom('orders').select('id').where('basket_id', '=', basketId).execute();
    expect(count).toHaveLength(1);
    const change = await guest.call('POST', 'basket/add', { basketId, productId: (await guest.plainProduct()).id });
    expect(change.json().errors).toEqual({ basketId: ['basket_does_not_exists'] });
  });

  it('names what stands in the way: empty basket, no delivery type, payment types the restaurant does not take', async () => {
    const empty = await guest.createBasket();
    expect(
      (await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId: empty, paymentType: 'cash' })).json().errors,
    ).toEqual({
      basketId: ['total_price_is_zero'],
    });
    const untyped = await guest.createBasket();
    await guest.call('POST', 'basket/add', { basketId: untyped, productId: (await guest.plainProduct()).id });
    expect(
      (await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId: untyped, paymentType: 'cash' })).json().errors,
    ).toEqual({
      deliveryType: ['required'],
    });
    const { basketId } = await readyBasket();
    expect(
      (await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'saferPay' })).json().errors,
    ).toEqual({
      paymentType: ['payment_has_problem'],
    });
    expect((await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'zvt' })).json().errors).toEqual({
      paymentType: ['payment_has_problem'],
    });
    expect((await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'payFix' })).json().errors).toEqual({
      qrCode: ['required'],
      pin: ['required'],
    });
  });

  it('needs a delivery address in the area and the minimum order value', async () => {
    const basketId = await guest.createBasket();
    const plain = await guest.plainProduct();
    await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 1 });
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'delivery', delivery_time: '2026-11-23 18:00' });
    expect((await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' })).json().errors).toEqual({
      postalCode: ['postal_code_does_not_exists_in_this_area'],
    });
    await guest.call('POST', 'basket/add-address', {
      basketId,
      userInfo: { name: 'Erika', postalCode: '10119', deliveryType: 'delivery' },
    });
    // The demo's plain product costs less than the 20.00 minimum of 10119: said here, so that a
    // change of the demo data fails this line instead of skipping the check.
    expect(plain.price_minor).toBeLessThan(2000);
    expect((await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' })).json().errors).toEqual({
      basketId: ['your_total_price_cannot_be_less_than'],
    });
  });

  it('checks validity without ordering', async () => {
    const { basketId } = await readyBasket();
    const valid = await guest.call('POST', `order/is-valid?basketId=${basketId}&restaurantId=${guest.restaurantId}`);
    expect(valid.json().data).toEqual({ valid: true, errors: {} });
    const empty = await guest.createBasket();
    const invalid = await guest.call('POST', `order/is-valid?basketId=${empty}&restaurantId=${guest.restaurantId}`);
    expect(invalid.json().data).toEqual({ valid: false, errors: { basketId: ['total_price_is_zero'] } });
  });

  it('never shows an order to another guest', async () => {
    const { basketId } = await readyBasket();
    const orderId = (await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' })).json().data.order
      .id as number;
    const stranger = await guestSession(test.app);
    expect((await stranger.call('GET', 'order', { orderId })).json().errors).toEqual({ orderId: ['order_does_not_exists'] });
  });
});

describe.each(DIALECTS)('reorder and bill request on %s', (dialect) => {
  it('makes a new basket of an earlier order, and tells the staff about a bill request', async () => {
    const test = await buildTestApp(dialect, {}, () => NOW);
    const guest = await guestSession(test.app);
    const basketId = await guest.createBasket();
    const plain = await guest.plainProduct();
    await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 3 });
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'here', delivery_time: '2026-11-23 18:00' });
    const orderId = (await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'payAtEnd' })).json().data
      .order.id as number;
    const reorder = await guest.call('POST', 'order/create-basket', { orderId });
    expect(reorder.statusCode).toBe(200);
    const again = basketOf(await guest.call('GET', 'basket', { basketId: reorder.json().data.basketId }));
    expect(again.products).toEqual([expect.objectContaining({ productId: plain.id, quantity: 3 })]);
    const bill = await guest.call('GET', 'order/bill-request', { order_id: orderId });
    expect(bill.json().data).toEqual({ requested: true });
    const stranger = await guestSession(test.app);
    expect((await stranger.call('POST', 'order/create-basket', { orderId })).json().errors).toEqual({ orderId: ['order_does_not_exists'] });
    await test.close();
  });
});
