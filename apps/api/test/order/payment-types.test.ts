import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';

const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('payment types and repeated order calls on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
    // Demo Bistro also takes payFix here, to exercise it.
    const row = await test.app.context.db
      .selectFrom('restaurants')
      .select('settings')
      .where('id', '=', guest.restaurantId)
      .executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as { paymentMethods: string[] };
    await test.app.context.db
      .updateTable('restaurants')
      .set({ settings: JSON.stringify({ ...settings, paymentMethods: [...settings.paymentMethods, 'payFix', 'pwc'] }) })
      .where('id', '=', guest.restaurantId)
      .execute();
  });
  afterAll(() => test.close());

  async function readyBasket(type = 'pickup') {
    const basketId = await guest.createBasket();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: (await guest.plainProduct()).id, quantity: 2 }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: type, delivery_time: '2026-11-23 18:00' }));
    return basketId;
  }

  it.each(['cash', 'payAtEnd', 'pwc'])('places a %s order without an online payment', async (paymentType) => {
    // Paying at the end is for a guest who stays: eat-in.
    const basketId = await readyBasket(paymentType === 'payAtEnd' ? 'here' : 'pickup');
    const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.order).toMatchObject({ payment_type: paymentType, is_online_payment: false, payment_status: 'none' });
    expect(response.json().data.paymentLink).toContain('/paymentstatus?orderId=');
  });

  it('refuses pay-at-end for a pickup order (issue 16)', async () => {
    const response = await guest.call('POST', 'order/create-order', {
      termsAgreed: true,
      basketId: await readyBasket('pickup'),
      paymentType: 'payAtEnd',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ paymentType: ['cannot_chose_pay_at_end'] });
  });

  it('places a payFix order with its QR code and PIN', async () => {
    const response = await guest.call('POST', 'order/create-order', {
      termsAgreed: true,
      basketId: await readyBasket('here'),
      paymentType: 'payFix',
      qrCode: 'QR-T4',
      pin: '1234',
    });
    expect(response.json().data.order).toMatchObject({ payment_type: 'payFix', delivery_type: 3 });
  });

  it('refuses pay-at-end where the restaurant does not take it', async () => {
    const cafe = await test.app.context.db
      .selectFrom('restaurants')
      .select('id')
      .where('slug', '=', 'demo-cafe-zurich')
      .executeTakeFirstOrThrow();
    const response = await guest.call('POST', 'order/create-order', {
      termsAgreed: true,
      basketId: 'whatever-basket',
      restaurantId: cafe.id,
      paymentType: 'payAtEnd',
    });
    expect(response.json().errors).toEqual({ basketId: ['basket_does_not_exists'] });
    const cafeBasket = (await guest.call('POST', 'basket/create', { restaurantId: cafe.id })).json().data.id as string;
    const refused = await guest.call('POST', 'order/create-order', {
      termsAgreed: true,
      basketId: cafeBasket,
      restaurantId: cafe.id,
      paymentType: 'payAtEnd',
    });
    expect(refused.json().errors).toEqual({ paymentType: ['cannot_chose_pay_at_end'] });
  });

  it('answers a repeated Idempotency-Key with the first order, and payment/prepare sends the guest to the payment page', async () => {
    const basketId = await readyBasket();
    const headers = { ...bearer(guest.token), 'idempotency-key': 'checkout-7f3a' };
    const first = await test.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers,
      payload: { basketId, restaurantId: guest.restaurantId, paymentType: 'mollie', termsAgreed: true },
    });
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers,
      payload: { basketId, restaurantId: guest.restaurantId, paymentType: 'mollie', termsAgreed: true },
    });
    expect(again.json().data).toEqual(first.json().data);
    const prepare = await guest.call('GET', 'payment/prepare', { basketId });
    expect(prepare.statusCode).toBe(200);
    expect(prepare.json().data.mollieLink).toBe(first.json().data.paymentLink);
  });

  it('refuses vouchers where the restaurant does not offer them', async () => {
    const cafe = await test.app.context.db
      .selectFrom('restaurants')
      .select('id')
      .where('slug', '=', 'demo-cafe-zurich')
      .executeTakeFirstOrThrow();
    const basketId = (await guest.call('POST', 'basket/create', { restaurantId: cafe.id })).json().data.id as string;
    const response = await guest.call(
      'POST',
      `basket/add-voucher-to-basket?voucherCode=WELCOME10&basketId=${basketId}&restaurantId=${cafe.id}`,
    );
    expect(response.json().errors).toEqual({ voucherCode: ['code_invalid'] });
  });
});

describe('online payments without a provider in production', () => {
  it('are refused instead of going to the sandbox, unless the sandbox is switched on', async () => {
    const test = await buildTestApp('sqlite', { paymentSandbox: false }, () => NOW);
    const guest = await guestSession(test.app);
    const basketId = await guest.createBasket();
    await guest.call('POST', 'basket/add', { basketId, productId: (await guest.plainProduct()).id, quantity: 2 });
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'mollie' });
    expect(response.json().errors).toEqual({ paymentType: ['payment_provider_missing'] });
    expect(await test.app.context.db.selectFrom('orders').select('id').where('basket_id', '=', basketId).execute()).toEqual([]);
    await test.close();
  });
});
