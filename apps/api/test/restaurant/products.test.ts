import { envelopeSchema, happyHourTimeSchema, productSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../helpers/dialects.ts';
import {
  buildRestaurantTestApp,
  createAttributeGroup,
  createBasket,
  createCategory,
  createHappyHour,
  createProduct,
  createRestaurant,
  createSubcategory,
  errorsOf,
  type RestaurantTestApp,
} from './fixtures.ts';

const productsBody = envelopeSchema(z.array(productSchema));

describe.each(DIALECTS)('products on %s', (dialect) => {
  let test: RestaurantTestApp;
  let restaurantId: number;
  let otherRestaurantId: number;
  let pizzaId: number;
  let foreignCategoryId: number;
  const product: Record<string, number> = {};
  let classicsId: number;
  let extras: { id: number; itemIds: number[] };

  const products = async (path: string, query: Record<string, string | number>) => {
    const response = await test.get(path, query);
    expect(response.statusCode, response.body).toBe(200);
    return productsBody.parse(response.json()).data;
  };

  beforeAll(async () => {
    test = await buildRestaurantTestApp(dialect);
    const { db } = test;
    restaurantId = await createRestaurant(db, 'products');
    pizzaId = await createCategory(db, restaurantId, { name: 'Pizza' });
    classicsId = await createSubcategory(db, pizzaId, { name: 'Klassiker', image: '/classics.jpg', priority: 3 });
    product.margherita = await createProduct(db, restaurantId, pizzaId, {
      name: 'Margherita',
      description: 'Tomate, Mozzarella',
      image: '/margherita.jpg',
      price_minor: 850,
      min_price_minor: 700,
      subcategory_id: classicsId,
      allergy_codes: '["A","G"]',
      depot_name: 'Pfand',
      depot_price_minor: 25,
      additional_info_config: '{"name":true,"date":false}',
      priority: 1,
    });
    await createHappyHour(db, product.margherita, { weekday: 1, start_time: '11:00', end_time: '14:00', price_minor: 500 });
    await createHappyHour(db, product.margherita, {
      weekday: 1,
      start_time: '12:00',
      end_time: '13:00',
      price_minor: 450,
      end_date: '2026-11-30',
    });
    product.soldOut = await createProduct(db, restaurantId, pizzaId, {
      name: 'Tonno',
      stock: 0,
      priority: 2,
      delivery_types: '[2,3]',
      is_package: 1,
    });
    product.hidden = await createProduct(db, restaurantId, pizzaId, { name: 'Alt', active: 0 });
    extras = await createAttributeGroup(db, restaurantId, { name: 'Dips', minimum_value: 0, maximum_value: 2, is_multi_select: 1 }, [
      { name: 'Aioli', price_minor: 80, priority: 2 },
      { name: 'BBQ', price_minor: 120, priority: 1, image: '/bbq.jpg' },
    ]);
    product.special = await createProduct(db, restaurantId, pizzaId, {
      name: 'Pizza des Tages',
      price_minor: 1190,
      pinned: 1,
      pinned_extras: JSON.stringify([extras.id]),
      priority: 3,
      delivery_types: '[1]',
      is_multiple_allowed: 0,
    });
    await createHappyHour(db, product.special, { weekday: 5, start_time: '17:00', end_time: '00:00', price_minor: 990 });

    otherRestaurantId = await createRestaurant(db, 'rival');
    foreignCategoryId = await createCategory(db, otherRestaurantId, { name: 'Rival pizza' });
    const rivalDips = await createAttributeGroup(db, otherRestaurantId, { name: 'Rival dips' }, [{ name: 'Secret' }]);
    product.rivalPinned = await createProduct(db, otherRestaurantId, foreignCategoryId, {
      pinned: 1,
      pinned_extras: JSON.stringify([rivalDips.id]),
    });
    // A pinned product of ours naming the rival's group gets nothing from it.
    product.sneaky = await createProduct(db, restaurantId, pizzaId, {
      name: 'Sneaky',
      pinned: 1,
      pinned_extras: JSON.stringify([rivalDips.id]),
      priority: 4,
    });
  });
  afterAll(() => test.close());

  describe('GET api/restaurant/products', () => {
    it("lists the category's active products, priced at the happy hour running now", async () => {
      const list = await products('products', { restaurantId, categoryId: pizzaId });
      expect(list.map((item) => item.name)).toEqual(['Margherita', 'Tonno', 'Pizza des Tages', 'Sneaky']);
      const [margherita, tonno, special] = list;
      expect(margherita).toEqual({
        id: product.margherita,
        category_id: pizzaId,
        name: 'Margherita',
        description: 'Tomate, Mozzarella',
        image: '/margherita.jpg',
        price: 4.5,
        regular_price: 8.5,
        min_price: 7,
        stock: null,
        subcategory_id: classicsId,
        subcategory_name: 'Klassiker',
        subcategory_image: '/classics.jpg',
        subcategory_priority: 3,
        is_package: false,
        is_multiple_allowed: true,
        allergy_info: ['A', 'G'],
        additional_info_config: { name: true, date: false, count: false },
        extra: [],
        choices: 'none',
        happyHours: [
          { weekday_id: 1, start_date: '2026-01-01', end_date: '2026-12-31', start_time: '11:00', end_time: '14:00', price: 5 },
          { weekday_id: 1, start_date: '2026-01-01', end_date: '2026-11-30', start_time: '12:00', end_time: '13:00', price: 4.5 },
        ],
        depot: { name: 'Pfand', price: 0.25 },
        deliveryTypes: [1, 2, 3],
      });
      expect(tonno).toMatchObject({
        stock: 0,
        is_package: true,
        price: 8.5,
        regular_price: null,
        subcategory_id: null,
        depot: null,
        deliveryTypes: [2, 3],
      });
      expect(special).toMatchObject({ price: 11.9, is_multiple_allowed: false, additional_info_config: null, allergy_info: [] });
    });

    it('prices by the asked delivery time, read in the restaurant zone', async () => {
      const priceAt = async (delivery_time: string) =>
        (await products('products', { restaurantId, categoryId: pizzaId, delivery_time })).find((item) => item.id === product.margherita)
          ?.price;
      expect(await priceAt('2026-11-23 11:15')).toBe(5); // only the long window
      expect(await priceAt('2026-11-23 14:00')).toBe(8.5); // the end is exclusive
      expect(await priceAt('2026-11-24 12:00')).toBe(8.5); // a Tuesday
      expect(await priceAt('2026-12-07 12:30')).toBe(5); // the cheaper window's dates have ended
      expect(await priceAt('2027-01-04 12:00')).toBe(8.5); // no window that year
      expect(await priceAt('2026-11-23T10:30:00Z')).toBe(5); // 11:30 in Berlin
      expect(await priceAt('2026-11-23T13:30:00.000Z')).toBe(8.5); // 14:30 in Berlin
      expect(await priceAt('2026-11-23T12:30:00+01:00')).toBe(4.5);
      const friday = await products('products', { restaurantId, categoryId: pizzaId, delivery_time: '2026-11-27T23:30' });
      expect(friday.find((item) => item.id === product.special)).toMatchObject({ price: 9.9, regular_price: 11.9 }); // until midnight
    });

    it("follows the basket's delivery type and time", async () => {
      const pickupLater = await createBasket(test.db, restaurantId, { deliveryType: 2, deliveryTime: '2026-11-24T11:00:00.000Z' });
      const list = await products('products', { restaurantId, categoryId: pizzaId, basketId: pickupLater });
      expect(list.map((item) => item.name)).toEqual(['Margherita', 'Tonno', 'Sneaky']);
      expect(list[0]?.price).toBe(8.5); // Tuesday: no happy hour
      const asked = await products('products', {
        restaurantId,
        categoryId: pizzaId,
        basketId: pickupLater,
        delivery_time: '2026-11-23 12:00',
      });
      expect(asked[0]?.price).toBe(4.5);
      const wallClockText = await createBasket(test.db, restaurantId, { deliveryTime: '2026-11-30 11:30' });
      expect((await products('products', { restaurantId, categoryId: pizzaId, basketId: wallClockText }))[0]?.price).toBe(5);
    });

    it("answers another restaurant's category as unknown", async () => {
      const response = await test.get('products', { restaurantId, categoryId: foreignCategoryId });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ categoryId: ['category_does_not_exists'] });
      expect(errorsOf(await test.get('products', { restaurantId, categoryId: 987_654 }))).toEqual({
        categoryId: ['category_does_not_exists'],
      });
      const foreignBasket = await createBasket(test.db, otherRestaurantId);
      expect(errorsOf(await test.get('products', { restaurantId, categoryId: pizzaId, basketId: foreignBasket }))).toEqual({
        basketId: ['basket_does_not_exists'],
      });
    });

    it('names missing and malformed fields', async () => {
      expect(errorsOf(await test.get('products', {}))).toEqual({ restaurantId: ['required'], categoryId: ['required'] });
      expect(errorsOf(await test.get('products', { restaurantId, categoryId: 'pizza' }))).toEqual({ categoryId: ['must_be_numeric'] });
      expect(errorsOf(await test.get('products', { restaurantId, categoryId: 2 ** 33 }))).toEqual({ categoryId: ['invalid'] });
      for (const delivery_time of ['tomorrow', '2026-02-30 12:00', '2026-11-23 25:00', '23.11.2026 12:00', '2026-11-23']) {
        expect(errorsOf(await test.get('products', { restaurantId, categoryId: pizzaId, delivery_time }))).toEqual({
          delivery_time: ['date_format_invalid'],
        });
      }
      expect(errorsOf(await test.get('products', { restaurantId: 999_999, categoryId: pizzaId }))).toEqual({
        restaurantId: ['restaurant_does_not_exists'],
      });
    });

    it('costs the same number of queries for 3 products as for 30 (no query per product)', async () => {
      const { db } = test;
      const queriesFor = async (productCount: number) => {
        const categoryId = await createCategory(db, restaurantId, { name: `Counted ${productCount}` });
        for (let index = 0; index < productCount; index += 1) {
          const subcategoryId = await createSubcategory(db, categoryId, { name: `Sub ${index}` });
          const productId = await createProduct(db, restaurantId, categoryId, {
            name: `Counted ${index}`,
            subcategory_id: subcategoryId,
            pinned_extras: JSON.stringify([extras.id]),
          });
          await createHappyHour(db, productId);
          await createHappyHour(db, productId, { weekday: 2 });
        }
        test.queries.count = 0;
        const list = await products('products', { restaurantId, categoryId });
        expect(list).toHaveLength(productCount);
        expect(list.every((item) => item.happyHours.length === 2 && item.subcategory_name !== null && item.extra.length === 1)).toBe(true);
        return test.queries.count;
      };
      const few = await queriesFor(3);
      const many = await queriesFor(30);
      expect(many).toBe(few);
      // restaurant, category, products, happy hours, subcategories, extra groups, extra items, break
      // patterns begun by then (their products only when one may be active), attribute groups' minima
      expect(few).toBe(9);
    });

    it('refuses a call without a token', async () => {
      const response = await test.get('products', { restaurantId, categoryId: pizzaId }, { withToken: false });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    });
  });

  describe('GET api/restaurant/pinned-products', () => {
    it("lists the pinned products with their extras, only the restaurant's own groups", async () => {
      const list = await products('pinned-products', { restaurantId });
      expect(list.map((item) => item.name)).toEqual(['Pizza des Tages', 'Sneaky']);
      expect(list[0]?.extra).toEqual([
        {
          id: extras.id,
          name: 'Dips',
          minimum_value: 0,
          maximum_value: 2,
          is_multi_select: true,
          items: [
            { id: extras.itemIds[1], name: 'BBQ', image: '/bbq.jpg', pivot: { id: extras.itemIds[1], price: 1.2 } },
            { id: extras.itemIds[0], name: 'Aioli', image: null, pivot: { id: extras.itemIds[0], price: 0.8 } },
          ],
        },
      ]);
      expect(list[1]?.extra).toEqual([]);
      expect((await products('pinned-products', { restaurantId: otherRestaurantId })).map((item) => item.id)).toEqual([
        product.rivalPinned,
      ]);
    });

    it('prices by the delivery time and filters by the basket', async () => {
      const friday = await products('pinned-products', { restaurantId, delivery_time: '2026-11-27 18:00' });
      expect(friday[0]).toMatchObject({ price: 9.9, regular_price: 11.9 });
      const here = await createBasket(test.db, restaurantId, { deliveryType: 3 });
      expect((await products('pinned-products', { restaurantId, basketId: here })).map((item) => item.name)).toEqual(['Sneaky']);
    });

    it('names missing and malformed fields', async () => {
      expect(errorsOf(await test.get('pinned-products', {}))).toEqual({ restaurantId: ['required'] });
      expect(errorsOf(await test.get('pinned-products', { restaurantId, delivery_time: 'soon' }))).toEqual({
        delivery_time: ['date_format_invalid'],
      });
      expect(errorsOf(await test.get('pinned-products', { restaurantId: 424_242 }))).toEqual({
        restaurantId: ['restaurant_does_not_exists'],
      });
    });

    it('refuses a call without a token', async () => {
      expect((await test.get('pinned-products', { restaurantId }, { withToken: false })).statusCode).toBe(401);
    });
  });

  describe('GET api/restaurant/products-happyHour-time', () => {
    const windowsBody = envelopeSchema(z.array(happyHourTimeSchema));

    it("lists the happy-hour windows of a category's products or of the pinned ones", async () => {
      const response = await test.get('products-happyHour-time', { restaurantId, categoryId: pizzaId });
      expect(response.statusCode).toBe(200);
      expect(windowsBody.parse(response.json()).data).toEqual([
        {
          product_id: product.margherita,
          weekday_id: 1,
          start_date: '2026-01-01',
          end_date: '2026-12-31',
          start_time: '11:00',
          end_time: '14:00',
        },
        {
          product_id: product.margherita,
          weekday_id: 1,
          start_date: '2026-01-01',
          end_date: '2026-11-30',
          start_time: '12:00',
          end_time: '13:00',
        },
        {
          product_id: product.special,
          weekday_id: 5,
          start_date: '2026-01-01',
          end_date: '2026-12-31',
          start_time: '17:00',
          end_time: '00:00',
        },
      ]);
      const pinned = windowsBody.parse((await test.get('products-happyHour-time', { restaurantId, pinned: 1 })).json()).data;
      expect(pinned.map((window) => window.product_id)).toEqual([product.special]);
    });

    it("names a missing category, a bad pinned flag and another restaurant's category", async () => {
      expect(errorsOf(await test.get('products-happyHour-time', { restaurantId }))).toEqual({ categoryId: ['required'] });
      expect(errorsOf(await test.get('products-happyHour-time', { restaurantId, pinned: 'yes' }))).toEqual({ pinned: ['must_be_boolean'] });
      expect(errorsOf(await test.get('products-happyHour-time', { restaurantId, categoryId: foreignCategoryId }))).toEqual({
        categoryId: ['category_does_not_exists'],
      });
      expect(errorsOf(await test.get('products-happyHour-time', { restaurantId: 'x', pinned: 1 }))).toEqual({
        restaurantId: ['must_be_numeric'],
      });
    });

    it('refuses a call without a token', async () => {
      expect((await test.get('products-happyHour-time', { restaurantId, pinned: 1 }, { withToken: false })).statusCode).toBe(401);
    });
  });
});
