import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/platter.sqlite'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().min(1).default(resolve(packageRoot, '..')),
  DEFAULT_RESTAURANT: z.string().min(1).default('demo-bistro'),
  EVENT_SHOP_RESTAURANT: z.string().min(1).default('demo-events'),
  TICKETING_RESTAURANT: z.string().min(1).default('demo-tickets'),
  DEMO_DATA: z.enum(['true', 'false']).default('true'),
});

export type AppName = 'storefront' | 'event-shop' | 'ticketing' | 'manager';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  /** The address guests use, for links in mails and payment redirects. */
  publicUrl: string;
  logLevel: string;
  /** The folder holding each web app's folder, whose `dist/` is served. */
  webRoot: string;
  /** The restaurant each app shows when the host names none. */
  defaultRestaurants: Record<AppName, string>;
  /** Load demo restaurants into an empty database. */
  demoData: boolean;
  version: string;
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
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST}:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    webRoot: env.WEB_ROOT,
    defaultRestaurants: {
      storefront: env.DEFAULT_RESTAURANT,
      'event-shop': env.EVENT_SHOP_RESTAURANT,
      ticketing: env.TICKETING_RESTAURANT,
      manager: env.DEFAULT_RESTAURANT,
    },
    demoData: env.DEMO_DATA === 'true',
    version: process.env.npm_package_version ?? '0.1.0',
  };
}

/** A configuration for tests: in-memory SQLite, no logs, nothing served from disk unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: 'sqlite::memory:' }), ...overrides };
}
