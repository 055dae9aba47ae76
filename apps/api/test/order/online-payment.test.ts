import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('a guest journey paid in the sandbox on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { publicUrl: 'http://127.0.0.1:9' }, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  async function orderedBasket(paymentType: string) {
    const basketId = await guest.createBasket();
    const plain = await guest.plainProduct();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: Math.ceil(2000 / plain.price_minor) }));
    basketOf(
      await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'delivery', delivery_time: '2026-11-23 18:30' }),
    );
    basketOf(
      await guest.call('POST', 'basket/add-address', {
        basketId,
        userInfo: {
          name: 'Erika',
          email: 'erika@example.com',
          address: 'Invalidenstraße',
          house_number: '117',
          postalCode: '10115',
          city: 'Berlin',
        },
      }),
    );
    await guest.call('POST', `basket/add-voucher-to-basket?voucherCode=WELCOME10&basketId=${basketId}&restaurantId=${guest.restaurantId}`);
    basketOf(await guest.call('POST', 'basket/add-tip', { basketId, tip_price: 2 }));
    const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType });
    if (response.statusCode !== 200) throw new Error(response.body);
    return {
      basketId,
      ...(response.json().data as {
        paymentLink: string;
        order: { id: number; total_price: number; payment_status: string; payment_id: number };
      }),
    };
  }

  it('pays on the sandbox page and ends paid, with the order received', async () => {
    const { paymentLink, order } = await orderedBasket('mollie');
    expect(order).toMatchObject({ payment_status: 'open', is_online_payment: true });
    expect(order.payment_id).toEqual(expect.any(Number));
    const path = new URL(paymentLink).pathname;
    expect(path).toMatch(/^\/api\/payment\/sandbox\/[\w-]+$/);

    const page = await test.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'de' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo Bistro');

    const paid = await test.app.inject({ method: 'POST', url: `${path}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/paymentstatus?orderId=${order.id}`);

    const update = await guest.call('GET', 'payment/update', { orderId: order.id, status: 'failed' });
    expect(update.json().data).toEqual({ status: 'paid', orderId: order.id });
    const detail = await guest.call('GET', 'order', { orderId: order.id });
    expect(detail.json().data.order).toMatchObject({ status: 'received', payment_status: 'paid' });
    const mails = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: 'erika@example.com' } });
    const confirmation = mails
      .json()
      .data.find((mail: { subject: string }) => mail.subject === `Deine Bestellung #${order.id} bei Demo Bistro`);
    expect(confirmation?.kind).toBe('order');
  });

  it('reconciles from the webhook alone, and never moves a paid payment back', async () => {
    const { paymentLink, order } = await orderedBasket('mollie');
    const path = new URL(paymentLink).pathname;
    await test.app.inject({ method: 'POST', url: `${path}/pay` });
    const payment = await test.app.context.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const webhook = await test.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${payment.provider_payment_id}`,
    });
    expect(webhook.statusCode).toBe(200);
    expect(
      (await test.app.context.db.selectFrom('orders').select('payment_status').where('id', '=', order.id).executeTakeFirstOrThrow())
        .payment_status,
    ).toBe('paid');
    await test.app.inject({ method: 'POST', url: `${path}/cancel` });
    await test.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${payment.provider_payment_id}`,
    });
    expect(
      (await test.app.context.db.selectFrom('orders').select('payment_status').where('id', '=', order.id).executeTakeFirstOrThrow())
        .payment_status,
    ).toBe('paid');
  });

  it('ends canceled when the guest cancels, and a forged webhook changes nothing', async () => {
    const { paymentLink, order } = await orderedBasket('mollie');
    const forged = await test.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=made-up&status=paid',
    });
    expect(forged.statusCode).toBe(200);
    await test.app.inject({ method: 'POST', url: `${new URL(paymentLink).pathname}/cancel` });
    expect((await guest.call('GET', 'payment/update', { orderId: order.id })).json().data.status).toBe('canceled');
  });

  it('starts a new attempt from payment/prepare after a failed payment, which can then be paid', async () => {
    const { basketId, paymentLink, order } = await orderedBasket('mollie');
    await test.app.inject({ method: 'POST', url: `${new URL(paymentLink).pathname}/fail` });
    expect((await guest.call('GET', 'payment/update', { orderId: order.id })).json().data.status).toBe('failed');
    const retry = await guest.call('GET', 'payment/prepare', { basketId });
    expect(retry.statusCode).toBe(200);
    const secondLink = String(retry.json().data.mollieLink);
    expect(secondLink).not.toBe(paymentLink);
    await test.app.inject({ method: 'POST', url: `${new URL(secondLink).pathname}/pay` });
    expect((await guest.call('GET', 'payment/update', { orderId: order.id })).json().data.status).toBe('paid');
    expect((await guest.call('GET', 'payment/prepare', { basketId })).json().errors).toEqual({ basketId: ['payment_cannot_update'] });
  });

  it('answers the payment state only to the order’s owner', async () => {
    const { order } = await orderedBasket('mollie');
    const stranger = await guestSession(test.app);
    expect((await stranger.call('GET', 'payment/update', { orderId: order.id })).json().errors).toEqual({
      orderId: ['payment_does_not_exists'],
    });
  });
});
