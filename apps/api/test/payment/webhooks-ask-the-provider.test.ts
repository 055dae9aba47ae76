import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession } from '../basket/basket-client.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import type { FakeMollie } from '../reliability/fake-mollie.ts';
import { type AppWithFakeProviders, appWithFakeProviders } from './app-with-fake-providers.ts';
import type { FakeSaferpay } from './providers/fake-saferpay.ts';

const NOW = new Date('2026-11-23T11:00:00Z');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Issue 17 item 4: a webhook only says "ask me": whatever its body claims, the payment's state is
 * the one the provider (a fake Mollie or Saferpay server here) reports. Saferpay calls our URL
 * with `?reference=` (GET, and POST as some setups do).
 */
describe.each(DIALECTS)('webhooks ask the provider on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let mollie: FakeMollie;
  let saferpay: FakeSaferpay;

  let world: AppWithFakeProviders;
  beforeAll(async () => {
    world = await appWithFakeProviders(dialect, () => NOW);
    ({ test, guest, mollie, saferpay } = world);
  });
  afterAll(() => world.close());

  async function onlineOrder(paymentType: 'mollie' | 'saferPay') {
    const basketId = await guest.createBasket();
    const plain = await guest.plainProduct();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 2 }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }));
    const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType });
    expect(response.statusCode, response.body).toBe(200);
    const orderId = response.json().data.order.id as number;
    const payment = await test.app.context.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    return { orderId, paymentId: payment.id, providerId: String(payment.provider_payment_id) };
  }

  const paymentState = async (orderId: number) => {
    const order = await test.app.context.db
      .selectFrom('orders')
      .select('payment_status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const payments = await test.app.context.db.selectFrom('payments').select('status').where('order_id', '=', orderId).execute();
    return { order: order.payment_status, payments: payments.map((row) => row.status) };
  };

  it('moves a Saferpay payment by ?reference= (GET and POST) only when Saferpay says it is paid, capturing once', async () => {
    const { orderId, paymentId, providerId } = await onlineOrder('saferPay');
    const transaction = saferpay.transactions.get(providerId);
    if (!transaction) throw new Error(`the fake has no token ${providerId}`);
    const notifications = [
      () => test.app.inject({ method: 'GET', url: `/api/payment/webhook?reference=${paymentId}` }),
      () => test.app.inject({ method: 'POST', url: `/api/payment/webhook?reference=${paymentId}` }),
      () =>
        test.app.inject({
          method: 'POST',
          url: `/api/payment/webhook?reference=${paymentId}`,
          payload: { Transaction: { Status: 'CAPTURED' }, status: 'paid' },
        }),
      () => test.app.inject({ method: 'POST', url: `/api/payment/webhook?reference=${paymentId}`, headers: FORM, payload: 'status=paid' }),
    ];
    // Not finished at Saferpay (TRANSACTION_NOT_STARTED): every notification, however it is dressed, changes nothing.
    for (const notify of notifications) expect((await notify()).statusCode).toBe(200);
    expect(await paymentState(orderId)).toEqual({ order: 'open', payments: ['open'] });
    expect(transaction.captures).toBe(0);

    transaction.state = 'AUTHORIZED';
    expect((await notifications[0]?.())?.statusCode).toBe(200);
    expect(await paymentState(orderId)).toEqual({ order: 'paid', payments: ['paid'] });
    for (const notify of notifications) expect((await notify()).statusCode).toBe(200);
    expect(transaction.captures).toBe(1);
    expect(await paymentState(orderId)).toEqual({ order: 'paid', payments: ['paid'] });
  });

  it('fails a Saferpay payment by POST ?reference= when Saferpay reports it declined', async () => {
    const { orderId, paymentId, providerId } = await onlineOrder('saferPay');
    const transaction = saferpay.transactions.get(providerId);
    if (!transaction) throw new Error(`the fake has no token ${providerId}`);
    transaction.state = { error: 'TRANSACTION_DECLINED', behavior: 'OTHER_MEANS' };
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/payment/webhook?reference=${paymentId}`,
      payload: { status: 'paid' },
    });
    expect(response.statusCode).toBe(200);
    expect(await paymentState(orderId)).toEqual({ order: 'failed', payments: ['failed'] });
  });

  it('keeps a Mollie payment open under forged webhooks carrying its real id and claiming paid', async () => {
    const { orderId, paymentId, providerId } = await onlineOrder('mollie');
    const forged = [
      () => test.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: FORM, payload: `id=${providerId}&status=paid` }),
      () =>
        test.app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          payload: { id: providerId, status: 'paid', amount: { value: '0.01', currency: 'EUR' } },
        }),
      () =>
        test.app.inject({
          method: 'POST',
          url: `/api/payment/webhook?reference=${paymentId}`,
          payload: { id: providerId, status: 'paid' },
        }),
      () => test.app.inject({ method: 'GET', url: `/api/payment/webhook?reference=${paymentId}&status=paid` }),
    ];
    for (const webhook of forged) expect((await webhook()).statusCode).toBe(200);
    expect(await paymentState(orderId)).toEqual({ order: 'open', payments: ['open'] });

    // Mollie says canceled: the same forged calls now settle it canceled, never paid.
    mollie.setStatus(providerId, 'canceled');
    for (const webhook of forged) expect((await webhook()).statusCode).toBe(200);
    expect(await paymentState(orderId)).toEqual({ order: 'canceled', payments: ['canceled'] });
  });

  it('answers 200 and changes nothing for references and ids that name no payment', async () => {
    const { orderId } = await onlineOrder('mollie');
    for (const url of ['?reference=999999', '?reference=abc', '?reference=-1', '?reference=1e3', '']) {
      expect((await test.app.inject({ method: 'GET', url: `/api/payment/webhook${url}` })).statusCode, url).toBe(200);
      expect(
        (await test.app.inject({ method: 'POST', url: `/api/payment/webhook${url}`, payload: { id: 'tr_forged' } })).statusCode,
        url,
      ).toBe(200);
    }
    expect(await paymentState(orderId)).toEqual({ order: 'open', payments: ['open'] });
  });
});
