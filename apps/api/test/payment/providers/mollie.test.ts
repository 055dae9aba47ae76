import { afterEach, describe, expect, it } from 'vitest';
import { decimalAmount, minorAmount } from '../../../src/modules/payment/providers/amount.ts';
import { createMollieProvider, mollieLocale } from '../../../src/modules/payment/providers/mollie.ts';
import { type CreatePaymentInput, PaymentProviderError } from '../../../src/modules/payment/providers/types.ts';
import { type FakeHandler, type FakeServer, jsonBody, startFakeServer, unreachableUrl } from './fake-server.ts';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

const input: CreatePaymentInput = {
  reference: '42',
  amountMinor: 1250,
  currency: 'EUR',
  description: 'Order 42 at Demo Bistro',
  returnUrl: 'https://shop.example/order/42',
  webhookUrl: 'https://shop.example/api/payment/webhook',
  locale: 'de',
};

/** A payment as Mollie's API v2 answers it. */
function molliePayment(id: string, status: string) {
  return {
    resource: 'payment',
    id,
    mode: 'test',
    amount: { value: '12.50', currency: 'EUR' },
    description: input.description,
    status,
    metadata: { reference: '42' },
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
      ...(status === 'open' ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' } } : {}),
    },
  };
}

const mollieError = (status: number, detail: string, field?: string) => ({
  status,
  json: { status, title: status === 401 ? 'Unauthorized Request' : 'Unprocessable Entity', detail, ...(field ? { field } : {}) },
});

describe('amounts for providers', () => {
  it('are decimal text built from minor units', () => {
    expect(decimalAmount(1250)).toBe('12.50');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(100)).toBe('1.00');
    expect(decimalAmount(123_456_789)).toBe('1234567.89');
    expect(minorAmount(1250)).toBe('1250');
    for (const bad of [12.5, -1, Number.NaN]) expect(() => decimalAmount(bad)).toThrow(RangeError);
  });
});

describe('mollie locales', () => {
  it('become Mollie locales, or none', () => {
    expect(mollieLocale('de')).toBe('de_DE');
    expect(mollieLocale('de-CH')).toBe('de_CH');
    expect(mollieLocale('en_GB')).toBe('en_GB');
    expect(mollieLocale('EN')).toBe('en_US');
    expect(mollieLocale('fr-CA')).toBe('fr_FR');
    expect(mollieLocale('xx')).toBeUndefined();
    expect(mollieLocale('')).toBeUndefined();
  });
});

describe('the mollie provider', () => {
  let server: FakeServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function mollie(handler: FakeHandler, timeoutMs?: number) {
    server = await startFakeServer(handler);
    return { provider: createMollieProvider({ apiKey: API_KEY, baseUrl: `${server.url}/`, ...(timeoutMs ? { timeoutMs } : {}) }), server };
  }

  it('creates a payment with the amount as text and returns its id and checkout page', async () => {
    const { provider, server } = await mollie(() => ({ status: 201, json: molliePayment('tr_WDqYK6vllg', 'open') }));
    const created = await provider.createPayment(input);
    expect(created).toEqual({
      providerPaymentId: 'tr_WDqYK6vllg',
      checkoutUrl: 'https://www.mollie.com/checkout/select-method/tr_WDqYK6vllg',
    });

    const request = await server.request(0);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v2/payments');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request.headers['idempotency-key']).toBe('42');
    expect(jsonBody(request)).toEqual({
      amount: { currency: 'EUR', value: '12.50' },
      description: 'Order 42 at Demo Bistro',
      redirectUrl: 'https://shop.example/order/42',
      webhookUrl: 'https://shop.example/api/payment/webhook',
      metadata: { reference: '42' },
      locale: 'de_DE',
    });
  });

  it('leaves out a webhook Mollie cannot reach and a locale it does not know', async () => {
    const { provider, server } = await mollie(() => ({ status: 201, json: molliePayment('tr_local', 'open') }));
    await provider.createPayment({ ...input, webhookUrl: 'http://localhost:3000/api/payment/webhook', locale: 'xx', amountMinor: 5 });
    const body = jsonBody(await server.request(0)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('webhookUrl');
    expect(body).not.toHaveProperty('locale');
    expect(body.amount).toEqual({ currency: 'EUR', value: '0.05' });
  });

  it('maps every Mollie status', async () => {
    const statuses: Record<string, string> = {
      open: 'open',
      pending: 'open',
      authorized: 'open',
      paid: 'paid',
      failed: 'failed',
      expired: 'failed',
      canceled: 'canceled',
    };
    const { provider, server } = await mollie((request) => {
      const id = request.url.split('/').pop() ?? '';
      return { json: molliePayment(id, id.replace('tr_', '')) };
    });
    for (const [mollieStatus, ours] of Object.entries(statuses)) {
      expect(await provider.fetchStatus(`tr_${mollieStatus}`)).toBe(ours);
    }
    const first = await server.request(0);
    expect(first.method).toBe('GET');
    expect(first.url).toBe('/v2/payments/tr_open');
    expect(first.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('turns a refusal into a PaymentProviderError carrying Mollie’s detail, never the key', async () => {
    const { provider } = await mollie(() => mollieError(422, 'The amount is lower than the minimum', 'amount'));
    const error = await provider.createPayment(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ provider: 'mollie' });
    expect((error as Error).message).toContain('The amount is lower than the minimum');
    expect((error as Error).message).not.toContain(API_KEY);
  });

  it('turns errors, garbage, odd answers, silence and an unreachable host into PaymentProviderError', async () => {
    const answers: FakeHandler[] = [
      () => ({ status: 500, text: '<html>Internal Server Error</html>' }),
      () => mollieError(401, 'Missing authentication, or failed to authenticate'),
      () => ({ status: 200, text: 'not json at all' }),
      () => ({ status: 200, json: { id: 'tr_x', status: 'teleported' } }),
      () => ({ status: 200, json: { unexpected: true } }),
      () => ({ status: 200, json: molliePayment('tr_other', 'paid') }),
      () => ({ hang: true }),
    ];
    for (const answer of answers) {
      const { provider } = await mollie(answer, 200);
      await expect(provider.fetchStatus('tr_x')).rejects.toBeInstanceOf(PaymentProviderError);
      await server?.close();
      server = undefined;
    }
    const nowhere = createMollieProvider({ apiKey: API_KEY, baseUrl: await unreachableUrl() });
    await expect(nowhere.fetchStatus('tr_x')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(nowhere.createPayment(input)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refuses a created payment without a checkout page', async () => {
    const { provider } = await mollie(() => ({ status: 201, json: molliePayment('tr_paid_already', 'paid') }));
    await expect(provider.createPayment(input)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
