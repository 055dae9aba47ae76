import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

/** Issue 15, item 2: the outbox carries password-reset links; only a developer on this machine may read it. */
describe('the development mode', () => {
  it('is explicit: without NODE_ENV there is no outbox; development and test name it', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).devOutbox).toBe(false);
  });
});

describe.each(DIALECTS)('GET api/dev/outbox on %s', (dialect) => {
  describe('a server started without NODE_ENV', () => {
    let test: TestApp;
    beforeAll(async () => {
      const unset = loadConfig({ LOG_LEVEL: 'silent' });
      test = await buildTestApp(dialect, { env: unset.env, devOutbox: unset.devOutbox });
    });
    afterAll(() => test.close());

    it('serves no outbox, not even to this machine', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('route_not_found');
    });
  });

  describe('an explicit development server', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await buildTestApp(dialect, { env: 'development', devOutbox: true, trustProxy: 1 });
    });
    afterAll(() => test.close());

    const outbox = (options: { remoteAddress?: string; host?: string; forwardedFor?: string }) =>
      test.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        headers: {
          ...(options.host ? { host: options.host } : {}),
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        },
      });

    it('serves the outbox to a loopback client', async () => {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const response = await outbox({ remoteAddress, host: 'localhost:3000' });
        expect(response.statusCode, remoteAddress).toBe(200);
        expect(Array.isArray(response.json().data)).toBe(true);
      }
      expect((await outbox({ host: '127.0.0.1:3000' })).statusCode).toBe(200);
    });

    it('answers anyone else that there is no such route', async () => {
      for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '192.168.1.20', '2001:db8::1']) {
        const response = await outbox({ remoteAddress });
        expect(response.statusCode, remoteAddress).toBe(404);
        expect(response.json().code).toBe('route_not_found');
      }
      // Through a proxy on this machine, from another one.
      expect((await outbox({ forwardedFor: '203.0.113.7' })).statusCode).toBe(404);
      // A page of another site whose name resolves to 127.0.0.1 (DNS rebinding).
      expect((await outbox({ host: 'evil.example:3000' })).statusCode).toBe(404);
    });
  });
});

describe('the warning at start', () => {
  const mainFile = join(import.meta.dirname, '..', '..', 'src', 'main.ts');
  let dataDir: string;
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the server and resolves with its log lines up to "listening" and a moment after. */
  function startAndRead(env: Record<string, string>): Promise<string> {
    dataDir = mkdtempSync(join(tmpdir(), 'platter-exposure-'));
    const started = spawn(process.execPath, ['--conditions=@platter/source', mainFile], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        DATABASE_URL: `sqlite:${join(dataDir, 'app.sqlite')}`,
        WEB_ROOT: dataDir,
        DEMO_DATA: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening at')) setTimeout(() => resolve(output), 300);
      };
      started.stdout?.on('data', onData);
      started.stderr?.on('data', onData);
      started.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
  }

  // Each test starts main.ts in a process of its own: slow on a loaded machine, hence the timeouts.
  it('warns when a non-production server listens beyond loopback', async () => {
    const output = await startAndRead({ HOST: '0.0.0.0' });
    expect(output).toMatch(/"level":40.*listening beyond this machine/);
  }, 60_000);

  it('stays quiet on loopback', async () => {
    expect(await startAndRead({ HOST: '127.0.0.1', NODE_ENV: 'development' })).not.toContain('listening beyond this machine');
  }, 60_000);

  it('stays quiet in production', async () => {
    const production = await startAndRead({ HOST: '0.0.0.0', NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-characters!' });
    expect(production).not.toContain('listening beyond this machine');
  }, 60_000);
});
