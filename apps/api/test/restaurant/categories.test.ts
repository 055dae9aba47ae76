import { categorySchema, envelopeSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../helpers/dialects.ts';
import {
  buildRestaurantTestApp,
  createBasket,
  createCategory,
  createProduct,
  createRestaurant,
  createSubcategory,
  errorsOf,
  type RestaurantTestApp,
} from './fixtures.ts';

const categoriesBody = envelopeSchema(z.array(categorySchema));

describe.each(DIALECTS)('GET api/restaurant/category on %s', (dialect) => {
  let test: RestaurantTestApp;
  let restaurantId: number;
  let unsortedRestaurantId: number;
  let otherRestaurantId: number;
  const category: Record<string, number> = {};

  const categories = async (query: Record<string, string | number>) => {
    const response = await test.get('category', query);
    expect(response.statusCode).toBe(200);
    return categoriesBody.parse(response.json()).data;
  };

  beforeAll(async () => {
    test = await buildRestaurantTestApp(dialect);
    const { db } = test;
    restaurantId = await createRestaurant(db, 'menu');
    category.pasta = await createCategory(db, restaurantId, {
      name: 'Pasta',
      priority: 2,
      description: '<p>Frisch</p>',
      image: '/pasta.jpg',
    });
    category.pizza = await createCategory(db, restaurantId, { name: 'Pizza', priority: 1, foot_note: 'Alle Pizzen 30 cm' });
    category.drinks = await createCategory(db, restaurantId, { name: 'Getränke', priority: 3, extra: 1 });
    category.sauces = await createCategory(db, restaurantId, { name: 'Saucen', priority: 4, extra: 1 });
    const classics = await createSubcategory(db, category.pizza, { name: 'Klassiker', priority: 2, image: '/classics.jpg' });
    const specials = await createSubcategory(db, category.pizza, { name: 'Spezial', priority: 1 });
    category.classics = classics;
    category.specials = specials;
    await createProduct(db, restaurantId, category.pizza, { delivery_types: '[1,2,3]' });
    await createProduct(db, restaurantId, category.pasta, { delivery_types: '[1]' });
    await createProduct(db, restaurantId, category.drinks, { delivery_types: '[3]' });
    await createProduct(db, restaurantId, category.sauces, { delivery_types: '[3]', active: 0 });

    unsortedRestaurantId = await createRestaurant(db, 'unsorted');
    category.second = await createCategory(db, unsortedRestaurantId, { name: 'Second', priority: 1 });
    category.first = await createCategory(db, unsortedRestaurantId, { name: 'First', priority: null });

    otherRestaurantId = await createRestaurant(db, 'other');
    category.foreign = await createCategory(db, otherRestaurantId, { name: 'Foreign' });
  });
  afterAll(() => test.close());

  it('lists the regular categories by priority with their subcategories', async () => {
    const list = await categories({ restaurantId });
    expect(list).toEqual([
      {
        id: category.pizza,
        name: 'Pizza',
        description: null,
        image: null,
        foot_note: 'Alle Pizzen 30 cm',
        extra: false,
        pivot: { priority: 1 },
        subcategories: [
          { id: category.specials, name: 'Spezial', imagePath: null, priority: 1 },
          { id: category.classics, name: 'Klassiker', imagePath: '/classics.jpg', priority: 2 },
        ],
      },
      {
        id: category.pasta,
        name: 'Pasta',
        description: '<p>Frisch</p>',
        image: '/pasta.jpg',
        foot_note: null,
        extra: false,
        pivot: { priority: 2 },
        subcategories: [],
      },
    ]);
  });

  it('lists only the extra categories with extra=1', async () => {
    const list = await categories({ restaurantId, extra: 1 });
    expect(list.map((item) => [item.name, item.extra])).toEqual([
      ['Getränke', true],
      ['Saucen', true],
    ]);
    expect((await categories({ restaurantId, extra: '0' })).map((item) => item.name)).toEqual(['Pizza', 'Pasta']);
  });

  it('keeps the created order when a category has no priority', async () => {
    const list = await categories({ restaurantId: unsortedRestaurantId });
    expect(list.map((item) => [item.name, item.pivot.priority])).toEqual([
      ['Second', 1],
      ['First', null],
    ]);
  });

  it("leaves out categories without a product for the basket's delivery type", async () => {
    const here = await createBasket(test.db, restaurantId, { deliveryType: 3 });
    expect((await categories({ restaurantId, basketId: here })).map((item) => item.name)).toEqual(['Pizza']);
    expect((await categories({ restaurantId, basketId: here, extra: 1 })).map((item) => item.name)).toEqual(['Getränke']);
    const untyped = await createBasket(test.db, restaurantId);
    expect(await categories({ restaurantId, basketId: untyped })).toHaveLength(2);
    expect(await categories({ restaurantId, basketId: '' })).toHaveLength(2);
  });

  it("never shows another restaurant's categories or accepts its basket", async () => {
    expect((await categories({ restaurantId: otherRestaurantId })).map((item) => item.id)).toEqual([category.foreign]);
    const foreignBasket = await createBasket(test.db, otherRestaurantId, { deliveryType: 1 });
    expect(errorsOf(await test.get('category', { restaurantId, basketId: foreignBasket }))).toEqual({
      basketId: ['basket_does_not_exists'],
    });
    expect(errorsOf(await test.get('category', { restaurantId, basketId: 'no-such-basket' }))).toEqual({
      basketId: ['basket_does_not_exists'],
    });
    expect(errorsOf(await test.get('category', { restaurantId, basketId: 'x'.repeat(65) }))).toEqual({
      basketId: ['basket_does_not_exists'],
    });
  });

  it('names a bad extra flag and a missing, bad or unknown restaurantId', async () => {
    for (const extra of ['2', 'true', '-1', 'yes']) {
      expect(errorsOf(await test.get('category', { restaurantId, extra }))).toEqual({ extra: ['extra_must_be_boolean'] });
    }
    expect(errorsOf(await test.get('category', {}))).toEqual({ restaurantId: ['required'] });
    expect(errorsOf(await test.get('category', { restaurantId: 'one' }))).toEqual({ restaurantId: ['must_be_numeric'] });
    expect(errorsOf(await test.get('category', { restaurantId: 123_456 }))).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
  });

  it('refuses a call without a token', async () => {
    const response = await test.get('category', { restaurantId }, { withToken: false });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});
