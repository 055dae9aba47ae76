import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { guestSiteUrl, paymentStatusUrl } from '../../src/web/ordering-app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

// Monday 12:00 in Berlin and Zürich: both restaurants are open.
const NOW = new Date('2026-11-23T11:00:00Z');
const PUBLIC_URL = 'http://localhost:3000';

/**
 * Issue 16 item 2: the links of an order (the payment's return page, the sandbox's page, the
 * webhook, the confirmation mail's link) and the password-reset link lead to the host the guest
 * came to when it is the restaurant's, so that the browser keeps its session (local storage is per
 * origin) and lands on the restaurant it ordered from; a host that is not the restaurant's gets
 * PUBLIC_URL.
 */
describe.each(DIALECTS)('links on the restaurant’s own host on %s', (dialect) => {
  let test: TestApp;
  let token: string;
  let bistroId: number;
  let zurichId: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { publicUrl: PUBLIC_URL }, () => NOW);
    token = await publicToken(test.app);
    const restaurants = await test.app.context.db.selectFrom('restaurants').select(['id', 'slug']).execute();
    bistroId = restaurants.find((row) => row.slug === 'demo-bistro')?.id ?? 0;
    zurichId = restaurants.find((row) => row.slug === 'demo-cafe-zurich')?.id ?? 0;
  });
  afterAll(() => test.close());

  /** A request as a browser at `host` sends it; `via` another app instance, with more headers (a proxy's). */
  async function call(
    host: string,
    method: 'GET' | 'POST',
    url: string,
    payload: Record<string, unknown>,
    via: { app?: App; headers?: Record<string, string> } = {},
  ) {
    return (via.app ?? test.app).inject({
      method,
      url: `/api/${url}`,
      headers: { ...bearer(token), host, ...via.headers },
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)])) }
        : { payload }),
    });
  }

  /** A product of the restaurant with no choices, unlimited stock and no package. */
  async function plainProductOf(restaurantId: number) {
    return test.app.context.db
      .selectFrom('products')
      .select(['id'])
      .where('restaurant_id', '=', restaurantId)
      .where('stock', 'is', null)
      .where('is_package', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('product_attribute_groups').select('id').whereRef('product_attribute_groups.product_id', '=', 'products.id')),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }

  /** A pickup basket ordered with `paymentType` through `host`: the create-order answer. */
  async function orderThrough(
    host: string,
    restaurantId: number,
    paymentType: string,
    pickupAt: string,
    via: { app?: App; headers?: Record<string, string> } = {},
  ) {
    const created = await call(host, 'POST', 'basket/create', { restaurantId });
    const basketId = created.json().data.id as string;
    const product = await plainProductOf(restaurantId);
    expect((await call(host, 'POST', 'basket/add', { restaurantId, basketId, productId: product.id, quantity: 2 })).statusCode).toBe(200);
    const time = await call(host, 'POST', 'basket/add-delivery-time', {
      restaurantId,
      basketId,
      deliveryType: 'pickup',
      delivery_time: pickupAt,
    });
    expect(time.statusCode, time.body).toBe(200);
    const info = await call(host, 'POST', 'basket/add-address', {
      restaurantId,
      basketId,
      userInfo: { name: 'Erika', email: `host-${basketId}@example.com`, mobile: '+41441234567' },
    });
    expect(info.statusCode, info.body).toBe(200);
    const response = await call(host, 'POST', 'order/create-order', { restaurantId, basketId, paymentType, termsAgreed: true }, via);
    expect(response.statusCode, response.body).toBe(200);
    const { paymentLink, order } = response.json().data as { paymentLink: string; order: { id: number } };
    return { basketId, paymentLink, orderId: order.id, email: `host-${basketId}@example.com` };
  }

  async function sandboxPaymentOf(orderId: number) {
    const payment = await test.app.context.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const stored = await sql<{
      return_url: string;
      webhook_url: string;
    }>`select return_url, webhook_url from sandbox_payments where id = ${payment.provider_payment_id}`.execute(test.app.context.db);
    return { payment, sandbox: stored.rows[0] };
  }

  it('returns a guest who ordered through 127.0.0.1 there, where their session is', async () => {
    const site = 'http://127.0.0.1:4173';
    const { orderId, paymentLink } = await orderThrough('127.0.0.1:4173', bistroId, 'mollie', '2026-11-23 18:00');
    expect(paymentLink).toMatch(new RegExp(`^${site}/api/payment/sandbox/[\\w-]+\\?lang=`));
    const { payment, sandbox } = await sandboxPaymentOf(orderId);
    expect(sandbox).toEqual({
      return_url: `${site}/paymentstatus?orderId=${orderId}&paymentId=${payment.id}`,
      webhook_url: `${site}/api/payment/webhook?reference=${payment.id}`,
    });
    const paid = await test.app.inject({ method: 'POST', url: `${new URL(paymentLink).pathname}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(sandbox?.return_url);

    const cash = await orderThrough('127.0.0.1:4173', bistroId, 'cash', '2026-11-23 18:15');
    expect(cash.paymentLink).toBe(`${site}/paymentstatus?orderId=${cash.orderId}`);
    const outbox = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: cash.email } });
    expect(outbox.json().data[0]?.text).toContain(`${site}/paymentstatus?orderId=${cash.orderId}`);
  });

  it('returns a Café Zürich guest to the café’s host, in its ordering app, not to Demo Bistro', async () => {
    const site = 'http://demo-cafe-zurich.localhost:3000';
    const { orderId, paymentLink, basketId } = await orderThrough(
      'demo-cafe-zurich.localhost:3000',
      zurichId,
      'saferPay',
      '2026-11-23 16:00',
    );
    expect(paymentLink.startsWith(`${site}/api/payment/sandbox/`)).toBe(true);
    const { payment, sandbox } = await sandboxPaymentOf(orderId);
    expect(sandbox).toEqual({
      return_url: `${site}/paymentstatus?orderId=${orderId}&paymentId=${payment.id}`,
      webhook_url: `${site}/api/payment/webhook?reference=${payment.id}`,
    });
    // A later payment/prepare (after a failed payment) from the same host keeps it too.
    await test.app.inject({ method: 'POST', url: `${new URL(paymentLink).pathname}/fail` });
    const retried = await call('demo-cafe-zurich.localhost:3000', 'GET', 'payment/prepare', { restaurantId: zurichId, basketId });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.mollieLink).toMatch(new RegExp(`^${site}/api/payment/sandbox/`));
  });

  it('falls back to PUBLIC_URL for a host that is not the restaurant’s', async () => {
    for (const [host, restaurantId, paymentType, at] of [
      ['evil.example', bistroId, 'mollie', '2026-11-23 18:30'],
      ['demo-bistro.evil.example:8080', bistroId, 'mollie', '2026-11-23 18:45'],
      ['demo-bistro.localhost:3000@evil.example', bistroId, 'mollie', '2026-11-23 19:00'],
      ['203.0.113.9', bistroId, 'mollie', '2026-11-23 19:15'],
      // Café Zürich is not what 127.0.0.1 serves, nor is it Demo Bistro's host.
      ['127.0.0.1:3000', zurichId, 'saferPay', '2026-11-23 16:15'],
      ['demo-bistro.localhost:3000', zurichId, 'saferPay', '2026-11-23 16:30'],
    ] as const) {
      const { orderId, paymentLink } = await orderThrough(host, restaurantId, paymentType, at);
      expect(paymentLink.startsWith(`${PUBLIC_URL}/api/payment/sandbox/`), host).toBe(true);
      const { payment, sandbox } = await sandboxPaymentOf(orderId);
      expect(sandbox, host).toEqual({
        return_url: `${PUBLIC_URL}/paymentstatus?orderId=${orderId}&paymentId=${payment.id}`,
        webhook_url: `${PUBLIC_URL}/api/payment/webhook?reference=${payment.id}`,
      });
    }
  });

  it('follows X-Forwarded-Proto and X-Forwarded-Host only from a proxy TRUST_PROXY names', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'demo-cafe-zurich.localhost' };
    // Injected requests come from 127.0.0.1: here that is the trusted proxy.
    const proxied = await buildApp(testConfig({ ...test.app.context.config, trustProxy: ['127.0.0.1'] }), {
      database: test.database,
      serveWeb: false,
      now: () => NOW,
    });
    try {
      const behindProxy = await orderThrough('10.0.0.5:8080', zurichId, 'saferPay', '2026-11-23 16:45', {
        app: proxied,
        headers: forwarded,
      });
      expect(behindProxy.paymentLink.startsWith('https://demo-cafe-zurich.localhost/api/payment/sandbox/')).toBe(true);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the forwarded headers are the client's word: the Host is what counts.
    const direct = await orderThrough('10.0.0.5:8080', zurichId, 'saferPay', '2026-11-23 17:00', { headers: forwarded });
    expect(direct.paymentLink.startsWith(`${PUBLIC_URL}/api/payment/sandbox/`)).toBe(true);
  });

  it('mails the password-reset link on the restaurant’s host, and on PUBLIC_URL for a forged one', async () => {
    for (const host of ['demo-bistro.localhost:3000', 'evil.example']) {
      const asked = await call(host, 'POST', 'auth/forgot-password', { email: 'customer@example.com', restaurantId: bistroId });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    const outbox = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: 'customer@example.com' } });
    const links = (outbox.json().data as Array<{ kind: string; text: string }>)
      .filter((mail) => mail.kind === 'password_reset')
      .map((mail) => mail.text.match(/(\S+)\/resetpass\//)?.[1]);
    expect(links.sort()).toEqual(['http://demo-bistro.localhost:3000', PUBLIC_URL].sort());
  });
});

describe('the guest site of a restaurant', () => {
  const config = { publicUrl: 'https://platter.example', defaultRestaurants: testConfig().defaultRestaurants };
  const bistro = { slug: 'demo-bistro', settings: '{}' };
  const events = { slug: 'demo-events', settings: JSON.stringify({ event_mode: true }) };

  it('keeps the scheme of the request, and https for the public domain whatever a proxy says', () => {
    expect(guestSiteUrl(config, bistro, { protocol: 'http', host: 'demo-bistro.platter.example' })).toBe(
      'https://demo-bistro.platter.example',
    );
    expect(guestSiteUrl(config, bistro, { protocol: 'https', host: 'demo-bistro.localhost:3443' })).toBe(
      'https://demo-bistro.localhost:3443',
    );
    expect(guestSiteUrl(config, bistro, { protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
  });

  it('sends an event restaurant’s guest back to the event shop on its host', () => {
    const site = guestSiteUrl(config, events, { protocol: 'http', host: 'DEMO-EVENTS.localhost:3000' });
    expect(paymentStatusUrl(site, events, 'orderId=7')).toBe('http://demo-events.localhost:3000/event-shop/paymentstatus?orderId=7');
    // 127.0.0.1 shows the event shop's default restaurant (demo-events), not the bistro.
    expect(guestSiteUrl(config, events, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
  });

  it('answers PUBLIC_URL for hosts that are not the restaurant’s', () => {
    for (const host of ['', 'platter.example', 'demo-events.localhost', 'demo-bistro.platter.example.evil.example', 'a b', '[::1]:3000/x'])
      expect(guestSiteUrl(config, bistro, { protocol: 'https', host }), host).toBe('https://platter.example');
    expect(guestSiteUrl(config, bistro, undefined)).toBe('https://platter.example');
  });
});
