import { envelopeSchema, testimonialPageSchema, testimonialSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/dialects.ts';
import { publicToken } from '../helpers/tokens.ts';
import {
  buildContentApp,
  type ContentCaller,
  type ContentTestApp,
  callAs,
  countRows,
  createCustomer,
  createOrder,
  createRestaurant,
  createTestimonial,
  privateToken,
} from './fixtures.ts';

describe.each(DIALECTS)('the testimonial calls on %s', (dialect) => {
  let test: ContentTestApp;
  let guest: ContentCaller;
  let erika: ContentCaller;
  let max: ContentCaller;
  let restaurantId: number;
  let otherRestaurantId: number;
  let erikasOrder: number;
  let erikasOtherOrder: number;
  let maxsOrder: number;
  let older: number;
  let newer: number;
  let otherRestaurantsReview: number;

  beforeAll(async () => {
    test = await buildContentApp(dialect);
    const { db, app } = test;
    restaurantId = await createRestaurant(db, { slug: 'reviews-a' });
    otherRestaurantId = await createRestaurant(db, { slug: 'reviews-b' });
    const erikaId = await createCustomer(db, restaurantId, 'erika@example.com');
    const maxId = await createCustomer(db, restaurantId, 'max@example.com');
    erikasOrder = await createOrder(db, restaurantId, erikaId);
    erikasOtherOrder = await createOrder(db, otherRestaurantId, erikaId);
    maxsOrder = await createOrder(db, restaurantId, maxId);
    older = await createTestimonial(db, { restaurantId, name: 'Anna', rating: 4, createdAt: '2026-11-01T12:00:00.000Z' });
    newer = await createTestimonial(db, { restaurantId, name: 'Ben', rating: 5, createdAt: '2026-11-15T12:00:00.000Z' });
    otherRestaurantsReview = await createTestimonial(db, {
      restaurantId: otherRestaurantId,
      name: 'Carla',
      rating: 2,
      createdAt: '2026-11-20T12:00:00.000Z',
    });
    guest = callAs(app, await publicToken(app));
    erika = callAs(app, await privateToken(app, erikaId, restaurantId));
    max = callAs(app, await privateToken(app, maxId, restaurantId));
  });
  afterAll(() => test.close());

  const review = (fields: Record<string, unknown> = {}) => ({ restaurantId, name: 'Erika', rating: 5, text: 'Sehr lecker!', ...fields });

  it("lists the restaurant's reviews newest first", async () => {
    const response = await guest.get('/api/testimonials', { restaurantId });
    expect(response.statusCode).toBe(200);
    const { data } = envelopeSchema(testimonialPageSchema).parse(response.json());
    expect(data).toMatchObject({ page: 1, limit: 12, total: 2 });
    expect(data.items).toEqual([
      { id: newer, name: 'Ben', rating: 5, body: 'Review by Ben', created_at: '2026-11-15T12:00:00.000Z' },
      { id: older, name: 'Anna', rating: 4, body: 'Review by Anna', created_at: '2026-11-01T12:00:00.000Z' },
    ]);
  });

  it('shows one review, never one of another restaurant', async () => {
    const response = await guest.get('/api/testimonials/show', { testimonialId: older, restaurantId });
    expect(envelopeSchema(testimonialSchema).parse(response.json()).data).toMatchObject({ id: older, name: 'Anna', rating: 4 });
    for (const testimonialId of [otherRestaurantsReview, 999_999]) {
      const refused = await guest.get('/api/testimonials/show', { testimonialId, restaurantId });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ testimonialId: ['testimonial_does_not_exists'] });
    }
    expect((await guest.get('/api/testimonials/show', { testimonialId: 'x', restaurantId })).json().errors).toEqual({
      testimonialId: ['must_be_numeric'],
    });
    expect((await guest.get('/api/testimonials/show', { restaurantId })).json().errors).toEqual({ testimonialId: ['required'] });
  });

  it('takes a general review from a guest', async () => {
    const response = await guest.post('/api/testimonials/create', review({ name: ' Gast ', rating: '4', text: 'Nett.' }));
    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(testimonialSchema).parse(response.json());
    expect(body.message.body).toBe('Your request has been submitted successfully.');
    expect(body.data).toMatchObject({ name: 'Gast', rating: 4, body: 'Nett.', created_at: '2026-11-22T10:00:00.000Z' });
    const row = await test.db.selectFrom('testimonials').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ restaurant_id: restaurantId, user_id: null, order_id: null });
    const list = (await guest.get('/api/testimonials', { restaurantId })).json().data;
    expect(list.items[0].id).toBe(body.data.id);
  });

  it('takes one review of an order from the customer who placed it', async () => {
    const response = await erika.post('/api/testimonials/create', review({ orderId: erikasOrder }), { 'accept-language': 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.body).toBe('Deine Anfrage wurde erfolgreich übermittelt.');
    const row = await test.db.selectFrom('testimonials').selectAll().where('order_id', '=', erikasOrder).executeTakeFirstOrThrow();
    expect(row.user_id).not.toBeNull();

    const again = await erika.post('/api/testimonials/create', review({ orderId: erikasOrder }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ orderId: ['order_already_reviewed'] });
  });

  it("refuses a review of somebody else's, another restaurant's or an unknown order", async () => {
    const before = await countRows(test.db, 'testimonials');
    const attempts = [
      guest.post('/api/testimonials/create', review({ orderId: maxsOrder })),
      erika.post('/api/testimonials/create', review({ orderId: maxsOrder })),
      max.post('/api/testimonials/create', review({ orderId: erikasOrder })),
      erika.post('/api/testimonials/create', review({ orderId: erikasOtherOrder })),
      erika.post('/api/testimonials/create', review({ orderId: 987_654 })),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('you_dont_allow');
    }
    expect(await countRows(test.db, 'testimonials')).toBe(before);
  });

  it('names each bad field and writes nothing', async () => {
    const before = await countRows(test.db, 'testimonials');
    const missing = await guest.post('/api/testimonials/create', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ restaurantId: ['required'], name: ['required'], rating: ['required'], text: ['required'] });
    for (const rating of [0, 6, 3.5, 'gut', true, 2 ** 40]) {
      const response = await guest.post('/api/testimonials/create', review({ rating }));
      expect(response.json().errors, String(rating)).toEqual({ rating: ['rating_invalid'] });
    }
    const tooLong = await guest.post('/api/testimonials/create', review({ name: 'n'.repeat(121), text: 't'.repeat(10_000) }));
    expect(tooLong.json().errors).toEqual({ name: ['too_big'], text: ['too_big'] });
    const badOrder = await erika.post('/api/testimonials/create', review({ orderId: 'abc' }));
    expect(badOrder.json().errors).toEqual({ orderId: ['must_be_numeric'] });
    const unknownRestaurant = await guest.post('/api/testimonials/create', review({ restaurantId: 555_555 }));
    expect(unknownRestaurant.json().errors).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
    expect(await countRows(test.db, 'testimonials')).toBe(before);
  });

  it('needs a token', async () => {
    const anonymous = callAs(test.app, null);
    const responses = await Promise.all([
      anonymous.get('/api/testimonials', { restaurantId }),
      anonymous.get('/api/testimonials/show', { restaurantId, testimonialId: older }),
      anonymous.post('/api/testimonials/create', review()),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
  });
});
