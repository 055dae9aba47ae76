import { envelopeSchema, informationPageSchema, legalContentsSchema, postalCodeSchema, restaurantTableSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../helpers/dialects.ts';
import { buildRestaurantTestApp, createRestaurant, errorsOf, type RestaurantTestApp } from './fixtures.ts';

describe.each(DIALECTS)('restaurant details on %s', (dialect) => {
  let test: RestaurantTestApp;
  let restaurantId: number;
  let emptyRestaurantId: number;
  let otherRestaurantId: number;

  beforeAll(async () => {
    test = await buildRestaurantTestApp(dialect);
    const { db } = test;
    restaurantId = await createRestaurant(db, 'detailed');
    emptyRestaurantId = await createRestaurant(db, 'empty');
    otherRestaurantId = await createRestaurant(db, 'rival-details');

    await db
      .insertInto('legal_contents')
      .values([
        { restaurant_id: restaurantId, kind: 'about_us', body: '<p>Familienbetrieb</p>' },
        { restaurant_id: restaurantId, kind: 'imprint', body: 'Muster GmbH, Berlin' },
        { restaurant_id: restaurantId, kind: 'terms_and_conditions', body: ' ' },
        { restaurant_id: otherRestaurantId, kind: 'privacy_policy', body: 'Rival privacy' },
      ])
      .execute();
    await db
      .insertInto('information_pages')
      .values([
        { restaurant_id: restaurantId, slug: 'allergene', title: 'Allergene', body: 'A: Gluten', priority: 2 },
        { restaurant_id: restaurantId, slug: 'liefergebiet', title: 'Liefergebiet', body: 'Mitte', priority: 1 },
        { restaurant_id: otherRestaurantId, slug: 'rival', title: 'Rival', body: 'x', priority: 0 },
      ])
      .execute();
    await db
      .insertInto('delivery_areas')
      .values([
        { restaurant_id: restaurantId, postal_code: '10117', minimum_order_minor: 2000, shipping_price_minor: 350 },
        { restaurant_id: restaurantId, postal_code: '10115', minimum_order_minor: 1500, shipping_price_minor: 0 },
        { restaurant_id: otherRestaurantId, postal_code: '10115', minimum_order_minor: 1, shipping_price_minor: 1 },
      ])
      .execute();
    await db
      .insertInto('tables')
      .values([
        { restaurant_id: restaurantId, name: 'Fenster', number: 1, capacity: 4 },
        { restaurant_id: restaurantId, name: 'Terrasse', number: null, capacity: null },
        { restaurant_id: otherRestaurantId, name: 'Rival', number: 9, capacity: 2 },
      ])
      .execute();
  });
  afterAll(() => test.close());

  const scopedEndpoints = ['imprint', 'informationPages', 'postalCodes', 'tables'] as const;

  it('GET api/restaurant/imprint answers the legal texts, null where missing or blank', async () => {
    const response = await test.get('imprint', { restaurantId });
    expect(response.statusCode).toBe(200);
    expect(envelopeSchema(legalContentsSchema).parse(response.json()).data).toEqual({
      about_us: '<p>Familienbetrieb</p>',
      privacy_policy: null,
      imprint: 'Muster GmbH, Berlin',
      terms_and_conditions: null,
    });
  });

  it('GET api/restaurant/informationPages answers the pages by priority', async () => {
    const response = await test.get('informationPages', { restaurantId });
    expect(envelopeSchema(z.array(informationPageSchema)).parse(response.json()).data).toEqual([
      { id: expect.any(Number), slug: 'liefergebiet', title: 'Liefergebiet', body: 'Mitte', priority: 1 },
      { id: expect.any(Number), slug: 'allergene', title: 'Allergene', body: 'A: Gluten', priority: 2 },
    ]);
  });

  it('GET api/restaurant/postalCodes answers the delivery areas with their prices', async () => {
    const response = await test.get('postalCodes', { restaurantId });
    expect(envelopeSchema(z.array(postalCodeSchema)).parse(response.json()).data).toEqual([
      { postal_code: '10115', minimum_order_value: 15, shipping_price: 0 },
      { postal_code: '10117', minimum_order_value: 20, shipping_price: 3.5 },
    ]);
  });

  it('GET api/restaurant/tables answers the tables', async () => {
    const response = await test.get('tables', { restaurantId });
    expect(envelopeSchema(z.array(restaurantTableSchema)).parse(response.json()).data).toEqual([
      { id: expect.any(Number), name: 'Fenster', number: 1, capacity: 4 },
      { id: expect.any(Number), name: 'Terrasse', number: null, capacity: null },
    ]);
  });

  it("answers empty details for a restaurant without any, never another restaurant's", async () => {
    expect((await test.get('imprint', { restaurantId: emptyRestaurantId })).json().data).toEqual({
      about_us: null,
      privacy_policy: null,
      imprint: null,
      terms_and_conditions: null,
    });
    for (const path of ['informationPages', 'postalCodes', 'tables']) {
      expect((await test.get(path, { restaurantId: emptyRestaurantId })).json().data, path).toEqual([]);
    }
  });

  it.each(scopedEndpoints)('%s names a missing, malformed or unknown restaurantId', async (path) => {
    expect(errorsOf(await test.get(path, {}))).toEqual({ restaurantId: ['required'] });
    expect(errorsOf(await test.get(path, { restaurantId: 'x' }))).toEqual({ restaurantId: ['must_be_numeric'] });
    expect(errorsOf(await test.get(path, { restaurantId: 2 ** 31 }))).toEqual({ restaurantId: ['invalid'] });
    expect(errorsOf(await test.get(path, { restaurantId: 55_555 }))).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
  });

  it.each(scopedEndpoints)('%s refuses a call without a token', async (path) => {
    const response = await test.get(path, { restaurantId }, { withToken: false });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});
