import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { type Answer, call, inBatches, ok } from './http-client.ts';
import {
  type FreshPostgresDatabase,
  freshPostgresDatabase,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
/** Rounds of the last-units race, 200 orders each: 3 to 8 s a round on this machine (building the baskets over HTTP takes most of it). */
const ROUNDS = 3;
const CROWD = 200;
const LAST_UNITS = 5;
const VOUCHER_BASKETS = 50;
const VOUCHER_LIMIT = 3;
const REPEATS = 50;

const serverErrors = (answers: Answer[]) => answers.filter((answer) => answer.status >= 500).map((answer) => answer.body);

/**
 * Issue 15, the battery's races across real processes: two `main.ts` processes (as production
 * runs them, behind a load balancer) on one fresh PostgreSQL database, the requests of each race
 * fired at once and split alternately over their ports, so only the database's locks can hold the
 * limits. `races.test.ts` runs the same races on two app instances in one process.
 */
describe.skipIf(!adminUrl)(
  'races over two API processes on PostgreSQL (needs TEST_DATABASE_URL: several processes share a server database, not a SQLite file)',
  () => {
    let database: FreshPostgresDatabase;
    let db: Database;
    let webRoot: string;
    const servers: ServerProcess[] = [];
    let restaurantId: number;
    let productId: number;
    let token: string;

    /** The process for the request's index: alternating. */
    const base = (index: number) => servers[index % servers.length]?.base ?? '';

    beforeAll(async () => {
      database = await freshPostgresDatabase(adminUrl ?? '', 'platter_races');
      webRoot = mkdtempSync(join(tmpdir(), 'platter-races-web-'));
      const env = {
        DATABASE_URL: database.url,
        // A token issued by one process must hold on the other.
        JWT_SECRET: randomBytes(32).toString('base64url'),
        DEMO_DATA: 'true',
        PAYMENT_SANDBOX: 'true',
        WEB_ROOT: webRoot,
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      };
      // One after the other: the first migrates and loads the demo data, the second finds them.
      servers.push(await startServerProcess(env));
      servers.push(await startServerProcess(env));

      db = await openDatabase(database.url);
      restaurantId = (await db.db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()).id;
      productId = (
        await db.db
          .selectFrom('products')
          .select('id')
          .where('restaurant_id', '=', restaurantId)
          .where('stock', 'is', null)
          .where('is_package', '=', 0)
          .where('delivery_types', '=', '[1,2,3]')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('product_attribute_groups').select('id').whereRef('product_attribute_groups.product_id', '=', 'products.id'),
              ),
            ),
          )
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
      const issued = await fetch(`${base(0)}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' }),
      });
      token = String(
        (await ok(Promise.resolve({ status: issued.status, body: (await issued.json()) as Answer['body'] }), 'token')).access_token,
      );
    }, 60_000);

    afterAll(async () => {
      await Promise.all(servers.map(stopServerProcess));
      await db?.close();
      await database?.drop();
      if (webRoot) rmSync(webRoot, { recursive: true, force: true });
    }, 30_000);

    /** A guest's basket of one unit for pickup, with the guest's details, made on the process `index` picks. */
    async function pickupBasket(index: number, voucher?: string): Promise<string> {
      const at = base(index);
      const basketId = String((await ok(call(at, 'POST', 'basket/create', token, { restaurantId }), 'create')).id);
      await ok(call(at, 'POST', 'basket/add', token, { restaurantId, basketId, productId, quantity: 1 }), 'add');
      await ok(call(at, 'POST', 'basket/change-delivery-method', token, { restaurantId, basketId, deliveryType: 'pickup' }), 'pickup');
      await ok(
        call(at, 'POST', 'basket/add-address', token, {
          restaurantId,
          basketId,
          userInfo: { name: `Guest ${index}`, email: `guest${index}@example.com` },
        }),
        'guest details',
      );
      if (voucher)
        await ok(
          call(
            at,
            'POST',
            `basket/add-voucher-to-basket?voucherCode=${voucher}&basketId=${basketId}&restaurantId=${restaurantId}`,
            token,
            {},
          ),
          'voucher',
        );
      return basketId;
    }

    const submit = (index: number, basketId: string, headers: Record<string, string> = {}) =>
      call(base(index), 'POST', 'order/create-order', token, { restaurantId, basketId, paymentType: 'cash', termsAgreed: true }, headers);

    it(`sells the last ${LAST_UNITS} units to exactly ${LAST_UNITS} of ${CROWD} simultaneous orders over two processes, ${ROUNDS} times over`, async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        await db.db.updateTable('products').set({ stock: null }).where('id', '=', productId).execute();
        const baskets = await inBatches(CROWD, 25, (index) => pickupBasket(index));
        await db.db.updateTable('products').set({ stock: LAST_UNITS }).where('id', '=', productId).execute();
        const started = performance.now();
        const answers = await Promise.all(baskets.map((basketId, index) => submit(index, basketId)));
        const ms = Math.round(performance.now() - started);
        expect(serverErrors(answers)).toEqual([]);
        const accepted = answers.filter((answer) => answer.status === 200);
        const refused = answers.filter((answer) => answer.status !== 200);
        console.info(
          `races over two processes, last units round ${round}: ${accepted.length} accepted, ${refused.length} refused, ${ms} ms for ${CROWD} orders`,
        );
        expect(accepted, `round ${round}`).toHaveLength(LAST_UNITS);
        expect(refused).toHaveLength(CROWD - LAST_UNITS);
        for (const answer of refused) {
          expect(answer.status).toBe(422);
          expect(answer.body?.errors).toEqual({ basketId: ['the_product_quantity_limit_reached'] });
        }
        const { stock } = await db.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
        expect(stock, `round ${round}`).toBe(0);
        const orders = await db.db.selectFrom('orders').select('id').where('basket_id', 'in', baskets).execute();
        expect(orders).toHaveLength(LAST_UNITS);
        const units = await db.db
          .selectFrom('order_products')
          .select(({ fn }) => fn.sum<string>('quantity').as('units'))
          .where(
            'order_id',
            'in',
            orders.map((order) => order.id),
          )
          .where('product_id', '=', productId)
          .executeTakeFirstOrThrow();
        expect(Number(units.units)).toBe(LAST_UNITS);
      }
      await db.db.updateTable('products').set({ stock: null }).where('id', '=', productId).execute();
    }, 120_000);

    it(`lets a voucher with a usage limit of ${VOUCHER_LIMIT} discount exactly ${VOUCHER_LIMIT} of ${VOUCHER_BASKETS} simultaneous orders over two processes`, async () => {
      await db.db.updateTable('vouchers').set({ usage_limit: VOUCHER_LIMIT, used_count: 0 }).where('code', '=', 'FIVEOFF').execute();
      const baskets = await inBatches(VOUCHER_BASKETS, 25, (index) => pickupBasket(index, 'FIVEOFF'));
      const started = performance.now();
      const answers = await Promise.all(baskets.map((basketId, index) => submit(index, basketId)));
      const ms = Math.round(performance.now() - started);
      expect(serverErrors(answers)).toEqual([]);
      const accepted = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      console.info(
        `races over two processes, voucher: ${accepted.length} accepted, ${refused.length} refused, ${ms} ms for ${VOUCHER_BASKETS} orders`,
      );
      expect(accepted).toHaveLength(VOUCHER_LIMIT);
      for (const answer of refused) {
        expect(answer.status).toBe(422);
        expect(answer.body?.errors).toEqual({ voucherCode: ['voucher_has_reached_its_usage_limit_and_cannot_be_used'] });
      }
      const voucher = await db.db.selectFrom('vouchers').select('used_count').where('code', '=', 'FIVEOFF').executeTakeFirstOrThrow();
      expect(voucher.used_count).toBe(VOUCHER_LIMIT);
      const discounted = await db.db
        .selectFrom('orders')
        .select(['id', 'discount_minor'])
        .where('basket_id', 'in', baskets)
        .where('voucher_code', '=', 'FIVEOFF')
        .execute();
      expect(discounted).toHaveLength(VOUCHER_LIMIT);
      for (const order of discounted) expect(order.discount_minor).toBeGreaterThan(0);
    }, 60_000);

    it(`makes one order of ${REPEATS} simultaneous submits of one basket over two processes, with one Idempotency-Key and without one`, async () => {
      const keyed: Array<Record<string, string>> = [{ 'idempotency-key': `two-processes-${randomBytes(6).toString('hex')}` }, {}];
      for (const headers of keyed) {
        const basketId = await pickupBasket(0);
        const started = performance.now();
        const answers = await Promise.all(Array.from({ length: REPEATS }, (_, index) => submit(index, basketId, headers)));
        const ms = Math.round(performance.now() - started);
        const orderIds = new Set(answers.map((answer) => (answer.body?.data?.order as { id?: number } | undefined)?.id));
        console.info(
          `races over two processes, one basket ${headers['idempotency-key'] ? 'with' : 'without'} a key: ` +
            `${answers.filter((answer) => answer.status === 200).length} of ${REPEATS} answered 200, ${orderIds.size} order id(s), ${ms} ms`,
        );
        expect(serverErrors(answers)).toEqual([]);
        for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(orderIds.size).toBe(1);
        expect(await db.db.selectFrom('orders').select('id').where('basket_id', '=', basketId).execute()).toHaveLength(1);
      }
    }, 60_000);
  },
);
