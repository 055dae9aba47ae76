import { envelopeSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../helpers/dialects.ts';
import { publicToken } from '../helpers/tokens.ts';
import { buildContentApp, type ContentCaller, type ContentTestApp, callAs, countRows, createRestaurant } from './fixtures.ts';

describe.each(DIALECTS)('POST api/newsletter/create on %s', (dialect) => {
  let test: ContentTestApp;
  let guest: ContentCaller;
  let restaurantId: number;
  let otherRestaurantId: number;

  beforeAll(async () => {
    test = await buildContentApp(dialect);
    restaurantId = await createRestaurant(test.db, { slug: 'news-a' });
    otherRestaurantId = await createRestaurant(test.db, { slug: 'news-b' });
    guest = callAs(test.app, await publicToken(test.app));
  });
  afterAll(() => test.close());

  const subscribe = (query: Record<string, string | number>, body?: unknown, caller: ContentCaller = guest) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
    return caller.post(`/api/newsletter/create?${search}`, body);
  };
  const subscribers = (id: number) =>
    test.db.selectFrom('newsletter_subscriptions').select(['email', 'created_at']).where('restaurant_id', '=', id).execute();

  it('subscribes an email given in the query', async () => {
    const response = await subscribe({ email: 'erika@example.com', restaurantId });
    expect(response.statusCode).toBe(200);
    expect(envelopeSchema(z.null()).parse(response.json())).toEqual({
      data: null,
      message: { body: 'your email has been successfully add!' },
    });
    expect(await subscribers(restaurantId)).toEqual([{ email: 'erika@example.com', created_at: '2026-11-22T10:00:00.000Z' }]);
  });

  it('subscribes twice without complaint, keeping one row', async () => {
    for (const email of ['max@example.com', 'Max@Example.com ', 'max@example.com']) {
      expect((await subscribe({ email, restaurantId })).statusCode).toBe(200);
    }
    expect((await subscribers(restaurantId)).filter((row) => row.email === 'max@example.com')).toHaveLength(1);
  });

  it('reads the restaurant from the body, as the storefront client sends it, and keeps restaurants apart', async () => {
    const response = await subscribe({ email: 'erika@example.com', lang: 'de' }, { restaurantId: otherRestaurantId });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.body).toBe('Deine E-Mail-Adresse wurde erfolgreich hinzugefügt!');
    expect((await subscribers(otherRestaurantId)).map((row) => row.email)).toEqual(['erika@example.com']);
    expect((await subscribers(restaurantId)).map((row) => row.email)).toContain('erika@example.com');
  });

  it('asks for an email, then for a valid one, and writes nothing', async () => {
    const before = await countRows(test.db, 'newsletter_subscriptions');
    const withoutEmail: Array<Record<string, string | number>> = [
      { restaurantId },
      { restaurantId, email: '' },
      { restaurantId, email: '   ' },
    ];
    for (const query of withoutEmail) {
      const response = await subscribe(query);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { email: ['please_enter_your_email'] },
        message: { body: 'Please enter your email' },
      });
    }
    expect((await subscribe({ restaurantId, email: 'erika@' })).json().errors).toEqual({ email: ['email_invalid'] });
    expect((await subscribe({ restaurantId, email: `${'x'.repeat(10_000)}@example.com` })).json().errors).toEqual({ email: ['too_big'] });
    expect((await subscribe({ email: 'a@b.de' })).json().errors).toEqual({ restaurantId: ['required'] });
    expect((await subscribe({ email: 'a@b.de', restaurantId: 2 ** 31 })).json().errors).toEqual({ restaurantId: ['invalid'] });
    expect((await subscribe({ email: 'a@b.de', restaurantId: 606_606 })).json().errors).toEqual({
      restaurantId: ['restaurant_does_not_exists'],
    });
    expect(await countRows(test.db, 'newsletter_subscriptions')).toBe(before);
  });

  it('needs a token', async () => {
    const response = await subscribe({ email: 'erika@example.com', restaurantId }, undefined, callAs(test.app, null));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});
