import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has defaults for a machine with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: 'sqlite:./data/platter.sqlite', redisUrl: undefined });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.defaultRestaurants.storefront).toBe('demo-bistro');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/app',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://order.example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db/app',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://order.example.com',
    });
  });

  it('gives the payment providers their timeout (10 s unless PAYMENT_PROVIDER_TIMEOUT_MS says otherwise)', () => {
    const saferpay = { SAFERPAY_CUSTOMER_ID: 'c', SAFERPAY_TERMINAL_ID: 't', SAFERPAY_USERNAME: 'u', SAFERPAY_PASSWORD: 'p' };
    expect(loadConfig({ MOLLIE_API_KEY: 'test_key', ...saferpay })).toMatchObject({
      mollie: { timeoutMs: 10_000 },
      saferpay: { timeoutMs: 10_000 },
    });
    expect(loadConfig({ MOLLIE_API_KEY: 'test_key', ...saferpay, PAYMENT_PROVIDER_TIMEOUT_MS: '2500' })).toMatchObject({
      mollie: { timeoutMs: 2500 },
      saferpay: { timeoutMs: 2500 },
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER_TIMEOUT_MS: '5' })).toThrow(/PAYMENT_PROVIDER_TIMEOUT_MS/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', REDIS_URL: 'http://not-redis' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', REDIS_URL: 'http://not-redis' })).toThrow(/PORT[\s\S]*REDIS_URL/);
  });
});
