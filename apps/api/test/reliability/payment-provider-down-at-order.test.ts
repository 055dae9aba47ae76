import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { type FakeServer, startFakeServer, unreachableUrl } from '../payment/providers/fake-server.ts';
import { type FakeMollie, startFakeMollie } from './fake-mollie.ts';

const NOW = new Date('2026-11-23T11:00:00Z');
/** How long the Mollie adapter waits here before it gives a silent provider up. */
const PROVIDER_TIMEOUT_MS = 400;

type Fault = 'none' | 'error500' | 'silence';

/**
 * Issue 17 item 4: Mollie failing at order time (an HTTP 500, a refused connection, silence past
 * the adapter's timeout). Per the current design (issue 15 item 3) the order is committed with
 * its pending payment first; the failed checkout answers 422 `paymentType: payment_has_problem`,
 * and nothing is stuck: the next submit or `payment/prepare` once Mollie is back gives the page and
 * the order can be paid, the guest may switch to cash, and an order left so is rejected at its due
 * time, giving its stock back.
 */
describe.each(DIALECTS)('Mollie down at order time on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let mollie: FakeMollie;
  /** In front of the fake Mollie: passes calls through, or fails them as `fault` says. */
  let front: FakeServer;
  let fault: Fault = 'none';
  let clock = NOW;

  const db = () => test.app.context.db;
  let stocked: { id: number };

  beforeAll(async () => {
    mollie = await startFakeMollie();
    front = await startFakeServer(async (request) => {
      if (fault === 'error500') return { status: 500, text: '<html>Internal Server Error</html>' };
      if (fault === 'silence') return { hang: true };
      const headers = Object.fromEntries(
        ['authorization', 'idempotency-key', 'content-type'].flatMap((name) => {
          const value = request.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      );
      const answer = await fetch(`${mollie.server.url}${request.url}`, {
        method: request.method,
        headers,
        ...(request.method === 'POST' ? { body: request.body } : {}),
      });
      return { status: answer.status, json: await answer.json() };
    });
    // The adapter takes its options from the config's object as they are, so a test may shorten its timeout.
    const mollieConfig = { apiKey: 'test_fake', baseUrl: front.url, timeoutMs: PROVIDER_TIMEOUT_MS };
    test = await buildTestApp(dialect, { mollie: mollieConfig }, () => clock);
    guest = await guestSession(test.app);
    // A product with stock, to see it held and given back.
    stocked = await guest.plainProduct();
    await db().updateTable('products').set({ stock: 100 }).where('id', '=', stocked.id).execute();
  });
  afterAll(async () => {
    await test.close();
    await front.close();
    await mollie.close();
  });

  const stock = async () =>
    (await db().selectFrom('products').select('stock').where('id', '=', stocked.id).executeTakeFirstOrThrow()).stock;

  async function basket(): Promise<string> {
    const basketId = await guest.createBasket();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: stocked.id, quantity: 2 }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }));
    return basketId;
  }
  const submit = (basketId: string, paymentType = 'mollie') =>
    guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType });
  const placed = (basketId: string) => db().selectFrom('orders').selectAll().where('basket_id', '=', basketId).executeTakeFirstOrThrow();
  const paymentsOf = (orderId: number) => db().selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

  async function expectPayableAfterwards(basketId: string) {
    fault = 'none';
    const again = await submit(basketId);
    expect(again.statusCode, again.body).toBe(200);
    const link = String(again.json().data.paymentLink);
    expect(link).toMatch(/^https:\/\/mollie\.test\/checkout\/tr_fake\d+$/);
    expect((await guest.call('GET', 'payment/prepare', { basketId })).json().data.mollieLink).toBe(link);
    const order = await placed(basketId);
    const [payment, ...more] = await paymentsOf(order.id);
    expect(more).toHaveLength(0);
    expect(payment).toMatchObject({ status: 'open', amount_minor: order.total_minor, checkout_url: link });
    mollie.setStatus(String(payment?.provider_payment_id), 'paid');
    await test.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${payment?.provider_payment_id}`,
    });
    expect(await placed(basketId)).toMatchObject({ payment_status: 'paid', status: 'received' });
  }

  for (const kind of ['error500', 'silence'] as const) {
    it(`answers payment_has_problem on ${kind === 'error500' ? 'an HTTP 500' : 'silence past the timeout'}, keeps the order, and it is paid once Mollie is back`, async () => {
      clock = NOW;
      const basketId = await basket();
      const before = await stock();
      fault = kind;
      const started = performance.now();
      const first = await submit(basketId);
      expect(first.statusCode, first.body).toBe(422);
      expect(first.json()).toMatchObject({ message: { body: expect.any(String) }, errors: { paymentType: ['payment_has_problem'] } });
      // The adapter gave up at its timeout, not at the server's request timeout.
      if (kind === 'silence') expect(performance.now() - started).toBeLessThan(testConfig().requestTimeoutMs);
      const order = await placed(basketId);
      expect(order).toMatchObject({ status: 'received', payment_status: 'open', is_online_payment: 1 });
      expect(await paymentsOf(order.id)).toEqual([
        expect.objectContaining({ status: 'open', provider_payment_id: null, checkout_url: null }),
      ]);
      expect(await stock()).toBe((before ?? 0) - 2);
      // Still down: prepare says so too, and changes nothing.
      const prepare = await guest.call('GET', 'payment/prepare', { basketId });
      expect(prepare.json().errors).toEqual({ paymentType: ['payment_has_problem'] });
      await expectPayableAfterwards(basketId);
      expect(await stock()).toBe((before ?? 0) - 2);
    });
  }

  it('answers payment_has_problem on a refused connection; the guest can switch to cash, and an order left unpaid gives its stock back at its due time', async () => {
    clock = NOW;
    const refusedConfig: Config = testConfig({
      ...test.app.context.config,
      mollie: { apiKey: 'test_fake', baseUrl: await unreachableUrl() },
    });
    const refusing = await buildApp(refusedConfig, { database: test.database, serveWeb: false, now: () => clock });
    try {
      const viaRefusing = (basketId: string) =>
        refusing.inject({
          method: 'POST',
          url: '/api/order/create-order',
          headers: { authorization: `Bearer ${guest.token}` },
          payload: { restaurantId: guest.restaurantId, termsAgreed: true, basketId, paymentType: 'mollie' },
        });
      const before = await stock();
      const switched = await basket();
      const left = await basket();
      for (const basketId of [switched, left]) {
        const response = await viaRefusing(basketId);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().errors).toEqual({ paymentType: ['payment_has_problem'] });
      }
      expect(await stock()).toBe((before ?? 0) - 4);

      // The guest pays cash instead: the order switches, its stock stays taken once.
      const cash = await guest.call('GET', 'payment/prepare', { basketId: switched, paymentType: 'cash' });
      expect(cash.statusCode, cash.body).toBe(200);
      const order = await placed(switched);
      expect(cash.json().data.mollieLink).toContain(`paymentstatus?orderId=${order.id}`);
      expect(order).toMatchObject({ payment_type: 'cash', payment_status: 'none', is_online_payment: 0, status: 'received' });
      expect((await paymentsOf(order.id)).map((payment) => payment.status)).toEqual(['canceled']);
      expect(await stock()).toBe((before ?? 0) - 4);

      // The other is never paid: at its due time the sweep rejects it and gives its stock back.
      clock = new Date(NOW.getTime() + (test.app.context.config.paymentExpiryMinutes + 1) * 60_000);
      await test.app.services.payments.expireOverdue();
      expect(await placed(left)).toMatchObject({ status: 'rejected' });
      expect(await stock()).toBe((before ?? 0) - 2);
    } finally {
      clock = NOW;
      await refusing.close();
    }
  });
});
