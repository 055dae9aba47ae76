import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

const NOW = new Date('2026-11-23T11:00:00Z');

/**
 * Issue 15, the reliability battery: a crowd of duplicate, out-of-order and forged webhooks for one
 * payment. The status is always read from the provider (the sandbox here), never from the body; the
 * order moves to paid once and its one confirmation mail (written when the order is committed) stays one. On PostgreSQL the webhooks
 * are split over two app instances on one database.
 */
describe.each(DIALECTS)('webhooks under a crowd on %s', (dialect) => {
  let test: TestApp;
  let other: App;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { publicUrl: 'http://127.0.0.1:9' }, () => NOW);
    other =
      dialect === 'postgres'
        ? await buildApp(testConfig({ ...test.app.context.config }), { database: test.database, serveWeb: false, now: () => NOW })
        : test.app;
    guest = await guestSession(test.app);
  });
  afterAll(async () => {
    if (other !== test.app) await other.close();
    await test.close();
  });

  async function onlineOrder() {
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
          email: 'hooks@example.com',
          address: 'Invalidenstraße',
          house_number: '117',
          postalCode: '10115',
          city: 'Berlin',
        },
      }),
    );
    const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'mollie' });
    if (response.statusCode !== 200) throw new Error(response.body);
    const { order, paymentLink } = response.json().data as { order: { id: number }; paymentLink: string };
    return { orderId: order.id, path: new URL(paymentLink).pathname };
  }

  const orderRow = (id: number) => test.app.context.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const mailsOf = async (orderId: number) =>
    (
      await test.app.context.db
        .selectFrom('outbox_mails')
        .select(['kind', 'subject'])
        .where('recipient', '=', 'hooks@example.com')
        .where('kind', '=', 'order')
        .execute()
    ).filter((mail) => mail.subject.includes(`#${orderId} `));

  /** The n-th webhook of a crowd: the provider's form post, a JSON body, or a GET by reference; some forged. */
  function webhook(index: number, providerId: string, paymentId: number) {
    const app = index % 2 === 0 ? test.app : other;
    switch (index % 5) {
      case 0:
        return app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `id=${providerId}`,
        });
      case 1:
        // A forged body claiming the payment is paid: only the id is read, the status comes from the provider.
        return app.inject({ method: 'POST', url: '/api/payment/webhook', payload: { id: providerId, status: 'paid', amount: 1 } });
      case 2:
        return app.inject({ method: 'GET', url: `/api/payment/webhook?reference=${paymentId}` });
      case 3:
        return app.inject({ method: 'POST', url: `/api/payment/webhook?reference=${paymentId}`, payload: { status: 'failed' } });
      default:
        return app.inject({ method: 'POST', url: '/api/payment/webhook', payload: { id: 'tr_unknown', status: 'paid' } });
    }
  }

  it('moves one payment to paid once under 100 duplicate, out-of-order and forged webhooks, with one confirmation mail', async () => {
    const { orderId, path } = await onlineOrder();
    const payment = await test.app.context.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const providerId = String(payment.provider_payment_id);
    // The confirmation mail is written once, when the order is committed; no webhook writes another.
    expect(await mailsOf(orderId)).toHaveLength(1);
    const mailsBefore = 1;

    // Before the guest pays: 50 webhooks, half of them claiming paid, change nothing.
    const early = await Promise.all(Array.from({ length: 50 }, (_, index) => webhook(index, providerId, payment.id)));
    for (const response of early) expect(response.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'open', status: 'received' });
    expect(await mailsOf(orderId)).toHaveLength(mailsBefore);

    // The guest pays; 100 webhooks arrive at once.
    expect((await test.app.inject({ method: 'POST', url: `${path}/pay` })).statusCode).toBe(303);
    const started = performance.now();
    const crowd = await Promise.all(Array.from({ length: 100 }, (_, index) => webhook(index, providerId, payment.id)));
    const elapsed = performance.now() - started;
    for (const response of crowd) expect(response.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'paid', status: 'received' });
    expect(await mailsOf(orderId)).toHaveLength(mailsBefore);
    const payments = await test.app.context.db.selectFrom('payments').select('status').where('order_id', '=', orderId).execute();
    expect(payments.map((row) => row.status)).toEqual(['paid']);
    expect(elapsed).toBeLessThan(10_000);

    // Out of order: a late "canceled" at the provider and more webhooks never move a paid payment back.
    await test.app.inject({ method: 'POST', url: `${path}/cancel` });
    const late = await Promise.all(Array.from({ length: 20 }, (_, index) => webhook(index, providerId, payment.id)));
    for (const response of late) expect(response.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'paid', status: 'received' });
    expect(await mailsOf(orderId)).toHaveLength(mailsBefore);
  }, 60_000);
});
