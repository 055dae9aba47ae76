import { envelopeSchema, packageStepSchema, productAttributesSchema, productSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../helpers/dialects.ts';
import {
  buildRestaurantTestApp,
  createAttributeGroup,
  createCategory,
  createPackageStep,
  createProduct,
  createRestaurant,
  errorsOf,
  linkAttributeGroup,
  type RestaurantTestApp,
} from './fixtures.ts';

describe.each(DIALECTS)('attributes and packages on %s', (dialect) => {
  let test: RestaurantTestApp;
  let restaurantId: number;
  let otherRestaurantId: number;
  let burgersId: number;
  let foreignCategoryId: number;
  let menusId: number;
  let drinksId: number;
  const product: Record<string, number> = {};
  let sauces: { id: number; itemIds: number[] };
  let sides: { id: number; itemIds: number[] };
  const step: Record<string, number> = {};

  beforeAll(async () => {
    test = await buildRestaurantTestApp(dialect);
    const { db } = test;
    restaurantId = await createRestaurant(db, 'burgers');
    burgersId = await createCategory(db, restaurantId, { name: 'Burger' });
    product.classic = await createProduct(db, restaurantId, burgersId, { name: 'Classic', priority: 1 });
    product.plain = await createProduct(db, restaurantId, burgersId, { name: 'Plain', priority: 2 });
    product.veggie = await createProduct(db, restaurantId, burgersId, { name: 'Veggie', priority: 3 });
    product.retired = await createProduct(db, restaurantId, burgersId, { name: 'Retired', priority: 4, active: 0 });
    sauces = await createAttributeGroup(db, restaurantId, { name: 'Sauce', minimum_value: 1, maximum_value: 1, is_multi_select: 0 }, [
      { name: 'Ketchup', priority: 1 },
      { name: 'Trüffelmayo', price_minor: 150, priority: 2, image: '/truffle.jpg' },
    ]);
    sides = await createAttributeGroup(db, restaurantId, { name: 'Beilage', minimum_value: 0, maximum_value: null, is_multi_select: 1 }, [
      { name: 'Pommes', price_minor: 290 },
    ]);
    await linkAttributeGroup(db, product.classic, sides.id, 2);
    await linkAttributeGroup(db, product.classic, sauces.id, 1);
    await linkAttributeGroup(db, product.veggie, sauces.id, 1);
    await linkAttributeGroup(db, product.retired, sauces.id, 1);

    menusId = await createCategory(db, restaurantId, { name: 'Menüs' });
    drinksId = await createCategory(db, restaurantId, { name: 'Getränke', extra: 1 });
    product.cola = await createProduct(db, restaurantId, drinksId, {
      name: 'Cola',
      stock: 12,
      depot_name: 'Pfand',
      depot_price_minor: 25,
      allergy_codes: '["E"]',
    });
    product.water = await createProduct(db, restaurantId, drinksId, { name: 'Wasser', stock: null });
    await linkAttributeGroup(db, product.water, sides.id, 1);
    product.oldJuice = await createProduct(db, restaurantId, drinksId, { name: 'Saft', active: 0 });
    product.menu = await createProduct(db, restaurantId, menusId, { name: 'Burger-Menü', is_package: 1, price_minor: 1290 });
    step.burger = await createPackageStep(db, product.menu, { name: 'Burger', question: 'Welcher Burger?', min: 1, max: 1, priority: 1 }, [
      { productId: product.classic, priority: 1 },
      { productId: product.veggie, price_minor: 100, priority: 2 },
    ]);
    step.drink = await createPackageStep(db, product.menu, { name: 'Getränk', min: 0, max: null, priority: 2 }, [
      { productId: product.water, priority: 2 },
      { productId: product.cola, price_minor: 50, priority: 1 },
      { productId: product.oldJuice, priority: 3 },
    ]);

    otherRestaurantId = await createRestaurant(db, 'rival-burgers');
    foreignCategoryId = await createCategory(db, otherRestaurantId, { name: 'Rival' });
    product.foreign = await createProduct(db, otherRestaurantId, foreignCategoryId, { name: 'Rival menu', is_package: 1 });
    // A step of our package that offers a rival product must not show it.
    await createPackageStep(db, product.menu, { name: 'Dessert', priority: 3 }, [{ productId: product.foreign }]);
  });
  afterAll(() => test.close());

  describe('GET api/restaurant/category-attributes-items', () => {
    const body = envelopeSchema(z.array(productAttributesSchema));

    it('lists, for each active product with attribute groups, its groups in order with their items', async () => {
      const response = await test.get('category-attributes-items', { restaurantId, categoryId: burgersId });
      expect(response.statusCode).toBe(200);
      const sauceGroup = {
        id: sauces.id,
        name: 'Sauce',
        minimum_value: 1,
        maximum_value: 1,
        is_multi_select: false,
        items: [
          { id: sauces.itemIds[0], name: 'Ketchup', image: null, pivot: { id: sauces.itemIds[0], price: 0 } },
          { id: sauces.itemIds[1], name: 'Trüffelmayo', image: '/truffle.jpg', pivot: { id: sauces.itemIds[1], price: 1.5 } },
        ],
      };
      expect(body.parse(response.json()).data).toEqual([
        {
          product_id: product.classic,
          groups: [
            sauceGroup,
            {
              id: sides.id,
              name: 'Beilage',
              minimum_value: 0,
              maximum_value: null,
              is_multi_select: true,
              items: [{ id: sides.itemIds[0], name: 'Pommes', image: null, pivot: { id: sides.itemIds[0], price: 2.9 } }],
            },
          ],
        },
        { product_id: product.veggie, groups: [sauceGroup] },
      ]);
    });

    it('answers an empty list for a category without attributes', async () => {
      const response = await test.get('category-attributes-items', { restaurantId: otherRestaurantId, categoryId: foreignCategoryId });
      expect(body.parse(response.json()).data).toEqual([]);
    });

    it("answers another restaurant's category as unknown and names missing fields", async () => {
      expect(errorsOf(await test.get('category-attributes-items', { restaurantId, categoryId: foreignCategoryId }))).toEqual({
        categoryId: ['category_does_not_exists'],
      });
      expect(errorsOf(await test.get('category-attributes-items', { restaurantId }))).toEqual({ categoryId: ['required'] });
      expect(errorsOf(await test.get('category-attributes-items', { restaurantId: '1e3', categoryId: burgersId }))).toEqual({
        restaurantId: ['must_be_numeric'],
      });
      expect(errorsOf(await test.get('category-attributes-items', { restaurantId: 'abc', categoryId: '0' }))).toEqual({
        restaurantId: ['must_be_numeric'],
        categoryId: ['must_be_numeric'],
      });
    });

    it('refuses a call without a token', async () => {
      expect((await test.get('category-attributes-items', { restaurantId, categoryId: burgersId }, { withToken: false })).statusCode).toBe(
        401,
      );
    });
  });

  describe("the menu's products", () => {
    const body = envelopeSchema(z.array(productSchema));
    const choicesIn = async (categoryId: number) => {
      const response = await test.get('products', { restaurantId, categoryId });
      expect(response.statusCode).toBe(200);
      return Object.fromEntries(body.parse(response.json()).data.map((each) => [each.name, each.choices]));
    };

    it('say what their attribute groups ask: required with a group that has a minimum, optional without, none without groups', async () => {
      expect(await choicesIn(burgersId)).toEqual({ Classic: 'required', Plain: 'none', Veggie: 'required' });
      expect(await choicesIn(drinksId)).toEqual({ Cola: 'none', Wasser: 'optional' });
      expect(await choicesIn(menusId)).toEqual({ 'Burger-Menü': 'none' });
    });
  });

  describe('GET api/restaurant/product-packages', () => {
    const body = envelopeSchema(z.array(packageStepSchema));

    it("lists a package's steps with the active products of the restaurant they offer", async () => {
      const response = await test.get('product-packages', { restaurantId, productId: product.menu });
      expect(response.statusCode).toBe(200);
      expect(body.parse(response.json()).data).toEqual([
        {
          id: step.burger,
          name: 'Burger',
          question: 'Welcher Burger?',
          min: 1,
          max: 1,
          product: [
            { id: product.classic, name: 'Classic', description: null, image: null, price: 0, stock: null, depot: null, allergy_info: [] },
            { id: product.veggie, name: 'Veggie', description: null, image: null, price: 1, stock: null, depot: null, allergy_info: [] },
          ],
        },
        {
          id: step.drink,
          name: 'Getränk',
          question: null,
          min: 0,
          max: null,
          product: [
            {
              id: product.cola,
              name: 'Cola',
              description: null,
              image: null,
              price: 0.5,
              stock: 12,
              depot: { name: 'Pfand', price: 0.25 },
              allergy_info: ['E'],
            },
            { id: product.water, name: 'Wasser', description: null, image: null, price: 0, stock: null, depot: null, allergy_info: [] },
          ],
        },
        { id: expect.any(Number), name: 'Dessert', question: null, min: 0, max: null, product: [] },
      ]);
    });

    it('answers no steps for a product that is no package', async () => {
      const response = await test.get('product-packages', { restaurantId, productId: product.classic });
      expect(body.parse(response.json()).data).toEqual([]);
    });

    it("answers another restaurant's, an inactive or an unknown product as unknown", async () => {
      for (const productId of [product.foreign, product.retired, 777_777]) {
        const response = await test.get('product-packages', { restaurantId, productId });
        expect(response.statusCode).toBe(422);
        expect(errorsOf(response)).toEqual({ productId: ['product_does_not_exists'] });
      }
      expect(errorsOf(await test.get('product-packages', { restaurantId }))).toEqual({ productId: ['required'] });
      expect(errorsOf(await test.get('product-packages', { restaurantId, productId: '12abc' }))).toEqual({
        productId: ['must_be_numeric'],
      });
    });

    it('refuses a call without a token', async () => {
      expect((await test.get('product-packages', { restaurantId, productId: product.menu }, { withToken: false })).statusCode).toBe(401);
    });
  });
});
