import { formatMoney } from '@platter/i18n';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { registerErrorHandlers } from '../../../src/http/error-handler.ts';
import { zodValidatorCompiler } from '../../../src/http/validation.ts';
import { createSandboxProvider } from '../../../src/modules/payment/providers/sandbox.ts';
import { sandboxPaymentPage } from '../../../src/modules/payment/providers/sandbox-page.ts';
import { type CreatePaymentInput, type PaymentProvider, PaymentProviderError } from '../../../src/modules/payment/providers/types.ts';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../helpers/dialects.ts';
import { type FakeServer, startFakeServer, unreachableUrl } from './fake-server.ts';

const PUBLIC_URL = 'https://shop.example';
const FORM_POST = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DIALECTS)('the sandbox payment provider on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let sandbox: PaymentProvider;
  let webhook: FakeServer;

  beforeAll(async () => {
    webhook = await startFakeServer();
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, database.schema);
    // The parts of app.ts the page relies on: zod compilers, error bodies, the /api prefix.
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandlers(app);
    await app.register(sandboxPaymentPage, { prefix: '/api', db: database.db });
    await app.ready();
    sandbox = createSandboxProvider({ db: database.db, publicUrl: `${PUBLIC_URL}/` });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
    await webhook.close();
  });

  afterEach(() => {
    webhook.requests.length = 0;
  });

  function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
    return {
      reference: '42',
      amountMinor: 1250,
      currency: 'EUR',
      description: 'Order 42 at Demo Bistro',
      returnUrl: 'https://shop.example/order/42?paid=1',
      webhookUrl: `${webhook.url}/api/payment/webhook`,
      locale: 'de',
      ...overrides,
    };
  }

  /** Creates a payment and returns its id and the page's path on our server. */
  async function createPayment(overrides: Partial<CreatePaymentInput> = {}) {
    const created = await sandbox.createPayment(paymentInput(overrides));
    return { id: created.providerPaymentId, path: new URL(created.checkoutUrl).pathname };
  }

  const showPage = (path: string, language = 'en-US,en;q=0.9') =>
    app.inject({ method: 'GET', url: path, headers: { 'accept-language': language } });
  const press = (path: string, action: string) => app.inject({ method: 'POST', url: `${path}/${action}`, headers: FORM_POST, payload: '' });

  it('creates an open payment with a random id and a checkout page on our public address', async () => {
    const first = await sandbox.createPayment(paymentInput());
    const second = await sandbox.createPayment(paymentInput());
    expect(first.providerPaymentId).toMatch(/^[\w-]{22}$/);
    expect(second.providerPaymentId).not.toBe(first.providerPaymentId);
    expect(first.checkoutUrl).toBe(`${PUBLIC_URL}/api/payment/sandbox/${first.providerPaymentId}?lang=de`);
    expect(await sandbox.fetchStatus(first.providerPaymentId)).toBe('open');
  });

  it('shows the amount, the description and the three buttons in English', async () => {
    const { id, path } = await createPayment();
    const response = await showPage(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('€12.50');
    expect(response.body).toContain('Order 42 at Demo Bistro');
    for (const [action, label] of [
      ['pay', 'Pay'],
      ['fail', 'Fail'],
      ['cancel', 'Cancel'],
    ]) {
      expect(response.body).toContain(`formaction="${id}/${action}">${label}</button>`);
    }
  });

  it('speaks the language the guest ordered in, whatever the browser sends (issue 16)', async () => {
    const created = await sandbox.createPayment(paymentInput({ locale: 'de-DE' }));
    const url = new URL(created.checkoutUrl);
    const response = await showPage(`${url.pathname}${url.search}`, 'en-US,en;q=0.9');
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('12,50\u00a0€');
    expect(response.body).not.toContain('€12.50');
    const arabic = await sandbox.createPayment(paymentInput({ locale: 'ar' }));
    const arabicUrl = new URL(arabic.checkoutUrl);
    expect((await showPage(`${arabicUrl.pathname}${arabicUrl.search}`)).body).toContain('<html lang="ar" dir="rtl">');
  });

  it('speaks German to guests who ask for it', async () => {
    const { path } = await createPayment();
    const response = await showPage(path, 'de-CH,de;q=0.9,en;q=0.8');
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('12,50\u00a0€');
    expect(response.body).toContain('Testzahlung');
    for (const label of ['Bezahlen', 'Fehlschlagen', 'Abbrechen']) expect(response.body).toContain(`>${label}</button>`);
  });

  it('speaks French, and Arabic right to left, with the money written as the shop writes it', async () => {
    const { path } = await createPayment();
    const french = await showPage(path, 'fr-FR,fr;q=0.9');
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain(formatMoney(12.5, { currency: 'EUR', locale: 'fr' }));
    for (const label of ['Payer', 'Échouer', 'Annuler']) expect(french.body).toContain(`>${label}</button>`);
    const arabic = await showPage(path, 'ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<title>دفعة تجريبية</title>');
    expect(arabic.body).toContain(formatMoney(12.5, { currency: 'EUR', locale: 'ar' }));
    for (const label of ['ادفع', 'إفشال', 'إلغاء']) expect(arabic.body).toContain(`>${label}</button>`);
    const missing = await showPage('/api/payment/sandbox/unknown-id', 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>الدفعة غير موجودة</h1>');
  });

  it('formats each currency in its own way', async () => {
    const chf = await createPayment({ currency: 'CHF', amountMinor: 990 });
    expect((await showPage(chf.path)).body).toContain('CHF\u00a09.90');
    const usd = await createPayment({ currency: 'USD', amountMinor: 100_005 });
    expect((await showPage(usd.path)).body).toContain('$1,000.05');
  });

  it('escapes the description', async () => {
    const { path } = await createPayment({ description: `<script>alert("x")</script> Tom & Jerry's` });
    const { body } = await showPage(path);
    expect(body).not.toContain('<script>');
    expect(body).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Tom &#38; Jerry&#39;s');
  });

  it('pays: the status becomes paid, the webhook gets the id, the browser goes back to the shop', async () => {
    const { id, path } = await createPayment();
    const response = await press(path, 'pay');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('https://shop.example/order/42?paid=1');
    expect(await sandbox.fetchStatus(id)).toBe('paid');

    const call = await webhook.request(0);
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/api/payment/webhook');
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.body).toBe(`id=${id}`);

    const page = await showPage(path);
    expect(page.body).toContain('This payment is paid.');
    expect(page.body).not.toContain('<button');
  });

  it('changes nothing on a second press, and fires no second webhook', async () => {
    const { id, path } = await createPayment();
    await press(path, 'pay');
    await webhook.request(0);
    for (const action of ['fail', 'cancel', 'pay']) {
      const again = await press(path, action);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe('https://shop.example/order/42?paid=1');
    }
    expect(await sandbox.fetchStatus(id)).toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(webhook.requests).toHaveLength(1);
  });

  it('fails and cancels', async () => {
    const failing = await createPayment();
    expect((await press(failing.path, 'fail')).statusCode).toBe(303);
    expect(await sandbox.fetchStatus(failing.id)).toBe('failed');
    expect((await webhook.request(0)).body).toBe(`id=${failing.id}`);

    const canceling = await createPayment();
    expect((await press(canceling.path, 'cancel')).statusCode).toBe(303);
    expect(await sandbox.fetchStatus(canceling.id)).toBe('canceled');
    expect((await webhook.request(1)).body).toBe(`id=${canceling.id}`);

    expect((await showPage(canceling.path, 'de')).body).toContain('Diese Zahlung wurde abgebrochen.');
  });

  it('redirects the guest even when the webhook cannot be delivered', async () => {
    const { id, path } = await createPayment({ webhookUrl: `${await unreachableUrl()}/hook` });
    const response = await press(path, 'pay');
    expect(response.statusCode).toBe(303);
    expect(await sandbox.fetchStatus(id)).toBe('paid');
  });

  it('answers an unknown payment with a 404 page', async () => {
    const page = await showPage('/api/payment/sandbox/unknown-id', 'de');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Zahlung nicht gefunden');
    const pressed = await press('/api/payment/sandbox/unknown-id', 'pay');
    expect(pressed.statusCode).toBe(404);
    expect(webhook.requests).toHaveLength(0);
  });

  it('refuses an action that is not pay, fail or cancel', async () => {
    const { id, path } = await createPayment();
    expect((await press(path, 'refund')).statusCode).toBe(422);
    expect(await sandbox.fetchStatus(id)).toBe('open');
  });

  it('does not know the status of a payment it never made', async () => {
    await expect(sandbox.fetchStatus('unknown-id')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
