import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';

const NOW = new Date('2026-11-23T11:00:00Z');

/** Repetitions of the last-units race (about 4 s each on SQLite, 5 s on PostgreSQL): the file stays near a minute. */
const ROUNDS = { sqlite: 10, postgres: 3 } as const;

/**
 * Issue 15, the reliability battery: the limits that must hold under a crowd. Every race fires its
 * requests at once; on PostgreSQL they are split over two app instances on one database, so the
 * race crosses processes' in-memory guards and only the database's locks can hold it.
 */
describe.each(DIALECTS)('races on the limits on %s', (dialect) => {
  let test: TestApp;
  let other: App;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    other =
      dialect === 'postgres'
        ? await buildApp(testConfig({ ...test.app.context.config }), { database: test.database, serveWeb: false, now: () => NOW })
        : test.app;
    guest = await guestSession(test.app);
  });
  afterAll(async () => {
    if (other !== test.app) await other.close();
    await test.close();
  });

  /** The app instance for the request's index: alternating on PostgreSQL. */
  const instance = (index: number) => (index % 2 === 0 ? test.app : other);

  function submit(
    index: number,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
    restaurantId = guest.restaurantId,
  ) {
    return instance(index).inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { ...bearer(guest.token), ...headers },
      payload: { restaurantId, termsAgreed: true, paymentType: 'cash', ...payload },
    });
  }

  async function pickupBasket(productId: number, voucher?: string): Promise<string> {
    const basketId = await guest.createBasket();
    const added = await guest.call('POST', 'basket/add', { basketId, productId, quantity: 1 });
    if (added.statusCode !== 200) throw new Error(added.body);
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    if (voucher) {
      const applied = await guest.call(
        'POST',
        `basket/add-voucher-to-basket?voucherCode=${voucher}&basketId=${basketId}&restaurantId=${guest.restaurantId}`,
      );
      if (applied.statusCode !== 200) throw new Error(applied.body);
    }
    return basketId;
  }

  /** `count` baskets made 25 at a time. */
  async function baskets(count: number, make: () => Promise<string>): Promise<string[]> {
    const made: string[] = [];
    while (made.length < count) made.push(...(await Promise.all(Array.from({ length: Math.min(25, count - made.length) }, make))));
    return made;
  }

  const noServerError = (responses: LightMyRequestResponse[]) =>
    expect(responses.filter((response) => response.statusCode >= 500).map((response) => response.body)).toEqual([]);

  it(`sells the last 5 units to exactly 5 of 200 simultaneous orders, ${ROUNDS[dialect]} times over`, async () => {
    const product = await guest.plainProduct();
    const db = test.app.context.db;
    for (let round = 0; round < ROUNDS[dialect]; round += 1) {
      await db.updateTable('products').set({ stock: null }).where('id', '=', product.id).execute();
      const ids = await baskets(200, () => pickupBasket(product.id));
      await db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();
      const responses = await Promise.all(ids.map((basketId, index) => submit(index, { basketId })));
      noServerError(responses);
      expect(
        responses.filter((response) => response.statusCode === 200),
        `round ${round}`,
      ).toHaveLength(5);
      const refused = responses.filter((response) => response.statusCode !== 200);
      expect(refused).toHaveLength(195);
      for (const response of refused) expect(response.json().errors).toEqual({ basketId: ['the_product_quantity_limit_reached'] });
      const { stock } = await db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
      expect(stock, `round ${round}`).toBe(0);
    }
    await db.updateTable('products').set({ stock: null }).where('id', '=', product.id).execute();
  }, 120_000);

  it('lets a voucher with a usage limit of 3 discount exactly 3 of 50 simultaneous orders', async () => {
    const product = await guest.plainProduct();
    const ids = await baskets(50, () => pickupBasket(product.id, 'FIVEOFF'));
    const responses = await Promise.all(ids.map((basketId, index) => submit(index, { basketId })));
    noServerError(responses);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.json().errors).toEqual({ voucherCode: ['voucher_has_reached_its_usage_limit_and_cannot_be_used'] });
    }
    const db = test.app.context.db;
    expect((await db.selectFrom('vouchers').select('used_count').where('code', '=', 'FIVEOFF').executeTakeFirstOrThrow()).used_count).toBe(
      3,
    );
    const discounted = await db.selectFrom('orders').select('id').where('voucher_code', '=', 'FIVEOFF').execute();
    expect(discounted).toHaveLength(3);
  }, 60_000);

  it('sells exactly 3 places of a ticket slot with capacity 3 to 20 simultaneous one-ticket orders', async () => {
    const db = test.app.context.db;
    const restaurantId = (await db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-tickets').executeTakeFirstOrThrow()).id;
    const adult = (
      await db
        .selectFrom('products')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('name', '=', 'Erwachsene')
        .executeTakeFirstOrThrow()
    ).id;
    // Thursday 2026-11-26 16:00, nothing booked yet.
    await db
      .updateTable('ticket_times')
      .set({ capacity: 3 })
      .where('restaurant_id', '=', restaurantId)
      .where('weekday', '=', 4)
      .where('time', '=', '16:00')
      .execute();
    const ticketBasket = async () => {
      const basketId = (await guest.call('POST', 'basket/create', { restaurantId })).json().data.id as string;
      const added = await guest.call('POST', 'basket/add', { restaurantId, basketId, productId: adult, quantity: 1 });
      if (added.statusCode !== 200) throw new Error(added.body);
      const timed = await guest.call('POST', 'basket/add-delivery-time', {
        restaurantId,
        basketId,
        deliveryType: 'pickup',
        delivery_time: '2026-11-26 16:00',
      });
      if (timed.statusCode !== 200) throw new Error(timed.body);
      return basketId;
    };
    const ids = await baskets(20, ticketBasket);
    const responses = await Promise.all(ids.map((basketId, index) => submit(index, { basketId }, {}, restaurantId)));
    noServerError(responses);
    const sold = responses.filter((response) => response.statusCode === 200);
    expect(sold).toHaveLength(3);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.json().errors).toEqual({ delivery_time: ['order_limit_reached'] });
    }
    const orders = await db.selectFrom('orders').select('id').where('basket_id', 'in', ids).where('status', '!=', 'rejected').execute();
    expect(orders).toHaveLength(3);
  }, 60_000);

  it('makes one order of 50 parallel submits of one basket, with one Idempotency-Key and without one', async () => {
    const product = await guest.plainProduct();
    const db = test.app.context.db;
    const keyed: Record<string, string>[] = [{ 'idempotency-key': `race-${dialect}` }, {}];
    for (const headers of keyed) {
      const basketId = await pickupBasket(product.id);
      const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => submit(index, { basketId }, headers)));
      noServerError(responses);
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      expect(new Set(responses.map((response) => response.json().data.order.id)).size).toBe(1);
      expect(await db.selectFrom('orders').select('id').where('basket_id', '=', basketId).execute()).toHaveLength(1);
    }
  }, 60_000);

  it('refuses an Idempotency-Key reused with another body with a 422, and replays it with its own', async () => {
    const product = await guest.plainProduct();
    const headers = { 'idempotency-key': `reuse-${dialect}` };
    const basketId = await pickupBasket(product.id);
    const first = await submit(0, { basketId }, headers);
    expect(first.statusCode).toBe(200);
    const reused = await submit(1, { basketId: await pickupBasket(product.id) }, headers);
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json().errors).toEqual({ idempotencyKey: ['idempotency_key_reused'] });
    const replayed = await submit(1, { basketId }, headers);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().data.order.id).toBe(first.json().data.order.id);
  });

  it('lets one of two baskets racing with one Idempotency-Key through, and refuses the other with a 422', async () => {
    const product = await guest.plainProduct();
    const headers = { 'idempotency-key': `two-baskets-${dialect}` };
    const baskets = [await pickupBasket(product.id), await pickupBasket(product.id)];
    const responses = await Promise.all(baskets.map((basketId, index) => submit(index, { basketId }, headers)));
    noServerError(responses);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
  });
});
