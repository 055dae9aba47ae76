import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../../../src/config.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { createPaymentProviders } from '../../../src/modules/payment/providers/index.ts';
import { openTestDatabase, type TestDatabase } from '../../helpers/dialects.ts';

const SAFERPAY_ENV = {
  SAFERPAY_CUSTOMER_ID: '245294',
  SAFERPAY_TERMINAL_ID: '17757531',
  SAFERPAY_USERNAME: 'API_245294_08700063',
  SAFERPAY_PASSWORD: 'sesame-open',
};

describe('the payment provider configuration', () => {
  it('has no real provider unless configured', () => {
    expect(loadConfig({})).toMatchObject({ mollie: undefined, saferpay: undefined });
  });

  it('reads Mollie and Saferpay from the environment', () => {
    const config = loadConfig({
      MOLLIE_API_KEY: 'test_key',
      MOLLIE_BASE_URL: 'http://127.0.0.1:9999',
      ...SAFERPAY_ENV,
      SAFERPAY_BASE_URL: 'https://test.saferpay.com/api',
    });
    expect(config.mollie).toEqual({ apiKey: 'test_key', baseUrl: 'http://127.0.0.1:9999', timeoutMs: 10_000 });
    expect(config.saferpay).toEqual({
      customerId: '245294',
      terminalId: '17757531',
      username: 'API_245294_08700063',
      password: 'sesame-open',
      baseUrl: 'https://test.saferpay.com/api',
      timeoutMs: 10_000,
    });
  });

  it('refuses half a Saferpay configuration and a base URL that is no URL', () => {
    expect(() => loadConfig({ SAFERPAY_CUSTOMER_ID: '245294', SAFERPAY_USERNAME: 'user' })).toThrow(ConfigError);
    expect(() => loadConfig({ MOLLIE_API_KEY: 'test_key', MOLLIE_BASE_URL: 'not a url' })).toThrow(/MOLLIE_BASE_URL/);
  });
});

describe('createPaymentProviders', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    await migrateToLatest(database.db);
  });
  afterAll(() => database.dispose());

  it('pays every online payment type through the sandbox when nothing is configured', () => {
    const providers = createPaymentProviders(testConfig(), { db: database.db });
    expect(providers.forPaymentType('mollie').name).toBe('sandbox');
    expect(providers.forPaymentType('saferPay').name).toBe('sandbox');
    expect(providers.byName('sandbox')?.name).toBe('sandbox');
    expect(providers.byName('mollie')).toBeUndefined();
  });

  it('uses each real provider that is configured', () => {
    const withMollie = createPaymentProviders(testConfig({ mollie: { apiKey: 'test_key', baseUrl: undefined } }), { db: database.db });
    expect(withMollie.forPaymentType('mollie').name).toBe('mollie');
    expect(withMollie.forPaymentType('saferPay').name).toBe('sandbox');
    expect(withMollie.byName('mollie')?.name).toBe('mollie');

    const config = loadConfig({ NODE_ENV: 'test', ...SAFERPAY_ENV });
    const withSaferpay = createPaymentProviders(config, { db: database.db });
    expect(withSaferpay.forPaymentType('saferPay').name).toBe('saferpay');
    expect(withSaferpay.forPaymentType('mollie').name).toBe('sandbox');
    expect(withSaferpay.byName('saferpay')?.name).toBe('saferpay');
    expect(withSaferpay.byName('unknown')).toBeUndefined();
  });

  it('gives the sandbox checkout page on the public address', async () => {
    const providers = createPaymentProviders(testConfig({ publicUrl: 'https://order.example.com' }), { db: database.db });
    const created = await providers.forPaymentType('mollie').createPayment({
      reference: '7',
      amountMinor: 990,
      currency: 'EUR',
      description: 'Order 7',
      returnUrl: 'https://order.example.com/order/7',
      webhookUrl: 'https://order.example.com/api/payment/webhook',
      locale: 'en',
    });
    expect(created.checkoutUrl).toBe(`https://order.example.com/api/payment/sandbox/${created.providerPaymentId}?lang=en`);
  });
});
