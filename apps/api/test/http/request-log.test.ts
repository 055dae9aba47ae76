import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig, testConfig } from '../../src/config.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/dialects.ts';

interface LogLine {
  level: number;
  msg: string;
  responseTime?: number;
  res?: { statusCode: number };
}

const WARN = 40;
const ERROR = 50;

describe('request logging', () => {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.dispose();
    app = undefined;
    database = undefined;
  });

  async function appLogging(overrides: Partial<Config>) {
    const lines: LogLine[] = [];
    database = await openTestDatabase('sqlite');
    app = await buildApp(testConfig({ logLevel: 'info', ...overrides }), {
      database,
      serveWeb: false,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
    });
    app.get('/broken', async () => {
      throw new Error('a fault of the test route');
    });
    return { app, lines };
  }

  it('defaults to problems only in production and every request elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).logRequests).toBe('problems');
    expect(loadConfig({ NODE_ENV: 'development' }).logRequests).toBe('all');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), LOG_REQUESTS: 'all' }).logRequests).toBe('all');
  });

  it('writes no line for a quick answered request with LOG_REQUESTS=problems', async () => {
    const { app, lines } = await appLogging({ logRequests: 'problems', slowRequestMs: 60_000 });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(lines.filter((line) => line.level < WARN)).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('writes one error line for a 5xx answer and one warn line for a slow request', async () => {
    const { app, lines } = await appLogging({ logRequests: 'problems', slowRequestMs: 0 });
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    // The fault's own line with its stack, then the request's.
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [ERROR, 'request failed'],
      [ERROR, 'server error answer'],
    ]);
    expect(lines[1]).toMatchObject({ res: { statusCode: 500 } });

    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN, msg: 'slow request', res: { statusCode: 200 } });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('keeps Fastify’s two lines per request with LOG_REQUESTS=all', async () => {
    const { app, lines } = await appLogging({ logRequests: 'all' });
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
