import { envelopeSchema, restaurantListItemSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../helpers/dialects.ts';
import { buildRestaurantTestApp, createRestaurant, errorsOf, type RestaurantTestApp } from './fixtures.ts';

const listBody = envelopeSchema(z.array(restaurantListItemSchema));

describe.each(DIALECTS)('GET api/restaurant on %s', (dialect) => {
  let test: RestaurantTestApp;
  const ids: Record<string, number> = {};

  const list = async (query: Record<string, string | number>) => {
    const response = await test.get('', query);
    expect(response.statusCode).toBe(200);
    return listBody.parse(response.json()).data;
  };

  beforeAll(async () => {
    test = await buildRestaurantTestApp(dialect);
    const { db } = test;
    // It is Monday 12:00 in Berlin.
    ids.open = await createRestaurant(db, 'open-all-day', {
      appearance: JSON.stringify({ logoUrl: '/logo.png', mainImageUrl: '/main.jpg' }),
      settings: { deliveryTypes: [1, 2, 3] },
    });
    ids.pickupOnly = await createRestaurant(db, 'pickup-only', { settings: { deliveryTypes: [2] } });
    ids.switchedOff = await createRestaurant(db, 'switched-off', { settings: { deliveryTypes: [1], closed: true } });
    ids.evening = await createRestaurant(db, 'evening-only', { settings: { deliveryTypes: [1, 2] } });
    ids.holiday = await createRestaurant(db, 'holiday', { settings: { deliveryTypes: [1] } });
    ids.elsewhere = await createRestaurant(db, 'elsewhere', { settings: { deliveryTypes: [1] } });

    await db
      .insertInto('delivery_areas')
      .values([
        { restaurant_id: ids.open, postal_code: '10115', minimum_order_minor: 1500, shipping_price_minor: 250 },
        { restaurant_id: ids.pickupOnly, postal_code: '10115', minimum_order_minor: 0, shipping_price_minor: 0 },
        { restaurant_id: ids.switchedOff, postal_code: '10115', minimum_order_minor: 0, shipping_price_minor: 0 },
        { restaurant_id: ids.evening, postal_code: '10115', minimum_order_minor: 2000, shipping_price_minor: 0 },
        { restaurant_id: ids.holiday, postal_code: '10115', minimum_order_minor: 0, shipping_price_minor: 0 },
        { restaurant_id: ids.elsewhere, postal_code: '80331', minimum_order_minor: 0, shipping_price_minor: 0 },
      ])
      .execute();
    await db
      .insertInto('opening_times')
      .values([
        { restaurant_id: ids.open, kind: 'available', weekday: 1, open_at: '10:00', close_at: '22:00' },
        { restaurant_id: ids.pickupOnly, kind: 'takeaway', weekday: 1, open_at: '11:00', close_at: '13:00' },
        { restaurant_id: ids.switchedOff, kind: 'available', weekday: 1, open_at: '10:00', close_at: '22:00' },
        { restaurant_id: ids.evening, kind: 'available', weekday: 1, open_at: '18:00', close_at: '23:00' },
        // Its takeaway times are its own: pickup follows them, not the general ones.
        { restaurant_id: ids.evening, kind: 'takeaway', weekday: 7, open_at: '20:00', close_at: '11:30' },
        { restaurant_id: ids.holiday, kind: 'available', weekday: 1, open_at: '10:00', close_at: '22:00' },
        { restaurant_id: ids.elsewhere, kind: 'available', weekday: 1, open_at: '10:00', close_at: '22:00' },
      ])
      .execute();
    await db
      .insertInto('close_times')
      .values({
        restaurant_id: ids.holiday,
        kind: 'close',
        starts_at: '2026-11-22T23:00:00.000Z',
        ends_at: '2026-11-23T23:00:00.000Z',
        reason: null,
      })
      .execute();
  });
  afterAll(() => test.close());

  it('lists the restaurants serving a postal code with a delivery type, priced for that area', async () => {
    const items = await list({ postalCode: '10115', deliveryType: 1 });
    expect(items.map((item) => item.slug)).toEqual(['open-all-day', 'switched-off', 'evening-only', 'holiday']);
    expect(items[0]).toEqual({
      id: ids.open,
      slug: 'open-all-day',
      name: 'Restaurant open-all-day',
      address: 'Invalidenstraße 117, 10115 Berlin',
      currency: '€',
      image: '/main.jpg',
      logo: '/logo.png',
      minimum_order_value: 15,
      shipping_price: 2.5,
      open: true,
    });
    expect(items.map((item) => item.open)).toEqual([true, false, false, false]);
    expect(items[2]).toMatchObject({ minimum_order_value: 20, shipping_price: 0, image: null, logo: null });
  });

  it('keeps only the restaurants open now with status=open', async () => {
    expect((await list({ postalCode: '10115', deliveryType: 'delivery', status: 'open' })).map((item) => item.slug)).toEqual([
      'open-all-day',
    ]);
  });

  it('judges pickup by takeaway times where a restaurant keeps them, overnight windows included', async () => {
    const items = await list({ postalCode: '10115', deliveryType: 'takeaway' });
    expect(items.map((item) => [item.slug, item.open])).toEqual([
      ['open-all-day', true],
      ['pickup-only', true],
      ['evening-only', false],
    ]);
    test.clock.now = new Date('2026-11-23T10:15:00.000Z'); // 11:15: still inside Sunday 20:00 - Monday 11:30
    try {
      expect((await list({ postalCode: '10115', deliveryType: 2, status: 'open' })).map((item) => item.slug)).toEqual([
        'open-all-day',
        'pickup-only',
        'evening-only',
      ]);
    } finally {
      test.clock.now = new Date('2026-11-23T11:00:00.000Z');
    }
  });

  it('answers at most `limit` restaurants and none for an unserved postal code', async () => {
    expect(await list({ postalCode: '10115', deliveryType: 1, limit: 2 })).toHaveLength(2);
    expect(await list({ postalCode: '99999', deliveryType: 1 })).toEqual([]);
    expect((await list({ postalCode: ' 80331 ', deliveryType: 1 })).map((item) => item.slug)).toEqual(['elsewhere']);
  });

  it('names each missing or bad field', async () => {
    expect(errorsOf(await test.get('', {}))).toEqual({ postalCode: ['required'], deliveryType: ['required'] });
    expect(errorsOf(await test.get('', { postalCode: '10115', deliveryType: '4' }))).toEqual({ deliveryType: ['delivery_type_invalid'] });
    expect(errorsOf(await test.get('', { postalCode: '<script>', deliveryType: 'boat' }))).toEqual({
      postalCode: ['invalid'],
      deliveryType: ['delivery_type_invalid'],
    });
    expect(errorsOf(await test.get('', { postalCode: '10115', deliveryType: 1, limit: 0 }))).toEqual({ limit: ['too_small'] });
    expect(errorsOf(await test.get('', { postalCode: '10115', deliveryType: 1, limit: 101 }))).toEqual({ limit: ['too_big'] });
    expect(errorsOf(await test.get('', { postalCode: '10115', deliveryType: 1, limit: 'ten' }))).toEqual({ limit: ['must_be_numeric'] });
    expect(errorsOf(await test.get('', { postalCode: '10115', deliveryType: 1, status: 'closed' }))).toEqual({ status: ['invalid'] });
  });

  it('refuses a call without a token', async () => {
    const response = await test.get('', { postalCode: '10115', deliveryType: 1 }, { withToken: false });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});
