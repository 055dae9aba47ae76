import { changeOrderStatusResponseSchema, envelopeSchema, managerOrderSchema, managerRestaurantResponseSchema } from '@platter/contract';
import { isMessageCode } from '@platter/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser } from '../auth/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

type Status = 'received' | 'processing' | 'delivered' | 'rejected';
const STATUSES: readonly Status[] = ['received', 'processing', 'delivered', 'rejected'];
const ALLOWED: ReadonlyArray<[Status, Status]> = [
  ['received', 'processing'],
  ['processing', 'delivered'],
  ['received', 'rejected'],
  ['processing', 'rejected'],
];

describe.each(DIALECTS)('the manager calls on %s', (dialect) => {
  let test: TestApp;
  let bistroId: number;
  let otherId: number;
  const tokens: Record<'managerA' | 'managerB' | 'customer' | 'guest', string> = { managerA: '', managerB: '', customer: '', guest: '' };
  let basketCounter = 0;

  const db = () => test.app.context.db;

  async function login(email: string, restaurantId: number, manager: boolean) {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password123', restaurantId, manager },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.access_token as string;
  }

  /** An order written directly, with the times a test needs; a line with it. */
  async function insertOrder(restaurantId: number, fields: { created_at?: string; delivery_time?: string | null; status?: Status } = {}) {
    basketCounter += 1;
    const createdAt = fields.created_at ?? '2031-01-15T12:00:00.000Z';
    const row = await db()
      .insertInto('orders')
      .values({
        restaurant_id: restaurantId,
        basket_id: `manager-test-${basketCounter}`,
        owner_subject: 'guest:manager-test',
        status: fields.status ?? 'received',
        payment_type: 'cash',
        is_online_payment: 0,
        delivery_type: 2,
        delivery_time: fields.delivery_time === undefined ? null : fields.delivery_time,
        subtotal_minor: 1250,
        total_minor: 1250,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('order_products')
      .values({
        order_id: row.id,
        product_id: null,
        name: 'Soup',
        quantity: 2,
        unit_price_minor: 625,
        total_minor: 1250,
        details: '{}',
      })
      .execute();
    return row.id;
  }

  const statusOf = async (orderId: number) =>
    (await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

  function call(method: 'GET' | 'POST', url: string, input: Record<string, unknown>, token?: string) {
    return test.app.inject({
      method,
      url: `/api/${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) }
        : { payload: input }),
    });
  }
  const orders = (input: Record<string, unknown>, token = tokens.managerA) =>
    call('GET', 'managers/order', { restaurantId: bistroId, filter_type: 'create', ...input }, token);
  const changeStatus = (input: Record<string, unknown>, token = tokens.managerA) =>
    call('POST', 'managers/order/change-status', { restaurantId: bistroId, ...input }, token);

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    bistroId = (await db().selectFrom('restaurants').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()).id;
    otherId = (await db().selectFrom('restaurants').select('id').where('id', '!=', bistroId).orderBy('id').executeTakeFirstOrThrow()).id;
    await createUser(db(), { restaurantId: otherId, email: 'second-manager@example.com', role: 'manager', manages: [otherId] });
    tokens.managerA = await login('manager@example.com', bistroId, true);
    tokens.managerB = await login('second-manager@example.com', otherId, true);
    tokens.customer = await login('customer@example.com', bistroId, false);
    tokens.guest = await publicToken(test.app);
  });
  afterAll(() => test.close());

  describe('who may call', () => {
    const routes = [
      ['GET managers/restaurant', (token?: string) => call('GET', 'managers/restaurant', {}, token)],
      [
        'GET managers/order',
        (token?: string) =>
          call('GET', 'managers/order', { restaurantId: bistroId, from_date: '2031-01-01', to_date: '2031-01-31' }, token),
      ],
      [
        'POST managers/order/change-status',
        (token?: string) =>
          call('POST', 'managers/order/change-status', { restaurantId: bistroId, orderId: 1, status: 'processing' }, token),
      ],
    ] as const;

    it.each(routes)('%s: 401 without a token, 403 unauthorized with a guest or customer token', async (_name, send) => {
      const none = await send(undefined);
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('unauthenticated');
      for (const token of [tokens.guest, tokens.customer]) {
        const response = await send(token);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('unauthorized');
      }
    });

    it('refuses a manager the orders of a restaurant they do not manage (403 you_dont_allow), both ways', async () => {
      await insertOrder(otherId);
      const mine = await orders({ from_date: '2031-01-01', to_date: '2031-01-31' });
      expect(mine.statusCode, mine.body).toBe(200);
      const theirs = await orders({ from_date: '2031-01-01', to_date: '2031-01-31', restaurantId: otherId });
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toEqual({ message: { body: 'You are not allowed to do this.' }, code: 'you_dont_allow' });
      const back = await orders({ from_date: '2031-01-01', to_date: '2031-01-31' }, tokens.managerB);
      expect(back.statusCode).toBe(403);
      expect(back.json().code).toBe('you_dont_allow');
      const own = await orders({ from_date: '2031-01-01', to_date: '2031-01-31', restaurantId: otherId }, tokens.managerB);
      expect(own.statusCode, own.body).toBe(200);
    });

    it('refuses a status change for a restaurant the manager does not manage and writes nothing', async () => {
      const theirOrder = await insertOrder(otherId);
      const named = await changeStatus({ orderId: theirOrder, status: 'processing', restaurantId: otherId });
      expect(named.statusCode).toBe(403);
      expect(named.json().code).toBe('you_dont_allow');
      // Their order named under the manager's own restaurant is not found there.
      const underMine = await changeStatus({ orderId: theirOrder, status: 'processing' });
      expect(underMine.statusCode).toBe(422);
      expect(underMine.json().errors).toEqual({ orderId: ['order_does_not_exists'] });
      expect(await statusOf(theirOrder)).toBe('received');
    });

    it('answers the restaurants the manager manages, each once, by id', async () => {
      const response = await call('GET', 'managers/restaurant', {}, tokens.managerA);
      expect(response.statusCode, response.body).toBe(200);
      const data = envelopeSchema(managerRestaurantResponseSchema).parse(response.json()).data;
      expect(data.map((restaurant) => restaurant.id)).toEqual([bistroId]);
      expect(data[0]?.name).toBe('Demo Bistro');

      await createUser(db(), { restaurantId: bistroId, email: 'both@example.com', role: 'manager', manages: [otherId, bistroId] });
      const both = await call('GET', 'managers/restaurant', {}, await login('both@example.com', bistroId, true));
      const ids = envelopeSchema(managerRestaurantResponseSchema)
        .parse(both.json())
        .data.map((restaurant) => restaurant.id);
      expect(ids).toEqual([bistroId, otherId].sort((a, b) => a - b));
    });
  });

  describe('GET managers/order', () => {
    const listOf = (response: { statusCode: number; body: string; json(): unknown }) => {
      expect(response.statusCode, response.body).toBe(200);
      return envelopeSchema(z.array(managerOrderSchema)).parse(response.json()).data;
    };

    it('finds orders by creation time, whole days of the restaurant zone (Berlin), both ends inclusive, newest first', async () => {
      // 2031-03-10 and -11 in Berlin (UTC+1): from 2031-03-09T23:00Z to 2031-03-11T23:00Z.
      const before = await insertOrder(bistroId, { created_at: '2031-03-09T22:59:59.000Z' });
      const first = await insertOrder(bistroId, { created_at: '2031-03-09T23:00:00.000Z', delivery_time: '2031-05-01T10:00:00.000Z' });
      const middle = await insertOrder(bistroId, { created_at: '2031-03-10T12:00:00.000Z' });
      const last = await insertOrder(bistroId, { created_at: '2031-03-11T22:59:59.000Z' });
      const after = await insertOrder(bistroId, { created_at: '2031-03-11T23:00:00.000Z' });
      const elsewhere = await insertOrder(otherId, { created_at: '2031-03-10T12:00:00.000Z' });

      const list = listOf(await orders({ from_date: '2031-03-10', to_date: '2031-03-11' }));
      expect(list.map((order) => order.id)).toEqual([last, middle, first]);
      expect(list.map((order) => order.id)).not.toContain(before);
      expect(list.map((order) => order.id)).not.toContain(after);
      expect(list.map((order) => order.id)).not.toContain(elsewhere);
      expect(list[0]?.products).toEqual([
        expect.objectContaining({ name: 'Soup', quantity: 2, price: 6.25, totalPrice: 12.5, itemDetails: [], comment: null }),
      ]);
      expect(list[0]?.table).toBeNull();
      // filter_type defaults to create.
      const byDefault = await call(
        'GET',
        'managers/order',
        { restaurantId: bistroId, from_date: '2031-03-10', to_date: '2031-03-10' },
        tokens.managerA,
      );
      expect(listOf(byDefault).map((order) => order.id)).toEqual([middle, first]);
    });

    it('finds orders by delivery time, whole days of the restaurant zone, newest delivery first', async () => {
      // 2031-07-01 in Berlin (UTC+2): from 2031-06-30T22:00Z to 2031-07-01T22:00Z.
      const created = '2031-06-01T08:00:00.000Z';
      const before = await insertOrder(bistroId, { created_at: created, delivery_time: '2031-06-30T21:59:00.000Z' });
      const early = await insertOrder(bistroId, { created_at: created, delivery_time: '2031-06-30T22:00:00.000Z' });
      const late = await insertOrder(bistroId, { created_at: created, delivery_time: '2031-07-01T21:45:00.000Z' });
      const after = await insertOrder(bistroId, { created_at: created, delivery_time: '2031-07-01T22:00:00.000Z' });
      const none = await insertOrder(bistroId, { created_at: '2031-07-01T10:00:00.000Z', delivery_time: null });

      const byDelivery = listOf(await orders({ from_date: '2031-07-01', to_date: '2031-07-01', filter_type: 'delivery' }));
      expect(byDelivery.map((order) => order.id)).toEqual([late, early]);
      for (const id of [before, after, none]) expect(byDelivery.map((order) => order.id)).not.toContain(id);
      // By creation, the same day holds only the order created then.
      const byCreation = listOf(await orders({ from_date: '2031-07-01', to_date: '2031-07-01' }));
      expect(byCreation.map((order) => order.id)).toEqual([none]);
    });

    it("carries each line's comment and persons and the order's table", async () => {
      const orderId = await insertOrder(bistroId, { created_at: '2031-09-09T10:00:00.000Z' });
      const table = await db()
        .selectFrom('tables')
        .select(['id', 'name'])
        .where('restaurant_id', '=', bistroId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db().updateTable('orders').set({ table_id: table.id }).where('id', '=', orderId).execute();
      const extraInfo = JSON.stringify({
        comment: 'window seat',
        itemDetails: [{ fullName: 'Ada Lovelace', date: '2031-09-20', count: 2 }],
      });
      await db()
        .updateTable('order_products')
        .set({ details: JSON.stringify({ extra_info: extraInfo }) })
        .where('order_id', '=', orderId)
        .execute();
      const [order] = listOf(await orders({ from_date: '2031-09-09', to_date: '2031-09-09' }));
      expect(order?.table).toBe(table.name);
      expect(order?.products[0]).toMatchObject({
        comment: 'window seat',
        itemDetails: [{ fullName: 'Ada Lovelace', date: '2031-09-20', count: 2 }],
      });
    });

    it('takes at most 92 days, both ends counted', async () => {
      expect((await orders({ from_date: '2031-01-01', to_date: '2031-04-02' })).statusCode).toBe(200);
      const tooLong = await orders({ from_date: '2031-01-01', to_date: '2031-04-03' });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json()).toEqual({
        message: { body: 'The date range can cover at most 92 days.' },
        errors: { to_date: ['date_range_too_long'] },
      });
    });

    it('answers bad input with 422 field maps of catalogue codes', async () => {
      const backwards = await orders({ from_date: '2031-03-11', to_date: '2031-03-10' });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json()).toEqual({
        message: { body: 'The end date cannot be before the start date.' },
        errors: { to_date: ['end_date_before_start_date'] },
      });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ from_date: '10.03.2031', to_date: '2031-03-11' }, 'from_date'],
        [{ from_date: '2031-03-10', to_date: '2031-02-30' }, 'to_date'],
        [{ from_date: '2031-03-10', to_date: '2031-03-11', filter_type: 'paid' }, 'filter_type'],
        [{ from_date: '2031-03-10', to_date: '2031-03-11', restaurantId: 'x' }, 'restaurantId'],
      ];
      for (const [input, field] of cases) {
        const response = await orders(input);
        expect(response.statusCode, JSON.stringify(input)).toBe(422);
        const errors = response.json().errors as Record<string, string[]>;
        expect(Object.keys(errors)).toContain(field);
        for (const codes of Object.values(errors)) for (const code of codes) expect(isMessageCode(code), code).toBe(true);
      }
      const missing = await call('GET', 'managers/order', { restaurantId: bistroId }, tokens.managerA);
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['from_date', 'to_date']);
    });
  });

  describe('POST managers/order/change-status', () => {
    it.each(ALLOWED)('moves an order from %s to %s, with the success text', async (from, to) => {
      const orderId = await insertOrder(bistroId, { status: from });
      const response = await changeStatus({ orderId, status: to });
      expect(response.statusCode, response.body).toBe(200);
      const body = envelopeSchema(changeOrderStatusResponseSchema).parse(response.json());
      expect(body.data).toMatchObject({ id: orderId, status: to, restaurant_id: bistroId });
      expect(body.message.body).toBe('The order status has been changed.');
      expect(await statusOf(orderId)).toBe(to);
    });

    const refused = STATUSES.flatMap((from) =>
      STATUSES.filter((to) => to !== from && !ALLOWED.some(([a, b]) => a === from && b === to)).map((to) => [from, to] as const),
    );

    it('has the refused transitions the rules leave', () => {
      expect(refused).toHaveLength(8);
    });

    it.each(refused)('refuses %s -> %s with 422 status: order_status_change_not_allowed and writes nothing', async (from, to) => {
      const orderId = await insertOrder(bistroId, { status: from });
      const response = await changeStatus({ orderId, status: to });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: { body: 'The order cannot be changed to this status.' },
        errors: { status: ['order_status_change_not_allowed'] },
      });
      expect(await statusOf(orderId)).toBe(from);
    });

    it.each(STATUSES)('refuses %s again with 422 status: order_status_unchanged', async (status) => {
      const orderId = await insertOrder(bistroId, { status });
      const response = await changeStatus({ orderId, status });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: { body: 'The order already has this status.' },
        errors: { status: ['order_status_unchanged'] },
      });
      expect(await statusOf(orderId)).toBe(status);
    });

    it('answers bad input with 422 field maps of catalogue codes and writes nothing', async () => {
      const orderId = await insertOrder(bistroId);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ orderId, status: 'cooking' }, 'status'],
        [{ orderId }, 'status'],
        [{ status: 'processing' }, 'orderId'],
        [{ orderId: 'abc', status: 'processing' }, 'orderId'],
        [{ orderId: 99_999_999, status: 'processing' }, 'orderId'],
        [{ orderId, status: 'processing', restaurantId: 'x' }, 'restaurantId'],
      ];
      for (const [input, field] of cases) {
        const response = await changeStatus(input);
        expect(response.statusCode, JSON.stringify(input)).toBe(422);
        const errors = response.json().errors as Record<string, string[]>;
        expect(Object.keys(errors)).toContain(field);
        for (const codes of Object.values(errors)) for (const code of codes) expect(isMessageCode(code), code).toBe(true);
      }
      expect(await statusOf(orderId)).toBe('received');
    });
  });
});
