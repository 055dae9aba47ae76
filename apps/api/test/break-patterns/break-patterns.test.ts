import {
  type BreakPattern,
  breakPatternListResponseSchema,
  breakPatternResponseSchema,
  envelopeSchema,
  productSchema,
} from '@platter/contract';
import { isMessageCode } from '@platter/i18n';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser } from '../auth/fixtures.ts';
import { basketOf, type GuestSession, guestSession, pickupBasketWith } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

/** Monday 2026-11-23, 12:00 in Berlin (the Demo Bistro's zone), while it is open. */
const MONDAY_NOON = new Date('2026-11-23T11:00:00.000Z');

/** A pattern's fields as a manager's form sends them; each test changes what it is about. */
const FIELDS = {
  name: 'Lunch break',
  start_time: '12:00',
  weekdays: [1],
  start_date: '2026-11-01',
  end_date: '2026-11-30',
};

describe.each(DIALECTS)('break patterns on %s', (dialect) => {
  let test: TestApp;
  let now = MONDAY_NOON;
  let bistroId: number;
  let otherId: number;
  let guest: GuestSession;
  /** A plain product of the bistro (unlimited stock, no choices, every delivery type) and its category. */
  let product: { id: number; name: string; category_id: number };
  let secondProduct: number;
  let foreignProduct: number;
  const tokens: Record<'managerA' | 'managerB' | 'customer' | 'guest', string> = { managerA: '', managerB: '', customer: '', guest: '' };

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

  function call(method: 'GET' | 'POST', url: string, input: Record<string, unknown> | undefined, token?: string | null, headers = {}) {
    return test.app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input ?? {}).map(([key, value]) => [key, String(value)])) }
        : input === undefined
          ? {}
          : { payload: input }),
    });
  }

  const list = (input: Record<string, unknown> = {}, token: string | null = tokens.managerA) =>
    call('GET', 'managers/break-patterns', { restaurantId: bistroId, ...input }, token);
  const create = (input: Record<string, unknown> = {}, token: string | null = tokens.managerA) =>
    call('POST', 'managers/break-patterns', { restaurantId: bistroId, ...FIELDS, products: [product.id], ...input }, token);
  const update = (input: Record<string, unknown>, token: string | null = tokens.managerA) =>
    call('POST', 'managers/break-patterns/update', { restaurantId: bistroId, ...FIELDS, products: [product.id], ...input }, token);
  const stop = (input: Record<string, unknown>, token: string | null = tokens.managerA) =>
    call('POST', 'managers/break-patterns/stop', { restaurantId: bistroId, ...input }, token);
  const remove = (input: Record<string, unknown>, token: string | null = tokens.managerA) =>
    call('POST', 'managers/break-patterns/delete', { restaurantId: bistroId, ...input }, token);

  function patternOf(response: LightMyRequestResponse): BreakPattern {
    expect(response.statusCode, response.body).toBe(200);
    return envelopeSchema(breakPatternResponseSchema).parse(response.json()).data;
  }
  function patternsOf(response: LightMyRequestResponse): BreakPattern[] {
    expect(response.statusCode, response.body).toBe(200);
    return envelopeSchema(breakPatternListResponseSchema).parse(response.json()).data;
  }
  /** A 422's field map, every code of it in the catalogue. */
  function errorsOf(response: LightMyRequestResponse): Record<string, string[]> {
    expect(response.statusCode, response.body).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    for (const codes of Object.values(errors)) for (const code of codes) expect(isMessageCode(code), code).toBe(true);
    return errors;
  }
  const clearPatterns = () => db().deleteFrom('break_patterns').execute();

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => now);
    bistroId = (await db().selectFrom('restaurants').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()).id;
    otherId = (await db().selectFrom('restaurants').select('id').where('id', '!=', bistroId).orderBy('id').executeTakeFirstOrThrow()).id;
    await createUser(db(), { restaurantId: otherId, email: 'second-manager@example.com', role: 'manager', manages: [otherId] });
    tokens.managerA = await login('manager@example.com', bistroId, true);
    tokens.managerB = await login('second-manager@example.com', otherId, true);
    tokens.customer = await login('customer@example.com', bistroId, false);
    tokens.guest = await publicToken(test.app);
    guest = await guestSession(test.app);
    const plain = await guest.plainProduct();
    product = await db().selectFrom('products').select(['id', 'name', 'category_id']).where('id', '=', plain.id).executeTakeFirstOrThrow();
    secondProduct = (
      await db()
        .selectFrom('products')
        .select('id')
        .where('restaurant_id', '=', bistroId)
        .where('id', '!=', product.id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    foreignProduct = (await db().selectFrom('products').select('id').where('restaurant_id', '=', otherId).executeTakeFirstOrThrow()).id;
  });
  beforeEach(() => {
    now = MONDAY_NOON;
  });
  afterAll(() => test.close());

  describe('who may call', () => {
    const routes = [
      ['GET managers/break-patterns', (token: string | null, restaurantId: number) => list({ restaurantId }, token)],
      ['POST managers/break-patterns', (token: string | null, restaurantId: number) => create({ restaurantId }, token)],
      [
        'POST managers/break-patterns/update',
        (token: string | null, restaurantId: number) => update({ restaurantId, breakPatternId: 1 }, token),
      ],
      [
        'POST managers/break-patterns/stop',
        (token: string | null, restaurantId: number) => stop({ restaurantId, breakPatternId: 1 }, token),
      ],
      [
        'POST managers/break-patterns/delete',
        (token: string | null, restaurantId: number) => remove({ restaurantId, breakPatternId: 1 }, token),
      ],
    ] as const;

    it.each(routes)('%s: 401 without a token or with a bad one, 403 unauthorized with a guest or customer token', async (_name, send) => {
      const none = await send(null, bistroId);
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('unauthenticated');
      const forged = await send(`${tokens.managerA.slice(0, -4)}AAAA`, bistroId);
      expect(forged.statusCode).toBe(401);
      for (const token of [tokens.guest, tokens.customer]) {
        const response = await send(token, bistroId);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('unauthorized');
      }
    });

    it.each(routes)('%s: 403 you_dont_allow for a restaurant the manager does not manage, both ways', async (_name, send) => {
      const patterns = await db().selectFrom('break_patterns').select('id').execute();
      for (const [token, restaurantId] of [
        [tokens.managerA, otherId],
        [tokens.managerB, bistroId],
      ] as const) {
        const response = await send(token, restaurantId);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: { body: 'You are not allowed to do this.' }, code: 'you_dont_allow' });
      }
      expect(await db().selectFrom('break_patterns').select('id').execute()).toEqual(patterns);
    });
  });

  describe('the demo data', () => {
    it("lists the Demo Bistro's example pattern, which is not active", async () => {
      const [demo] = patternsOf(await list());
      expect(demo).toMatchObject({
        name: 'Pizzaofen-Wartung',
        start_time: '14:30',
        weekdays: [1, 2, 3, 4, 5],
        stopped_at: null,
        active: false,
      });
      expect(demo?.products).toHaveLength(3);
      expect((demo?.end_date ?? '') < '2026-11-23').toBe(true);
    });
  });

  describe('create, update, stop, delete', () => {
    beforeEach(clearPatterns);

    it('creates a pattern (products once each and ascending, weekdays ascending) with the success text', async () => {
      const response = await create({ products: [secondProduct, product.id, secondProduct], weekdays: [5, 1, 3] });
      const pattern = patternOf(response);
      expect(pattern).toEqual({
        id: expect.any(Number),
        ...FIELDS,
        products: [product.id, secondProduct].sort((a, b) => a - b),
        weekdays: [1, 3, 5],
        stopped_at: null,
        active: true,
      });
      expect(response.json().message.body).toBe('The break pattern has been created.');
      expect(patternsOf(await list())).toEqual([pattern]);
    });

    it('speaks the language asked for', async () => {
      const created = await call(
        'POST',
        'managers/break-patterns?lang=de',
        { restaurantId: bistroId, ...FIELDS, products: [product.id] },
        tokens.managerA,
      );
      expect(created.json().message.body).toBe('Der Pausenplan wurde angelegt.');
      const breakPatternId = patternOf(created).id;
      const stopped = await call('POST', 'managers/break-patterns/stop', { restaurantId: bistroId, breakPatternId }, tokens.managerA, {
        'accept-language': 'ar',
      });
      expect(stopped.json().message.body).toBe('تم إيقاف جدول الاستراحة.');
      const again = await call('POST', 'managers/break-patterns/stop', { restaurantId: bistroId, breakPatternId }, tokens.managerA, {
        'accept-language': 'fr-CH',
      });
      expect(again.json().message.body).toBe('Ce planning de pause a déjà été arrêté.');
    });

    it('lists newest first, each with whether it is active now', async () => {
      const first = patternOf(await create({ name: 'First' }));
      now = new Date(MONDAY_NOON.getTime() + 60_000);
      const second = patternOf(await create({ name: 'Second', start_time: '18:00' }));
      now = new Date(MONDAY_NOON.getTime() + 120_000);
      const third = patternOf(await create({ name: 'Third', weekdays: [2] }));
      const patterns = patternsOf(await list());
      expect(patterns.map((pattern) => [pattern.id, pattern.active])).toEqual([
        [third.id, false],
        [second.id, false],
        [first.id, true],
      ]);
      // 18:00 in Berlin: the second has begun.
      now = new Date('2026-11-23T17:00:00.000Z');
      expect(patternsOf(await list()).map((pattern) => pattern.active)).toEqual([false, true, true]);
    });

    it('updates every field with the success text, keeping its own name in another case', async () => {
      const pattern = patternOf(await create());
      const response = await update({
        breakPatternId: pattern.id,
        name: 'LUNCH BREAK',
        start_time: '15:45',
        products: [secondProduct],
        weekdays: [6, 7],
        start_date: '2026-12-01',
        end_date: '2026-12-01',
      });
      expect(patternOf(response)).toEqual({
        id: pattern.id,
        name: 'LUNCH BREAK',
        start_time: '15:45',
        products: [secondProduct],
        weekdays: [6, 7],
        start_date: '2026-12-01',
        end_date: '2026-12-01',
        stopped_at: null,
        active: false,
      });
      expect(response.json().message.body).toBe('The break pattern has been updated.');
      const links = await db().selectFrom('break_pattern_products').selectAll().where('break_pattern_id', '=', pattern.id).execute();
      expect(links.map((link) => link.product_id)).toEqual([secondProduct]);
    });

    it('stops a pattern now for good: listed as stopped, never active, and not stopped twice', async () => {
      const pattern = patternOf(await create());
      expect(pattern.active).toBe(true);
      const response = await stop({ breakPatternId: pattern.id });
      expect(patternOf(response)).toEqual({ ...pattern, stopped_at: MONDAY_NOON.toISOString(), active: false });
      expect(response.json().message.body).toBe('The break pattern has been stopped.');
      expect(patternsOf(await list())).toEqual([{ ...pattern, stopped_at: MONDAY_NOON.toISOString(), active: false }]);

      const again = await stop({ breakPatternId: pattern.id });
      expect(again.json()).toEqual({
        message: { body: 'This break pattern has already been stopped.' },
        errors: { breakPatternId: ['break_pattern_already_stopped'] },
      });
      // An update changes its fields and leaves it stopped.
      const updated = patternOf(await update({ breakPatternId: pattern.id, name: 'Renamed' }));
      expect(updated).toMatchObject({ name: 'Renamed', stopped_at: MONDAY_NOON.toISOString(), active: false });
    });

    it('deletes a pattern and its products with the success text; a second delete is a 404', async () => {
      const pattern = patternOf(await create());
      const response = await remove({ breakPatternId: pattern.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: null, message: { body: 'The break pattern has been deleted.' } });
      expect(patternsOf(await list())).toEqual([]);
      expect(await db().selectFrom('break_pattern_products').selectAll().where('break_pattern_id', '=', pattern.id).execute()).toEqual([]);
      const again = await remove({ breakPatternId: pattern.id });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: { body: 'This break pattern does not exist.' }, code: 'break_pattern_does_not_exists' });
    });
  });

  describe('the rules', () => {
    beforeEach(clearPatterns);

    it('keeps names unique per restaurant without regard to case, and allows the same name in another restaurant', async () => {
      const pattern = patternOf(await create({ name: 'Äpfel aus' }));
      expect(errorsOf(await create({ name: '  äPFEL AUS ' }))).toEqual({ name: ['break_pattern_name_taken'] });
      const other = patternOf(await create({ name: 'Other' }));
      expect(errorsOf(await update({ breakPatternId: other.id, name: 'ÄPFEL AUS' }))).toEqual({ name: ['break_pattern_name_taken'] });
      const elsewhere = await create({ restaurantId: otherId, name: 'Äpfel aus', products: [foreignProduct] }, tokens.managerB);
      expect(patternOf(elsewhere).name).toBe('Äpfel aus');
      expect(patternsOf(await list()).map((row) => row.id)).toEqual([other.id, pattern.id]);
    });

    it('holds the unique name in the database too', async () => {
      patternOf(await create({ name: 'Held' }));
      const timestamp = MONDAY_NOON.toISOString();
      await expect(
        db()
          .insertInto('break_patterns')
          .values({
            restaurant_id: bistroId,
            name: 'HELD',
            name_key: 'held',
            start_time: '12:00',
            weekdays: '[1]',
            start_date: '2026-11-01',
            end_date: '2026-11-30',
            created_at: timestamp,
            updated_at: timestamp,
          })
          .execute(),
      ).rejects.toThrow(/unique|duplicate/i);
    });

    it('needs at least one product, each of the restaurant', async () => {
      expect(errorsOf(await create({ products: [] }))).toEqual({ products: ['required'] });
      expect(errorsOf(await create({ products: undefined }))).toEqual({ products: ['required'] });
      expect(errorsOf(await create({ products: product.id }))).toEqual({ products: ['must_be_array'] });
      expect(errorsOf(await create({ products: ['x'] }))).toEqual({ 'products.0': ['must_be_numeric'] });
      expect(errorsOf(await create({ products: [product.id, foreignProduct] }))).toEqual({ products: ['product_does_not_exists'] });
      expect(errorsOf(await create({ products: [99_999_999] }))).toEqual({ products: ['product_does_not_exists'] });
      expect(patternsOf(await list())).toEqual([]);
    });

    it('needs at least one weekday, each from 1 to 7 and once', async () => {
      expect(errorsOf(await create({ weekdays: [] }))).toEqual({ weekdays: ['required'] });
      expect(errorsOf(await create({ weekdays: undefined }))).toEqual({ weekdays: ['required'] });
      expect(errorsOf(await create({ weekdays: 'monday' }))).toEqual({ weekdays: ['must_be_array'] });
      expect(errorsOf(await create({ weekdays: [0] }))).toEqual({ 'weekdays.0': ['weekday_invalid'] });
      expect(errorsOf(await create({ weekdays: [1, 8] }))).toEqual({ 'weekdays.1': ['weekday_invalid'] });
      expect(errorsOf(await create({ weekdays: [1.5] }))).toEqual({ 'weekdays.0': ['weekday_invalid'] });
      expect(errorsOf(await create({ weekdays: [2, 2] }))).toEqual({ weekdays: ['weekday_duplicated'] });
      expect(patternsOf(await list())).toEqual([]);
    });

    it('needs valid dates, the end not before the start', async () => {
      const backwards = await create({ start_date: '2026-11-30', end_date: '2026-11-29' });
      expect(backwards.json()).toEqual({
        message: { body: 'The end date cannot be before the start date.' },
        errors: { end_date: ['end_date_before_start_date'] },
      });
      expect(patternOf(await create({ start_date: '2026-11-30', end_date: '2026-11-30' })).end_date).toBe('2026-11-30');
      expect(errorsOf(await create({ name: 'B', start_date: '2026-02-30' }))).toEqual({ start_date: ['date_format_invalid'] });
      expect(errorsOf(await create({ name: 'B', end_date: '30.11.2026' }))).toEqual({ end_date: ['date_format_invalid'] });
      expect(errorsOf(await create({ name: 'B', end_date: undefined }))).toEqual({ end_date: ['required'] });
      // A bad start is not also called "before the start".
      expect(errorsOf(await create({ name: 'B', start_date: 'soon', end_date: '2020-01-01' }))).toEqual({
        start_date: ['date_format_invalid'],
      });
      const pattern = patternsOf(await list())[0];
      expect(errorsOf(await update({ breakPatternId: pattern?.id, start_date: '2026-12-02', end_date: '2026-12-01' }))).toEqual({
        end_date: ['end_date_before_start_date'],
      });
    });

    it('needs a name and a start time', async () => {
      expect(errorsOf(await create({ name: '   ' }))).toEqual({ name: ['required'] });
      expect(errorsOf(await create({ name: 'x'.repeat(101) }))).toEqual({ name: ['too_big'] });
      expect(errorsOf(await create({ name: 'Tab\there' }))).toEqual({ name: ['invalid'] });
      expect(errorsOf(await create({ start_time: '24:00' }))).toEqual({ start_time: ['time_format_invalid'] });
      expect(errorsOf(await create({ start_time: '9:00' }))).toEqual({ start_time: ['time_format_invalid'] });
      expect(errorsOf(await create({ start_time: undefined }))).toEqual({ start_time: ['required'] });
    });

    it('names every missing field of an empty body', async () => {
      const errors = errorsOf(await call('POST', 'managers/break-patterns', undefined, tokens.managerA));
      expect(Object.keys(errors).sort()).toEqual(['end_date', 'name', 'products', 'restaurantId', 'start_date', 'start_time', 'weekdays']);
      const forStop = errorsOf(await call('POST', 'managers/break-patterns/stop', undefined, tokens.managerA));
      expect(Object.keys(forStop).sort()).toEqual(['breakPatternId', 'restaurantId']);
      expect(errorsOf(await list({ restaurantId: 'x' }))).toEqual({ restaurantId: ['must_be_numeric'] });
    });

    it('answers 404 break_pattern_does_not_exists for an unknown id and for another restaurant’s pattern', async () => {
      const theirs = patternOf(await create({ restaurantId: otherId, products: [foreignProduct] }, tokens.managerB));
      for (const breakPatternId of [99_999_999, theirs.id]) {
        for (const response of [await update({ breakPatternId }), await stop({ breakPatternId }), await remove({ breakPatternId })]) {
          expect(response.statusCode).toBe(404);
          expect(response.json().code).toBe('break_pattern_does_not_exists');
        }
      }
      expect(patternOf(await stop({ restaurantId: otherId, breakPatternId: theirs.id }, tokens.managerB)).stopped_at).not.toBeNull();
      expect(errorsOf(await stop({ breakPatternId: 'abc' }))).toEqual({ breakPatternId: ['must_be_numeric'] });
    });
  });

  describe('the effect on the menu, the basket and the order', () => {
    beforeEach(clearPatterns);

    const menuStock = async (query: Record<string, unknown> = {}) => {
      const response = await guest.call('GET', 'restaurant/products', { categoryId: product.category_id, ...query });
      expect(response.statusCode, response.body).toBe(200);
      const products = envelopeSchema(z.array(productSchema)).parse(response.json()).data;
      return products.find((row) => row.id === product.id)?.stock;
    };
    const add = (basketId: string) => guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 1 });
    const place = (basketId: string) => guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });

    const basketWithProduct = (time?: string) => pickupBasketWith(guest, product.id, time);

    it('makes an active pattern’s product unavailable: out of stock in the menu, refused by the basket and the order', async () => {
      expect(await menuStock()).toBeNull();
      const basketId = await basketWithProduct();
      const pattern = patternOf(await create());
      expect(pattern.active).toBe(true);

      expect(await menuStock()).toBe(0);
      const refused = await add(await guest.createBasket());
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { productId: ['the_product_is_not_available'] }, name: product.name });
      const orders = (await db().selectFrom('orders').select('id').execute()).length;
      const order = await place(basketId);
      expect(order.statusCode).toBe(422);
      expect(order.json()).toMatchObject({ errors: { basketId: ['the_product_is_not_available'] }, name: product.name });
      expect(order.json().message.body).toBe(`${product.name} is not available.`);
      expect((await db().selectFrom('orders').select('id').execute()).length).toBe(orders);

      // Stopped, it pauses nothing.
      patternOf(await stop({ breakPatternId: pattern.id }));
      expect(await menuStock()).toBeNull();
      basketOf(await add(await guest.createBasket()));
      const placed = await place(basketId);
      expect(placed.statusCode, placed.body).toBe(200);
    });

    it('pauses nothing before its start time', async () => {
      patternOf(await create({ start_time: '12:01' }));
      expect(await menuStock()).toBeNull();
      basketOf(await add(await guest.createBasket()));
      expect((await place(await basketWithProduct())).statusCode).toBe(200);
      now = new Date('2026-11-23T11:01:00.000Z');
      expect(await menuStock()).toBe(0);
    });

    it('pauses nothing on another weekday, outside its dates, or for another product', async () => {
      patternOf(await create({ name: 'Tuesdays', weekdays: [2, 3, 4, 5, 6, 7] }));
      patternOf(await create({ name: 'December', start_date: '2026-12-01', end_date: '2026-12-31', weekdays: [1] }));
      patternOf(await create({ name: 'Something else', products: [secondProduct] }));
      expect(await menuStock()).toBeNull();
      basketOf(await add(await guest.createBasket()));
      expect((await place(await basketWithProduct())).statusCode).toBe(200);
    });

    it("judges the basket's delivery time, as happy-hour prices are judged", async () => {
      patternOf(await create({ start_time: '18:00' }));
      // At 12:00 the pattern has not begun: the menu now shows the product...
      expect(await menuStock()).toBeNull();
      // ...but not for a basket wanted at 18:30 (or an asked delivery time then).
      const evening = await guest.createBasket();
      basketOf(await add(evening));
      const timed = await guest.call('POST', 'basket/add-delivery-time', {
        basketId: evening,
        deliveryType: 'pickup',
        delivery_time: '2026-11-23 18:30',
      });
      expect(timed.statusCode, timed.body).toBe(200);
      expect(await menuStock({ basketId: evening })).toBe(0);
      expect(await menuStock({ delivery_time: '2026-11-23 18:30' })).toBe(0);
      expect(await menuStock({ delivery_time: '2026-11-23 17:59' })).toBeNull();
      expect(errorsOf(await add(evening))).toEqual({ productId: ['the_product_is_not_available'] });
      expect(errorsOf(await place(evening))).toEqual({ basketId: ['the_product_is_not_available'] });
      // A basket wanted tomorrow (Tuesday, not a pattern weekday) is sold even after 18:00 today.
      now = new Date('2026-11-23T17:30:00.000Z');
      expect(await menuStock()).toBe(0);
      const tomorrow = await basketWithProduct('2026-11-24 12:00');
      expect(await menuStock({ basketId: tomorrow })).toBeNull();
      expect((await place(tomorrow)).statusCode).toBe(200);
    });
  });
});
