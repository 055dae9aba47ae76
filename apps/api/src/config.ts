import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SqliteLockingMode } from './db/database.ts';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/platter.sqlite'),
  /** SQLite only: `exclusive`, the server alone uses the file (faster); `normal`, other processes may open it too. */
  SQLITE_LOCKING_MODE: z.enum(['exclusive', 'normal']).default('exclusive'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Which proxies' X-Forwarded-For to believe: a hop count, or addresses and CIDRs, comma separated. */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxySetting, 'a hop count (1) or addresses and CIDRs, comma separated (10.0.0.0/8,127.0.0.1)')
    .optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `all`: a line per request and response (Fastify's); `problems`: only 5xx answers and slow requests. */
  LOG_REQUESTS: z.enum(['all', 'problems']).optional(),
  /** Seconds a cached menu answer lives at most; 0 turns the menu cache off. */
  MENU_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  /** How long a payment provider (Mollie, Saferpay) may take to answer one call. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEB_ROOT: z.string().min(1).default(resolve(packageRoot, '..')),
  IMAGES_DIR: z.string().min(1).default(resolve(packageRoot, 'assets/images')),
  DEFAULT_RESTAURANT: z.string().min(1).default('demo-bistro'),
  EVENT_SHOP_RESTAURANT: z.string().min(1).default('demo-events'),
  TICKETING_RESTAURANT: z.string().min(1).default('demo-tickets'),
  DEMO_DATA: z.enum(['true', 'false']).default('true'),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** Public OAuth clients as `id:secret` pairs, comma separated. */
  OAUTH_CLIENTS: z
    .string()
    .regex(/^[\w-]+:[^,:]+(,[\w-]+:[^,:]+)*$/, 'id:secret pairs, comma separated')
    .default('storefront:storefront-secret'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Platter <no-reply@localhost>'),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** Whether online payments without a configured provider go to the built-in sandbox. */
  PAYMENT_SANDBOX: z.enum(['true', 'false']).optional(),
  /** Minutes an online order may stay unpaid before it is rejected and gives back its stock and voucher use. */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(10_080).optional(),
  MOLLIE_API_KEY: z.string().min(1).optional(),
  MOLLIE_BASE_URL: z.url().optional(),
  SAFERPAY_CUSTOMER_ID: z.string().min(1).optional(),
  SAFERPAY_TERMINAL_ID: z.string().min(1).optional(),
  SAFERPAY_USERNAME: z.string().min(1).optional(),
  SAFERPAY_PASSWORD: z.string().min(1).optional(),
  SAFERPAY_BASE_URL: z.url().optional(),
});

/** A hop count, or addresses and CIDRs (v4 or v6, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). */
function isTrustProxySetting(value: string): boolean {
  if (/^\d{1,2}$/.test(value)) return true;
  return value.split(',').every((entry) => {
    const [address = '', prefix, ...rest] = entry.trim().split('/');
    if (rest.length > 0) return false;
    if (prefix === undefined && ['loopback', 'linklocal', 'uniquelocal'].includes(address)) return true;
    const version = isIP(address);
    if (version === 0) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
  });
}

export type AppName = 'storefront' | 'event-shop' | 'ticketing' | 'manager';

export interface Config {
  env: 'development' | 'production' | 'test';
  /**
   * Whether `GET api/dev/outbox` is served (to loopback clients only): when NODE_ENV is set to
   * `development` or `test` explicitly, never when it is unset, since mails carry reset links.
   */
  devOutbox: boolean;
  /**
   * The proxies whose `X-Forwarded-For` names the client (rate limits key on it): a hop count or
   * addresses and CIDRs. `false` (the default, production included): the socket's peer is the client.
   */
  trustProxy: number | string[] | false;
  /** Fastify's `requestTimeout`: the longest a request may take to arrive, headers and body. */
  requestTimeoutMs: number;
  /** Fastify's `connectionTimeout`: a socket silent this long is closed. */
  connectionTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  port: number;
  host: string;
  databaseUrl: string;
  /** How a SQLite server holds its file (SQLITE_LOCKING_MODE; see `SqliteLockingMode`). */
  sqliteLockingMode: SqliteLockingMode;
  redisUrl: string | undefined;
  /** The address guests use, for links in mails and payment redirects. */
  publicUrl: string;
  /**
   * pino's level (LOG_LEVEL). `info` suits production: start, shutdown, background failures, and
   * the request lines `logRequests` lets through; `debug` and `trace` are for finding a fault.
   */
  logLevel: string;
  /**
   * Which requests are logged (LOG_REQUESTS): `all`, Fastify's two info lines per request, or
   * `problems`, one line for a 5xx answer (error) or a request slower than `slowRequestMs` (warn).
   * Two lines per request cost more CPU than a menu answer itself, hence
   * @default 'problems' in production, 'all' otherwise
   */
  logRequests: 'all' | 'problems';
  /** A request answered later than this is logged as slow (SLOW_REQUEST_MS). @default 1000 */
  slowRequestMs: number;
  /**
   * How long a cached menu answer lives at most (MENU_CACHE_SECONDS; 0: no cache). Every change
   * the API makes retires answers at once, in every process; this bounds how long a change made
   * around the API (SQL by hand) stays unseen. Tests that write rows directly run without it.
   * @default 60, 0 when NODE_ENV=test
   */
  menuCacheSeconds: number;
  /** The folder holding each web app's folder, whose `dist/` is served. */
  webRoot: string;
  /** The folder served at `/images/` (product, category, blog and brand pictures). */
  imagesDir: string;
  /** The restaurant each app shows when the host names none. */
  defaultRestaurants: Record<AppName, string>;
  /** Load demo restaurants into an empty database. */
  demoData: boolean;
  version: string;
  /** HMAC key of the JWTs; a random one per process when unset outside production. */
  jwtSecret: string;
  /** Client-credentials clients allowed to ask for public tokens. */
  oauthClients: ReadonlyArray<{ id: string; secret: string }>;
  /** Mail goes over SMTP when set, else into the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** When set, signup, contact and reservations need a valid recaptcha response. */
  recaptchaSecret: string | undefined;
  /** scrypt cost as log2(N): 17 is OWASP's minimum; tests lower it to stay fast. */
  passwordHashCost: number;
  /** Per-route rate limits (login, signup, reset, contact, newsletter); tests switch them off. */
  rateLimits: boolean;
  /**
   * Online payments without a configured provider go to the sandbox, where anyone may press "Pay".
   * @default true outside production, false in production (set PAYMENT_SANDBOX=true for a public demo)
   */
  paymentSandbox: boolean;
  /**
   * Minutes an online order may stay unpaid (payment open, failed or canceled without a retry)
   * before it is rejected and gives back its stock and voucher use.
   * @default 30
   */
  paymentExpiryMinutes: number;
  /** Mollie's API when a key is set; otherwise `mollie` payments go through the sandbox provider. */
  mollie: { apiKey: string; baseUrl: string | undefined; timeoutMs?: number } | undefined;
  /** Saferpay's JSON API when its four credentials are set; otherwise `saferPay` uses the sandbox. */
  saferpay:
    | { customerId: string; terminalId: string; username: string; password: string; baseUrl: string | undefined; timeoutMs?: number }
    | undefined;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the configuration from environment variables; a bad value stops the start with its name. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid environment:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  return {
    env: env.NODE_ENV,
    devOutbox: environment.NODE_ENV === 'development' || environment.NODE_ENV === 'test',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    sqliteLockingMode: env.SQLITE_LOCKING_MODE,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST}:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    logRequests: env.LOG_REQUESTS ?? (env.NODE_ENV === 'production' ? 'problems' : 'all'),
    slowRequestMs: env.SLOW_REQUEST_MS,
    menuCacheSeconds: env.MENU_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60),
    webRoot: env.WEB_ROOT,
    imagesDir: env.IMAGES_DIR,
    defaultRestaurants: {
      storefront: env.DEFAULT_RESTAURANT,
      'event-shop': env.EVENT_SHOP_RESTAURANT,
      ticketing: env.TICKETING_RESTAURANT,
      manager: env.DEFAULT_RESTAURANT,
    },
    demoData: env.DEMO_DATA === 'true',
    version: process.env.npm_package_version ?? '0.1.0',
    jwtSecret: env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    oauthClients: env.OAUTH_CLIENTS.split(',').map((pair) => {
      const [id = '', secret = ''] = pair.split(':');
      return { id, secret };
    }),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    recaptchaSecret: env.RECAPTCHA_SECRET,
    passwordHashCost: env.NODE_ENV === 'test' ? 10 : 17,
    rateLimits: env.NODE_ENV !== 'test',
    paymentSandbox: env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === 'true' : env.NODE_ENV !== 'production',
    paymentExpiryMinutes: env.PAYMENT_EXPIRY_MINUTES ?? 30,
    mollie: env.MOLLIE_API_KEY
      ? { apiKey: env.MOLLIE_API_KEY, baseUrl: env.MOLLIE_BASE_URL, timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS }
      : undefined,
    saferpay: saferpayConfig(env),
  };
}

function trustProxyOf(setting: string | undefined): Config['trustProxy'] {
  if (!setting) return false;
  if (/^\d+$/.test(setting)) return Number(setting) > 0 ? Number(setting) : false;
  return setting.split(',').map((entry) => entry.trim());
}

/** All four credentials or none: a half-configured Saferpay must not fall back to the sandbox silently. */
function saferpayConfig(env: z.infer<typeof environmentSchema>): Config['saferpay'] {
  const {
    SAFERPAY_CUSTOMER_ID: customerId,
    SAFERPAY_TERMINAL_ID: terminalId,
    SAFERPAY_USERNAME: username,
    SAFERPAY_PASSWORD: password,
  } = env;
  if (customerId && terminalId && username && password)
    return { customerId, terminalId, username, password, baseUrl: env.SAFERPAY_BASE_URL, timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS };
  if (customerId || terminalId || username || password) {
    throw new ConfigError(
      'Invalid environment:\n  SAFERPAY_*: set SAFERPAY_CUSTOMER_ID, SAFERPAY_TERMINAL_ID, SAFERPAY_USERNAME and SAFERPAY_PASSWORD together',
    );
  }
  return undefined;
}

/** A configuration for tests: in-memory SQLite, no logs, nothing served from disk unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: 'sqlite::memory:' }), ...overrides };
}
