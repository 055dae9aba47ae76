import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { type FakeMollie, startFakeMollie } from './fake-mollie.ts';

const NOW = new Date('2026-11-23T11:00:00Z');

/**
 * Issue 15 item 3: an online order is committed with its pending payment; the provider's checkout
 * is created after the commit, and (re)created by a repeated submit or `payment/prepare` when it is
 * missing. An online order never answers `paymentLink: null`.
 */
describe.each(DIALECTS)('an online order and its checkout on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let mollie: FakeMollie;

  beforeAll(async () => {
    mollie = await startFakeMollie();
    test = await buildTestApp(
      dialect,
      { publicUrl: 'http://127.0.0.1:9', mollie: { apiKey: 'test_fake', baseUrl: mollie.server.url } },
      () => NOW,
    );
    guest = await guestSession(test.app);
  });
  afterAll(async () => {
    await test.close();
    await mollie.close();
  });

  async function pickupBasket(): Promise<string> {
    const basketId = await guest.createBasket();
    const product = await guest.plainProduct();
    await guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 2 });
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    return basketId;
  }

  const order = (basketId: string) => guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'mollie' });

  it('keeps an order payable when the provider fails right after the commit: the next try gives the link', async () => {
    const basketId = await pickupBasket();
    mollie.failNextCreates(1);
    const first = await order(basketId);
    expect(first.statusCode).toBe(422);
    expect(first.json().errors).toEqual({ paymentType: ['payment_has_problem'] });

    // The order and its pending payment were committed together.
    const placed = await test.app.context.db.selectFrom('orders').selectAll().where('basket_id', '=', basketId).executeTakeFirstOrThrow();
    expect(placed).toMatchObject({ is_online_payment: 1, payment_status: 'open' });
    const pending = await test.app.context.db.selectFrom('payments').selectAll().where('order_id', '=', placed.id).execute();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'open', provider: 'mollie', amount_minor: placed.total_minor });

    const second = await order(basketId);
    expect(second.statusCode).toBe(200);
    const link = second.json().data.paymentLink as string;
    expect(link).toMatch(/^https:\/\/mollie\.test\/checkout\/tr_fake\d+$/);
    expect(second.json().data.order.id).toBe(placed.id);

    // prepare names the same page, and the order can be paid there.
    const prepared = await guest.call('GET', 'payment/prepare', { basketId });
    expect(prepared.json().data.mollieLink).toBe(link);
    const payment = await test.app.context.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    mollie.setStatus(String(payment.provider_payment_id), 'paid');
    await test.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${payment.provider_payment_id}`,
    });
    const paid = await guest.call('GET', 'order', { orderId: placed.id });
    expect(paid.json().data.order).toMatchObject({ payment_status: 'paid', status: 'received' });
  });

  it('lets payment/prepare create the missing checkout after a failure', async () => {
    const basketId = await pickupBasket();
    mollie.failNextCreates(2);
    expect((await order(basketId)).statusCode).toBe(422);
    const down = await guest.call('GET', 'payment/prepare', { basketId });
    expect(down.statusCode).toBe(422);
    expect(down.json().errors).toEqual({ paymentType: ['payment_has_problem'] });
    const prepared = await guest.call('GET', 'payment/prepare', { basketId });
    expect(prepared.statusCode).toBe(200);
    expect(prepared.json().data.mollieLink).toMatch(/^https:\/\/mollie\.test\/checkout\//);
    const again = await order(basketId);
    expect(again.json().data.paymentLink).toBe(prepared.json().data.mollieLink);
  });

  it('answers 20 parallel submits of one online basket with the same order and the same non-null link', async () => {
    const basketId = await pickupBasket();
    const before = mollie.created();
    const responses = await Promise.all(Array.from({ length: 20 }, () => order(basketId)));
    for (const response of responses) expect(response.statusCode).toBe(200);
    const ids = new Set(responses.map((response) => response.json().data.order.id));
    const links = new Set(responses.map((response) => response.json().data.paymentLink));
    expect(ids.size).toBe(1);
    expect(links.size).toBe(1);
    expect([...links][0]).toMatch(/^https:\/\/mollie\.test\/checkout\//);
    const orders = await test.app.context.db.selectFrom('orders').select('id').where('basket_id', '=', basketId).execute();
    expect(orders).toHaveLength(1);
    const payments = await test.app.context.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', [...ids][0])
      .execute();
    expect(payments).toHaveLength(1);
    // One provider payment: the attempt's id is the idempotency key.
    expect(mollie.created() - before).toBe(1);
  }, 60_000);

  it('answers 20 parallel submits split over two app instances on one database with one order and one link (sandbox)', async () => {
    // A second instance: its own services (its own in-process single flight), the same database.
    // The same secret (tokens stay valid), online payments through the sandbox.
    const sandboxConfig = testConfig({ ...test.app.context.config, mollie: undefined });
    const first = await buildApp(sandboxConfig, { database: test.database, serveWeb: false, now: () => NOW });
    const second = await buildApp(sandboxConfig, { database: test.database, serveWeb: false, now: () => NOW });
    try {
      const basketId = await pickupBasket();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? first : second).inject({
            method: 'POST',
            url: '/api/order/create-order',
            headers: { authorization: `Bearer ${guest.token}` },
            payload: { restaurantId: guest.restaurantId, termsAgreed: true, basketId, paymentType: 'mollie' },
          }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const ids = new Set(responses.map((response) => response.json().data.order.id));
      const links = new Set(responses.map((response) => response.json().data.paymentLink));
      expect(ids.size).toBe(1);
      expect(links.size).toBe(1);
      expect([...links][0]).toMatch(/\/api\/payment\/sandbox\//);
      const payments = await test.app.context.db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', [...ids][0])
        .execute();
      expect(payments).toHaveLength(1);
      expect(payments[0]?.checkout_url).toBe([...links][0]);
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});
