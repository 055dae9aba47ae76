import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

/** Issue 15, item 10: a connection that stalls its body, or drips it, is closed. */
describe('the timeouts in the configuration', () => {
  it('have defaults and read their variables', () => {
    const defaults = loadConfig({});
    expect(defaults.requestTimeoutMs).toBe(30_000);
    expect(defaults.connectionTimeoutMs).toBe(60_000);
    expect(defaults.keepAliveTimeoutMs).toBe(72_000);
    const set = loadConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '7000', KEEP_ALIVE_TIMEOUT_MS: '4000' });
    expect([set.requestTimeoutMs, set.connectionTimeoutMs, set.keepAliveTimeoutMs]).toEqual([5000, 7000, 4000]);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe.each(DIALECTS)('slow clients on %s', (dialect) => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { demoData: false, connectionTimeoutMs: 1000, requestTimeoutMs: 2000 });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });
  afterAll(() => test.close());

  const HEAD = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';

  /** Opens a socket, writes the head and part of a body, and resolves with what came back once the server closed it, or 'still open' after `patienceMs`. */
  function stall(patienceMs: number, drip?: (socket: Socket) => void): Promise<{ closed: boolean; received: string }> {
    return new Promise((resolve, reject) => {
      let received = '';
      let timer: NodeJS.Timeout | undefined;
      let dripper: NodeJS.Timeout | undefined;
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`${HEAD}{"email":`);
        if (drip) dripper = setInterval(() => drip(socket), 100);
      });
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('close', () => {
        clearTimeout(timer);
        clearInterval(dripper);
        resolve({ closed: true, received });
      });
      socket.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
      });
      timer = setTimeout(() => {
        clearInterval(dripper);
        socket.destroy();
        resolve({ closed: false, received });
      }, patienceMs);
    });
  }

  it('closes a connection that stalls its body (connection timeout)', async () => {
    const result = await stall(5000);
    expect(result.closed).toBe(true);
  });

  it('closes a connection that drips its body slower than the request timeout allows, with a 408 in the envelope', async () => {
    // A byte every 100 ms keeps the socket from going silent; the request as a whole takes too long.
    const result = await stall(6000, (socket) => socket.write(' '));
    expect(result.closed).toBe(true);
    const [head = '', body = ''] = result.received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(body)).toMatchObject({ code: 'request_timeout', message: { body: expect.any(String) } });
  });
});
