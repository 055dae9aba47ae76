import fastJson from 'fast-json-stringify';
import type { RouteOptions } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { type App, buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { exactJsonSchemaOf, isExactlyConvertible } from '../../src/http/serializer.ts';
import { guestSession } from '../basket/basket-client.ts';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../helpers/dialects.ts';

const viaZod = (schema: ZodType) => zodSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('which response schemas compile exactly', () => {
  it.each([
    ['a plain object', z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() }), true],
    [
      'arrays, enums, literals, literal unions',
      z.object({ list: z.array(z.enum(['a', 'b'])), one: z.literal(1), type: z.union([z.literal(1), z.literal(2)]) }),
      true,
    ],
    ['optional properties at the end', z.object({ id: z.number(), extra: z.string().optional() }), true],
    ['an optional property before a required one', z.object({ extra: z.string().optional(), id: z.number() }), false],
    ['a union of objects', z.object({ value: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]) }), false],
    ['a union of literals of two types', z.union([z.literal(1), z.literal('one')]), false],
    ['a record', z.object({ errors: z.record(z.string(), z.array(z.string())) }), false],
    ['a date', z.object({ at: z.date() }), false],
    ['a default', z.object({ count: z.number().default(0) }), false],
    ['a transform', z.object({ name: z.string().transform((value) => value.trim()) }), false],
    ['a loose object', z.looseObject({ id: z.number() }), false],
    ['a strict object', z.strictObject({ id: z.number() }), false],
  ])('%s: %s', (_name, schema, exact) => {
    expect(isExactlyConvertible(schema)).toBe(exact);
    expect(exactJsonSchemaOf(schema) !== undefined).toBe(exact);
  });

  it('writes what zod writes for awkward strings and numbers', () => {
    const schema = z.object({
      text: z.string(),
      price: z.number().multipleOf(0.01).nullable(),
      day: z.iso.date().nullable(),
      numbers: z.array(z.number()),
      type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      maybe: z.string().nullable(),
      later: z.number().optional(),
    });
    const jsonSchema = exactJsonSchemaOf(schema);
    if (!jsonSchema) throw new Error('not convertible');
    const fast = fastJson(jsonSchema);
    const zod = viaZod(schema);
    for (const value of [
      {
        price: 8.95,
        day: '2026-11-23',
        text: 'quote " backslash \\ newline \n tab \t nul \u0000 line sep \u2028 emoji 🍕 arabic مرحبا',
        numbers: [0, -0, 0.1 + 0.2, 1e21, -5.5, 2 ** 53 - 1],
        type: 2 as const,
        maybe: null,
      },
      { price: null, day: null, text: '', numbers: [], type: 3 as const, maybe: 'x', later: 1.25, unknown: 'dropped' },
    ]) {
      expect(fast(value)).toBe(zod(value));
    }
  });
});

describe.each(DIALECTS)('compiled serialisers write what zod wrote, on %s', (dialect) => {
  let database: TestDatabase;
  let app: App;
  const schemas = new Map<string, ZodType>();
  const compiled = new Map<string, boolean>();

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    // Production: the compiled serialisers alone, without the zod check tests otherwise run beside them.
    app = await buildApp(testConfig({ env: 'production' }), {
      database,
      serveWeb: false,
      now: () => new Date('2026-11-23T11:00:00.000Z'),
      onRoute: (route: RouteOptions) => {
        const schema = (route.schema?.response as Record<string, ZodType> | undefined)?.[200];
        if (schema) schemas.set(`${route.method} ${route.url}`, schema);
      },
      onSerializerCompile: ({ method, url, httpStatus, compiled: isCompiled }) => {
        if (httpStatus === '200') compiled.set(`${method} ${url}`, isCompiled);
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('answers the menu, basket and order calls of a guest’s order byte for byte as zod’s serialiser', async () => {
    const guest = await guestSession(app);
    const product = await guest.plainProduct();
    const { category_id: categoryId } = await app.context.db
      .selectFrom('products')
      .select('category_id')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    const basketId = await guest.createBasket();
    const calls: Array<[string, () => ReturnType<typeof guest.call>]> = [
      ['GET /api/restaurant/category', () => guest.call('GET', 'restaurant/category')],
      ['GET /api/restaurant/products', () => guest.call('GET', 'restaurant/products', { categoryId })],
      ['POST /api/basket/add', () => guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 2 })],
      [
        'POST /api/basket/add-delivery-time',
        () => guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }),
      ],
      ['GET /api/basket', () => guest.call('GET', 'basket', { basketId })],
      [
        'POST /api/order/create-order',
        () => guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true }),
      ],
    ];
    for (const [route, send] of calls) {
      const response = await send();
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
      const schema = schemas.get(route);
      if (!schema) throw new Error(`no response schema for ${route}`);
      expect(response.body, route).toBe(viaZod(schema)(response.json()));
    }
    // The menu's, the basket's and (since b3bf40d put its optional payment_id last) the order's
    // answers go through the compiled serialisers.
    expect(compiled.get('GET /api/restaurant/products')).toBe(true);
    expect(compiled.get('POST /api/basket/add')).toBe(true);
    expect(compiled.get('POST /api/order/create-order')).toBe(true);
  });
});
