import { afterEach, describe, expect, it } from 'vitest';
import { createSaferpayProvider, SAFERPAY_SPEC_VERSION } from '../../../src/modules/payment/providers/saferpay.ts';
import { type CreatePaymentInput, type PaymentProvider, PaymentProviderError } from '../../../src/modules/payment/providers/types.ts';
import { type FakeTransaction, fakeSaferpay, saferpayError } from './fake-saferpay.ts';
import { type FakeAnswer, type FakeServer, jsonBody, type RecordedRequest, startFakeServer, unreachableUrl } from './fake-server.ts';

const CREDENTIALS = { customerId: '245294', terminalId: '17757531', username: 'API_245294_08700063', password: 'sesame-open' };

const input: CreatePaymentInput = {
  reference: '42',
  amountMinor: 1250,
  currency: 'CHF',
  description: 'Order 42 at Demo Bistro',
  returnUrl: 'https://shop.example/order/42',
  webhookUrl: 'https://shop.example/api/payment/webhook?reference=42',
  locale: 'de-CH',
};

describe('the saferpay provider', () => {
  let server: FakeServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function saferpay(handler: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>, timeoutMs?: number) {
    server = await startFakeServer(handler);
    const provider: PaymentProvider = createSaferpayProvider({
      ...CREDENTIALS,
      baseUrl: `${server.url}/api`,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    return { provider, server };
  }

  const calls = (server: FakeServer, path: string) => server.requests.filter((request) => request.url === `/api/Payment/v1/${path}`);

  it('initializes a payment page with the amount in minor units as text', async () => {
    const { provider, server } = await saferpay(fakeSaferpay(new Map()));
    const created = await provider.createPayment(input);
    expect(created).toEqual({
      providerPaymentId: 'token1',
      checkoutUrl: 'https://test.saferpay.com/vt2/api/PaymentPage/245294/17757531/token1',
    });

    const request = await server.request(0);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/Payment/v1/PaymentPage/Initialize');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('API_245294_08700063:sesame-open').toString('base64')}`);
    expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request.headers.accept).toBe('application/json');
    expect(jsonBody(request)).toEqual({
      RequestHeader: { SpecVersion: SAFERPAY_SPEC_VERSION, CustomerId: '245294', RequestId: expect.any(String), RetryIndicator: 0 },
      TerminalId: '17757531',
      Payment: { Amount: { Value: '1250', CurrencyCode: 'CHF' }, OrderId: '42', Description: 'Order 42 at Demo Bistro' },
      Payer: { LanguageCode: 'de' },
      ReturnUrl: { Url: 'https://shop.example/order/42' },
      Notification: {
        SuccessNotifyUrl: 'https://shop.example/api/payment/webhook?reference=42',
        FailNotifyUrl: 'https://shop.example/api/payment/webhook?reference=42',
      },
    });
  });

  it('sends a new request id with every request', async () => {
    const { provider, server } = await saferpay(fakeSaferpay(new Map()));
    await provider.createPayment(input);
    await provider.createPayment({ ...input, locale: 'xx', amountMinor: 5 });
    const [first, second] = server.requests.map((request) => jsonBody(request) as { RequestHeader: { RequestId: string } });
    expect(first?.RequestHeader.RequestId).not.toBe(second?.RequestHeader.RequestId);
    expect(second).not.toHaveProperty('Payer');
    expect(second).toMatchObject({ Payment: { Amount: { Value: '5' } } });
  });

  it('is paid when Assert says CAPTURED, without capturing again', async () => {
    const transactions = new Map<string, FakeTransaction>([['t1', { state: 'CAPTURED', captures: 0 }]]);
    const { provider, server } = await saferpay(fakeSaferpay(transactions));
    expect(await provider.fetchStatus('t1')).toBe('paid');
    expect(jsonBody(await server.request(0))).toMatchObject({ RequestHeader: { CustomerId: '245294' }, Token: 't1' });
    expect(calls(server, 'Transaction/Capture')).toHaveLength(0);
  });

  it('captures an AUTHORIZED transaction, and a second check finds it paid without capturing twice', async () => {
    const transactions = new Map<string, FakeTransaction>([['t1', { state: 'AUTHORIZED', captures: 0 }]]);
    const { provider, server } = await saferpay(fakeSaferpay(transactions));
    expect(await provider.fetchStatus('t1')).toBe('paid');
    const [capture] = calls(server, 'Transaction/Capture');
    expect(capture && jsonBody(capture)).toMatchObject({ TransactionReference: { TransactionId: 'tx-t1' } });
    expect(await provider.fetchStatus('t1')).toBe('paid');
    expect(calls(server, 'Transaction/Capture')).toHaveLength(1);
    expect(transactions.get('t1')?.captures).toBe(1);
  });

  it('is paid for both when notify and return race to capture', async () => {
    const transactions = new Map<string, FakeTransaction>([['t1', { state: 'AUTHORIZED', captures: 0 }]]);
    const { provider, server } = await saferpay(fakeSaferpay(transactions, { holdAsserts: 2 }));
    expect(await Promise.all([provider.fetchStatus('t1'), provider.fetchStatus('t1')])).toEqual(['paid', 'paid']);
    expect(calls(server, 'Transaction/Capture')).toHaveLength(2);
    expect(transactions.get('t1')?.captures).toBe(1);
  });

  it('is paid when a failed capture turns out to have been done by someone else', async () => {
    const transactions = new Map<string, FakeTransaction>([
      ['t1', { state: 'AUTHORIZED', captures: 0, capture: { error: 'TRANSACTION_IN_WRONG_STATE' } }],
    ]);
    const { provider, server } = await saferpay(async (request) => {
      // Another process captures between our Assert and our Capture.
      if (request.url.endsWith('/Transaction/Capture')) {
        const answer = await fakeSaferpay(transactions)(request);
        const transaction = transactions.get('t1');
        if (transaction) transaction.captures = 1;
        return answer;
      }
      return fakeSaferpay(transactions)(request);
    });
    expect(await provider.fetchStatus('t1')).toBe('paid');
    expect(calls(server, 'PaymentPage/Assert')).toHaveLength(2);
  });

  it('maps the outcomes Assert reports as errors, and pending transactions', async () => {
    const transactions = new Map<string, FakeTransaction>([
      ['aborted', { state: { error: 'TRANSACTION_ABORTED' }, captures: 0 }],
      ['declined', { state: { error: 'TRANSACTION_DECLINED', behavior: 'OTHER_MEANS' }, captures: 0 }],
      ['expired', { state: { error: 'TOKEN_EXPIRED' }, captures: 0 }],
      ['not-started', { state: { error: 'TRANSACTION_NOT_STARTED', behavior: 'RETRY_LATER' }, captures: 0 }],
      ['pending', { state: 'PENDING', captures: 0 }],
      ['capture-pending', { state: 'AUTHORIZED', captures: 0, capture: 'PENDING' }],
    ]);
    const { provider } = await saferpay(fakeSaferpay(transactions));
    expect(await provider.fetchStatus('aborted')).toBe('canceled');
    expect(await provider.fetchStatus('declined')).toBe('failed');
    expect(await provider.fetchStatus('expired')).toBe('failed');
    expect(await provider.fetchStatus('not-started')).toBe('open');
    expect(await provider.fetchStatus('pending')).toBe('open');
    expect(await provider.fetchStatus('capture-pending')).toBe('open');
  });

  it('treats errors about us or Saferpay, not the payment, as PaymentProviderError', async () => {
    const transactions = new Map<string, FakeTransaction>([
      ['denied', { state: { error: 'PERMISSION_DENIED', status: 403 }, captures: 0 }],
      ['unauthenticated', { state: { error: 'AUTHENTICATION_FAILED', status: 401 }, captures: 0 }],
      ['busy', { state: { error: 'INTERNAL_ERROR', status: 500, behavior: 'RETRY_LATER' }, captures: 0 }],
      ['capture-refused', { state: 'AUTHORIZED', captures: 0, capture: { error: 'INTERNAL_ERROR', status: 500 } }],
    ]);
    const { provider } = await saferpay(fakeSaferpay(transactions));
    for (const token of ['denied', 'unauthenticated', 'busy', 'capture-refused', 'unknown-token']) {
      const error = await provider.fetchStatus(token).catch((caught: unknown) => caught);
      expect(error, token).toBeInstanceOf(PaymentProviderError);
      expect((error as Error).message).not.toContain('sesame-open');
    }
  });

  it('turns a refused initialize, garbage, silence and an unreachable host into PaymentProviderError', async () => {
    const answers: Array<() => FakeAnswer> = [
      () => saferpayError(400, 'VALIDATION_FAILED'),
      () => ({ status: 500, text: '<html>Service Unavailable</html>' }),
      () => ({ status: 200, text: 'garbage' }),
      () => ({ status: 200, json: { Token: 'no-redirect' } }),
      () => ({ status: 402, json: { unexpected: 'error shape' } }),
      () => ({ hang: true }),
    ];
    for (const answer of answers) {
      const { provider } = await saferpay(answer, 200);
      await expect(provider.createPayment(input)).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(provider.fetchStatus('t1')).rejects.toBeInstanceOf(PaymentProviderError);
      await server?.close();
      server = undefined;
    }
    const nowhere = createSaferpayProvider({ ...CREDENTIALS, baseUrl: await unreachableUrl() });
    await expect(nowhere.createPayment(input)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(nowhere.fetchStatus('t1')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
