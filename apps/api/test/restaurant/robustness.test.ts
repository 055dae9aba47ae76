import { errorBodySchema, validationErrorBodySchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/dialects.ts';
import { buildRestaurantTestApp, createCategory, createProduct, createRestaurant, type RestaurantTestApp } from './fixtures.ts';

/** Values no client should send; none may make the server fail (5xx). */
const GARBAGE: ReadonlyArray<string | string[]> = [
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e400',
  '0x10',
  'NaN',
  String(2 ** 31),
  '99999999999999999999999',
  ['1', '2'],
  "1'; drop table products; --",
  '%',
  '_',
  '\\',
  '\u0000',
  'ä'.repeat(300),
];

describe.each(DIALECTS)('restaurant calls with garbage input on %s', (dialect) => {
  let test: RestaurantTestApp;
  let valid: Record<string, string>;

  beforeAll(async () => {
    test = await buildRestaurantTestApp(dialect);
    const restaurantId = await createRestaurant(test.db, 'robust');
    const categoryId = await createCategory(test.db, restaurantId);
    const productId = await createProduct(test.db, restaurantId, categoryId, { is_package: 1 });
    valid = {
      restaurantId: String(restaurantId),
      categoryId: String(categoryId),
      productId: String(productId),
      slug: 'robust',
      postalCode: '10115',
      deliveryType: '1',
      query: 'pizza',
    };
  });
  afterAll(() => test.close());

  const ENDPOINTS: Record<string, readonly string[]> = {
    'restaurant-by-id': ['restaurantId'],
    'restaurant-by-slug': ['slug'],
    id: ['slug'],
    '': ['postalCode', 'deliveryType', 'limit', 'status'],
    category: ['restaurantId', 'basketId', 'extra'],
    products: ['restaurantId', 'categoryId', 'delivery_time', 'basketId'],
    'pinned-products': ['restaurantId', 'delivery_time', 'basketId'],
    'products-happyHour-time': ['restaurantId', 'categoryId', 'pinned'],
    'category-attributes-items': ['restaurantId', 'categoryId'],
    'product-packages': ['restaurantId', 'productId'],
    'product/search': ['restaurantId', 'query'],
    'most-selling': ['restaurantId', 'limit'],
    imprint: ['restaurantId'],
    informationPages: ['restaurantId'],
    postalCodes: ['restaurantId'],
    tables: ['restaurantId'],
  };

  it.each(Object.entries(ENDPOINTS))(
    '%s answers every garbage value of every field with a catalogue error, never a 5xx',
    async (path, fields) => {
      const base = Object.fromEntries(fields.flatMap((field) => (valid[field] === undefined ? [] : [[field, valid[field]]])));
      const baseline = await test.get(path, base);
      expect(baseline.statusCode, `${path} ${baseline.body}`).toBe(200);
      for (const field of fields) {
        for (const value of GARBAGE) {
          const response = await test.get(path, { ...base, [field]: value });
          const context = `${path} ${field}=${JSON.stringify(value).slice(0, 40)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode === 422) {
            const { errors } = validationErrorBodySchema.parse(response.json());
            expect(Object.keys(errors), context).toEqual([field]);
          } else if (response.statusCode !== 200) {
            expect(errorBodySchema.parse(response.json()).code, context).toBe('restaurant_does_not_exists');
          }
        }
      }
    },
  );

  it('answers a forged token with 401 on every call', async () => {
    for (const path of Object.keys(ENDPOINTS)) {
      const response = await test.app.inject({
        method: 'GET',
        url: path === '' ? '/api/restaurant' : `/api/restaurant/${path}`,
        query: valid,
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(response.statusCode, path).toBe(401);
    }
  });
});
