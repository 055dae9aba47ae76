import { envelopeSchema, restaurantIdResponseSchema, restaurantInfoSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/dialects.ts';
import { buildRestaurantTestApp, createRestaurant, errorsOf, type RestaurantTestApp } from './fixtures.ts';

const infoBody = envelopeSchema(restaurantInfoSchema);

describe.each(DIALECTS)('restaurant info on %s', (dialect) => {
  let test: RestaurantTestApp;
  let bistroId: number;
  let plainId: number;

  beforeAll(async () => {
    test = await buildRestaurantTestApp(dialect);
    const { db } = test;
    bistroId = await createRestaurant(db, 'bistro', {
      name: 'Bistro Mitte',
      settings: {
        social: { instagram: 'https://instagram.com/bistro' },
        pinned_products_label: 'Angebote',
        branding: true,
        delivery_average_time: 35,
        has_blog: true,
        reservation_table: true,
        tip_request: true,
        paymentMethods: ['mollie', 'zvt', 'cash', 'cash_machine', 'payAtEnd'],
        deliveryTypes: [1, 3],
        has_announcement: true,
        announcement: 'Heute Live-Musik',
        personal_information_fields: ['name', 'email', 'product_comment'],
        meta: { show_open_hours: false, foot_note: 'Alle Preise inkl. MwSt.' },
        lead_minutes: { delivery: 45, pickup: 15 },
        available_days: { delivery: 7, pickup: 3, here: 1 },
        recaptcha_site_key: 'site-key',
      },
    });
    plainId = await createRestaurant(db, 'plain', { lang: 'fr-CH', currency: 'CHF', time_zone: 'Europe/Zurich' });

    await db
      .insertInto('opening_times')
      .values([
        { restaurant_id: bistroId, kind: 'available', weekday: 2, open_at: '11:00', close_at: '22:00' },
        { restaurant_id: bistroId, kind: 'available', weekday: 1, open_at: '17:00', close_at: '22:00' },
        { restaurant_id: bistroId, kind: 'available', weekday: 1, open_at: '11:00', close_at: '14:00' },
        { restaurant_id: bistroId, kind: 'here', weekday: 5, open_at: '18:00', close_at: '02:00' },
        { restaurant_id: bistroId, kind: 'takeaway', weekday: 6, open_at: '12:00', close_at: '20:00' },
        { restaurant_id: plainId, kind: 'available', weekday: 1, open_at: '00:00', close_at: '23:59' },
      ])
      .execute();
    await db
      .insertInto('close_times')
      .values([
        {
          restaurant_id: bistroId,
          kind: 'close',
          starts_at: '2026-01-01T00:00:00.000Z',
          ends_at: '2026-01-02T00:00:00.000Z',
          reason: 'past',
        },
        {
          restaurant_id: bistroId,
          kind: 'close',
          starts_at: '2026-11-23T06:00:00.000Z',
          ends_at: '2026-11-23T14:00:00.000Z',
          reason: 'Renovierung',
        },
        {
          restaurant_id: bistroId,
          kind: 'end_close',
          starts_at: '2026-12-24T13:00:00.000Z',
          ends_at: '2026-12-24T23:00:00.000Z',
          reason: null,
        },
        {
          restaurant_id: plainId,
          kind: 'end_close',
          starts_at: '2026-12-31T13:00:00.000Z',
          ends_at: '2026-12-31T23:00:00.000Z',
          reason: null,
        },
      ])
      .execute();
    await db
      .insertInto('ticket_times')
      .values([
        {
          restaurant_id: bistroId,
          start_date: '2026-01-01',
          end_date: '2026-11-22',
          weekday: 6,
          time: '18:00',
          duration: '02:00',
          capacity: 10,
        },
        {
          restaurant_id: bistroId,
          start_date: '2026-11-01',
          end_date: '2026-12-31',
          weekday: 5,
          time: '19:30',
          duration: '01:30',
          capacity: null,
        },
      ])
      .execute();
    await db
      .insertInto('legal_contents')
      .values([
        { restaurant_id: bistroId, kind: 'about_us', body: '<p>Seit 1999</p>' },
        { restaurant_id: bistroId, kind: 'imprint', body: '   ' },
        { restaurant_id: plainId, kind: 'privacy_policy', body: 'Datenschutz' },
      ])
      .execute();
  });
  afterAll(() => test.close());

  describe('GET api/restaurant/restaurant-by-id', () => {
    it('answers the restaurant info with its settings, schedules and legal presence', async () => {
      const response = await test.get('restaurant-by-id', { restaurantId: bistroId }, { language: 'de' });
      expect(response.statusCode).toBe(200);
      const info = infoBody.parse(response.json()).data;
      expect(info).toMatchObject({
        id: bistroId,
        slug: 'bistro',
        name: 'Bistro Mitte',
        address: 'Invalidenstraße 117, 10115 Berlin',
        telephon: '+49 30 123456',
        email: 'bistro@example.com',
        instagram: 'https://instagram.com/bistro',
        facebook: null,
        pinned_products_label: 'Angebote',
        branding: true,
        lang: 'de',
        currency: '€',
        timeZone: 'Europe/Berlin',
        recaptcha_site_key: 'site-key',
        delivery_average_time: 35,
        has_blog: true,
        reservation_table: true,
        tip_request: true,
        registration_enabled: true,
        login_required: false,
        deliveryTypes: [1, 3],
        has_announcement: true,
        announcement: 'Heute Live-Musik',
        announcement_before_checkout: false,
        personal_information_fields: ['name', 'email', 'product_comment'],
        meta: { show_open_hours: false, foot_note: 'Alle Preise inkl. MwSt.' },
        delivery_hours: 45,
        pickup_hours: 15,
        here_hours: 0,
        delivery_available_days: 7,
        pickup_available_days: 3,
        here_available_days: 1,
        legal: { about_us: true, privacy_policy: false, imprint: false, terms_and_conditions: false },
      });
      expect(info.paymentMethods).toEqual(['mollie', 'cash', 'payAtEnd']);
      expect(info.paymentMethodNames).toEqual({ mollie: 'Online-Zahlung', cash: 'Barzahlung', payAtEnd: 'Am Ende bezahlen' });
      expect(info.restaurantAvailableTimes).toEqual([
        { weekday: 1, open_at: '11:00', close_at: '14:00' },
        { weekday: 1, open_at: '17:00', close_at: '22:00' },
        { weekday: 2, open_at: '11:00', close_at: '22:00' },
      ]);
      expect(info.hereTimes).toEqual([{ weekday: 5, open_at: '18:00', close_at: '02:00' }]);
      expect(info.restaurantTakeawayTimes).toEqual([{ weekday: 6, open_at: '12:00', close_at: '20:00' }]);
      expect(info.restaurant_close_times).toEqual([
        { id: expect.any(Number), starts_at: '2026-11-23T06:00:00.000Z', ends_at: '2026-11-23T14:00:00.000Z', reason: 'Renovierung' },
      ]);
      expect(info.restaurant_end_close_times).toEqual([
        { id: expect.any(Number), starts_at: '2026-12-24T13:00:00.000Z', ends_at: '2026-12-24T23:00:00.000Z', reason: null },
      ]);
      expect(info.restaurantTicketTimes).toEqual([
        {
          id: expect.any(Number),
          start_date: '2026-11-01',
          end_date: '2026-12-31',
          weekday: 5,
          time: '19:30',
          duration: '01:30',
          capacity: null,
        },
      ]);
    });

    it('is closed during a closing period and open once it has ended', async () => {
      const during = infoBody.parse((await test.get('restaurant-by-id', { restaurantId: bistroId })).json()).data;
      expect(during.closed).toBe(true);
      test.clock.now = new Date('2026-11-23T15:00:00.000Z');
      try {
        const after = infoBody.parse((await test.get('restaurant-by-id', { restaurantId: bistroId })).json()).data;
        expect(after.closed).toBe(false);
        expect(after.restaurant_close_times).toEqual([]);
      } finally {
        test.clock.now = new Date('2026-11-23T11:00:00.000Z');
      }
    });

    it('fills defaults for a restaurant without settings and names payment methods in English by default', async () => {
      const info = infoBody.parse((await test.get('restaurant-by-id', { restaurantId: plainId })).json()).data;
      expect(info).toMatchObject({
        lang: 'fr',
        currency: 'CHF',
        timeZone: 'Europe/Zurich',
        closed: false,
        branding: false,
        paymentMethods: ['cash'],
        paymentMethodNames: { cash: 'Cash' },
        deliveryTypes: [1, 2, 3],
        legal: { about_us: false, privacy_policy: true, imprint: false, terms_and_conditions: false },
        restaurantTicketTimes: [],
      });
      expect(info.restaurant_close_times).toEqual([]);
      expect(info.restaurant_end_close_times).toHaveLength(1);
    });

    it('names a missing, malformed, oversized or unknown restaurantId', async () => {
      expect(errorsOf(await test.get('restaurant-by-id', {}))).toEqual({ restaurantId: ['required'] });
      expect(errorsOf(await test.get('restaurant-by-id', { restaurantId: '' }))).toEqual({ restaurantId: ['required'] });
      expect(errorsOf(await test.get('restaurant-by-id', { restaurantId: 'abc' }))).toEqual({ restaurantId: ['must_be_numeric'] });
      expect(errorsOf(await test.get('restaurant-by-id', { restaurantId: '-3' }))).toEqual({ restaurantId: ['must_be_numeric'] });
      expect(errorsOf(await test.get('restaurant-by-id', { restaurantId: String(2 ** 31) }))).toEqual({ restaurantId: ['invalid'] });
      expect(errorsOf(await test.get('restaurant-by-id', { restaurantId: ['1', '2'] }))).toEqual({ restaurantId: ['must_be_numeric'] });
      const unknown = await test.get('restaurant-by-id', { restaurantId: 999_999 });
      expect(unknown.statusCode).toBe(422);
      expect(errorsOf(unknown)).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
    });

    it('refuses a call without a token', async () => {
      const response = await test.get('restaurant-by-id', { restaurantId: bistroId }, { withToken: false });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    });
  });

  describe('GET api/restaurant/restaurant-by-slug', () => {
    it('answers the same info as by id', async () => {
      const bySlug = await test.get('restaurant-by-slug', { slug: 'bistro' });
      expect(bySlug.statusCode).toBe(200);
      const byId = await test.get('restaurant-by-id', { restaurantId: bistroId });
      expect(infoBody.parse(bySlug.json()).data).toEqual(infoBody.parse(byId.json()).data);
    });

    it('answers an unknown slug with 404 and a missing or oversized one with 422', async () => {
      const unknown = await test.get('restaurant-by-slug', { slug: 'nowhere' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('restaurant_does_not_exists');
      expect(errorsOf(await test.get('restaurant-by-slug', {}))).toEqual({ slug: ['required'] });
      expect(errorsOf(await test.get('restaurant-by-slug', { slug: '   ' }))).toEqual({ slug: ['required'] });
      expect(errorsOf(await test.get('restaurant-by-slug', { slug: 'x'.repeat(101) }))).toEqual({ slug: ['too_big'] });
    });

    it('refuses a call without a token', async () => {
      expect((await test.get('restaurant-by-slug', { slug: 'bistro' }, { withToken: false })).statusCode).toBe(401);
    });
  });

  describe('GET api/restaurant/id', () => {
    it("answers a slug's restaurant id", async () => {
      const response = await test.get('id', { slug: 'plain' });
      expect(envelopeSchema(restaurantIdResponseSchema).parse(response.json()).data).toEqual({ id: plainId });
    });

    it('answers an unknown slug with 404 and a missing one with 422', async () => {
      const unknown = await test.get('id', { slug: 'nowhere' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('restaurant_does_not_exists');
      expect(errorsOf(await test.get('id', {}))).toEqual({ slug: ['required'] });
    });

    it('refuses a call without a token', async () => {
      expect((await test.get('id', { slug: 'bistro' }, { withToken: false })).statusCode).toBe(401);
    });
  });
});
