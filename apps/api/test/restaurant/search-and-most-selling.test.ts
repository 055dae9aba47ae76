import { envelopeSchema, productSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../helpers/dialects.ts';
import {
  buildRestaurantTestApp,
  createCategory,
  createOrder,
  createProduct,
  createRestaurant,
  errorsOf,
  type RestaurantTestApp,
} from './fixtures.ts';

const productsBody = envelopeSchema(z.array(productSchema));

describe.each(DIALECTS)('search and most-selling on %s', (dialect) => {
  let test: RestaurantTestApp;
  let restaurantId: number;
  let otherRestaurantId: number;
  let foldingRestaurantId: number;
  const product: Record<string, number> = {};

  const names = async (path: string, query: Record<string, string | number>) => {
    const response = await test.get(path, query);
    expect(response.statusCode, response.body).toBe(200);
    return productsBody.parse(response.json()).data.map((item) => item.name);
  };

  beforeAll(async () => {
    test = await buildRestaurantTestApp(dialect);
    const { db } = test;
    restaurantId = await createRestaurant(db, 'searchable');
    const categoryId = await createCategory(db, restaurantId);
    product.salami = await createProduct(db, restaurantId, categoryId, {
      name: 'Pizza Salami',
      description: 'mit scharfer Salami',
      priority: 1,
    });
    product.funghi = await createProduct(db, restaurantId, categoryId, { name: 'Pizza Funghi', description: null, priority: 2 });
    product.percent = await createProduct(db, restaurantId, categoryId, { name: '100% Rind Burger', priority: 3 });
    product.underscore = await createProduct(db, restaurantId, categoryId, { name: 'Menu_Deal', priority: 4 });
    product.backslash = await createProduct(db, restaurantId, categoryId, { name: 'Back\\slash Bowl', priority: 5 });
    product.cola = await createProduct(db, restaurantId, categoryId, {
      name: 'Cola',
      description: 'Koffeinhaltig, passt zu PIZZA',
      priority: 6,
    });
    product.hidden = await createProduct(db, restaurantId, categoryId, { name: 'Pizza Alt', active: 0, priority: 7 });

    foldingRestaurantId = await createRestaurant(db, 'folding-search');
    const dessertCategory = await createCategory(db, foldingRestaurantId);
    await createProduct(db, foldingRestaurantId, dessertCategory, { name: 'Äpfelstrudel', description: 'Mit Sahne', priority: 1 });
    await createProduct(db, foldingRestaurantId, dessertCategory, { name: 'Crème Brûlée', description: 'ÉCLATS DE SUCRE', priority: 2 });

    otherRestaurantId = await createRestaurant(db, 'rival-search');
    const rivalCategory = await createCategory(db, otherRestaurantId);
    product.rival = await createProduct(db, otherRestaurantId, rivalCategory, { name: 'Pizza Rival' });

    await createOrder(db, restaurantId, [
      { productId: product.cola, quantity: 5 },
      { productId: product.funghi, quantity: 1 },
    ]);
    await createOrder(db, restaurantId, [
      { productId: product.funghi, quantity: 2 },
      { productId: product.underscore, quantity: 3 },
    ]);
    await createOrder(db, restaurantId, [{ productId: product.salami, quantity: 50 }], 'rejected');
    await createOrder(db, restaurantId, [{ productId: product.hidden, quantity: 99 }]);
    await createOrder(db, otherRestaurantId, [{ productId: product.rival, quantity: 100 }]);
  });
  afterAll(() => test.close());

  describe('GET api/restaurant/product/search', () => {
    it('finds active products by name or description, ignoring case', async () => {
      expect(await names('product/search', { restaurantId, query: 'PIZZA' })).toEqual(['Pizza Salami', 'Pizza Funghi', 'Cola']);
      expect(await names('product/search', { restaurantId, query: '  salami ' })).toEqual(['Pizza Salami']);
      expect(await names('product/search', { restaurantId, query: 'sushi' })).toEqual([]);
      const [found] = productsBody.parse((await test.get('product/search', { restaurantId, query: 'funghi' })).json()).data;
      expect(found).toMatchObject({ id: product.funghi, price: 8.5, happyHours: [], extra: [] });
    });

    it('ignores case beyond ASCII (Ä finds ä, É finds é)', async () => {
      expect(await names('product/search', { restaurantId: foldingRestaurantId, query: 'äpfel' })).toEqual(['Äpfelstrudel']);
      expect(await names('product/search', { restaurantId: foldingRestaurantId, query: 'ÄPFELSTRUDEL' })).toEqual(['Äpfelstrudel']);
      expect(await names('product/search', { restaurantId: foldingRestaurantId, query: 'CRÈME BRÛLÉE' })).toEqual(['Crème Brûlée']);
      expect(await names('product/search', { restaurantId: foldingRestaurantId, query: 'éclats' })).toEqual(['Crème Brûlée']);
      expect(await names('product/search', { restaurantId: foldingRestaurantId, query: 'apfel' })).toEqual([]);
    });

    it('takes %, _ and \\ in the query literally', async () => {
      expect(await names('product/search', { restaurantId, query: '%' })).toEqual(['100% Rind Burger']);
      expect(await names('product/search', { restaurantId, query: '_' })).toEqual(['Menu_Deal']);
      expect(await names('product/search', { restaurantId, query: 'u_d' })).toEqual(['Menu_Deal']);
      expect(await names('product/search', { restaurantId, query: 'k\\s' })).toEqual(['Back\\slash Bowl']);
    });

    it("never finds another restaurant's products", async () => {
      expect(await names('product/search', { restaurantId, query: 'rival' })).toEqual([]);
      expect(await names('product/search', { restaurantId: otherRestaurantId, query: 'pizza' })).toEqual(['Pizza Rival']);
    });

    it('names a missing, blank or too long query and a bad restaurant', async () => {
      expect(errorsOf(await test.get('product/search', { restaurantId }))).toEqual({ query: ['required'] });
      expect(errorsOf(await test.get('product/search', { restaurantId, query: '   ' }))).toEqual({ query: ['required'] });
      expect(errorsOf(await test.get('product/search', { restaurantId, query: 'x'.repeat(101) }))).toEqual({ query: ['too_big'] });
      expect(errorsOf(await test.get('product/search', { restaurantId, query: ['a', 'b'] }))).toEqual({ query: ['invalid'] });
      expect(errorsOf(await test.get('product/search', { query: 'pizza' }))).toEqual({ restaurantId: ['required'] });
      expect(errorsOf(await test.get('product/search', { restaurantId: 31_337, query: 'pizza' }))).toEqual({
        restaurantId: ['restaurant_does_not_exists'],
      });
    });

    it('refuses a call without a token', async () => {
      expect((await test.get('product/search', { restaurantId, query: 'pizza' }, { withToken: false })).statusCode).toBe(401);
    });
  });

  describe('GET api/restaurant/most-selling', () => {
    it('orders by quantity sold, rejected orders aside, ties and the unsold by priority', async () => {
      expect(await names('most-selling', { restaurantId })).toEqual([
        'Cola',
        'Pizza Funghi', // 3 sold, priority 2
        'Menu_Deal', // 3 sold, priority 4
        'Pizza Salami', // only in a rejected order
        '100% Rind Burger',
        'Back\\slash Bowl',
      ]);
      expect(await names('most-selling', { restaurantId, limit: 2 })).toEqual(['Cola', 'Pizza Funghi']);
      expect(await names('most-selling', { restaurantId: otherRestaurantId })).toEqual(['Pizza Rival']);
    });

    it('names a bad limit and restaurant', async () => {
      expect(errorsOf(await test.get('most-selling', { restaurantId, limit: 0 }))).toEqual({ limit: ['too_small'] });
      expect(errorsOf(await test.get('most-selling', { restaurantId, limit: 1000 }))).toEqual({ limit: ['too_big'] });
      expect(errorsOf(await test.get('most-selling', { restaurantId, limit: '2.5' }))).toEqual({ limit: ['must_be_numeric'] });
      expect(errorsOf(await test.get('most-selling', {}))).toEqual({ restaurantId: ['required'] });
      expect(errorsOf(await test.get('most-selling', { restaurantId: 31_337 }))).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
    });

    it('refuses a call without a token', async () => {
      expect((await test.get('most-selling', { restaurantId }, { withToken: false })).statusCode).toBe(401);
    });
  });
});
