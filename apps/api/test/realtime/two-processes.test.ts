import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openSocket, realtimeUrl } from './socket-client.ts';

const mainFile = join(import.meta.dirname, '..', '..', 'src', 'main.ts');
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Server {
  child: ChildProcess;
  base: string;
}

/** The API as production runs it: `main.ts` in a process of its own, listening on a free port. */
function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--conditions=@platter/source', mainFile], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<Server>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/);
      if (match?.[1]) resolve({ child, base: match[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** A graceful stop; a server still busy after 5 s (a loaded CI machine) is killed, as an orchestrator would. */
async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const force = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(force);
}

/** Calls the API like a client: JSON in, the envelope's data out; anything but 200 fails the test. */
async function call(base: string, path: string, body: Record<string, unknown>, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}

describe('realtime across API processes (Redis pub/sub)', () => {
  const servers: Server[] = [];
  let admin: pg.Client | undefined;
  let databaseName = '';
  let dataDir = '';

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    if (admin) {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it.skipIf(!databaseUrl || !redisUrl)(
    'brings an order placed through process A to a manager socket on process B within 1 s (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
    async () => {
      // One fresh database for both processes, as a deployment shares one.
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      databaseName = `platter_realtime_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${databaseName}`);
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${databaseName}`;
      dataDir = mkdtempSync(join(tmpdir(), 'platter-realtime-'));
      const env = {
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl ?? '',
        // Both processes must accept each other's tokens.
        JWT_SECRET: randomBytes(32).toString('base64url'),
        WEB_ROOT: dataDir,
      };
      // A first, so that it migrates and loads the demo data alone; then B on the same database.
      const a = await startServer(env);
      servers.push(a);
      const b = await startServer(env);
      servers.push(b);
      expect(a.base).not.toBe(b.base);

      const database = new pg.Client({ connectionString: url.toString() });
      await database.connect();
      const restaurant = await database.query<{ id: number }>("select id from restaurants where slug = 'demo-bistro'");
      const restaurantId = restaurant.rows[0]?.id ?? 0;
      const product = await database.query<{ id: number }>(
        `select id from products where restaurant_id = $1 and stock is null and is_package = 0 and delivery_types = '[1,2,3]'
         and not exists (select 1 from product_attribute_groups g where g.product_id = products.id) order by id limit 1`,
        [restaurantId],
      );
      await database.end();
      const productId = product.rows[0]?.id ?? 0;

      // The manager listens on B.
      const login = await call(b.base, 'auth/login', {
        email: 'manager@example.com',
        password: 'password123',
        restaurantId,
        manager: true,
      });
      const manager = await openSocket(realtimeUrl(b.base));
      const channel = { kind: 'restaurant_orders', restaurantId } as const;
      expect(await manager.subscribe(channel, String(login.access_token))).toEqual({ type: 'subscribed', channel });

      // A guest orders on A: pickup at the earliest time the restaurant has.
      const token = String(
        (
          await call(a.base, 'oauth/token', {
            grant_type: 'client_credentials',
            client_id: 'storefront',
            client_secret: 'storefront-secret',
          })
        ).access_token,
      );
      const basketId = String((await call(a.base, 'basket/create', { restaurantId }, token)).id);
      await call(a.base, 'basket/add', { restaurantId, basketId, productId, quantity: 2 }, token);
      await call(a.base, 'basket/change-delivery-method', { restaurantId, basketId, deliveryType: 'pickup' }, token);

      const sent = performance.now();
      const order = (await call(a.base, 'order/create-order', { restaurantId, basketId, paymentType: 'cash', termsAgreed: true }, token))
        .order as { id: number };
      const answered = performance.now() - sent;
      // The event may come before the answer; matched by the order's id, timed by its arrival.
      const message = await manager.next(
        (candidate) => candidate.type === 'event' && candidate.event.type === 'order_created' && candidate.event.orderId === order.id,
        5000,
      );
      const latency = manager.arrivedAt(message) - sent;

      expect(message).toEqual({ type: 'event', channel, event: { type: 'order_created', restaurantId, orderId: order.id } });
      console.warn(
        `realtime across processes: order #${order.id} placed on ${a.base}, heard on ${b.base} ${latency.toFixed(1)} ms after the request was sent (the order call answered after ${answered.toFixed(1)} ms)`,
      );
      expect(latency).toBeLessThan(1000);
      await manager.close();
    },
    60_000,
  );
});
