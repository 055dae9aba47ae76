import { envelopeSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../helpers/dialects.ts';
import { publicToken } from '../helpers/tokens.ts';
import {
  buildContentApp,
  type ContentCaller,
  type ContentTestApp,
  callAs,
  contentRowCounts,
  countRows,
  createRestaurant,
  outboxOf,
} from './fixtures.ts';

describe.each(DIALECTS)('POST api/contact on %s', (dialect) => {
  let test: ContentTestApp;
  let guest: ContentCaller;
  let restaurantId: number;
  let withoutEmailId: number;

  beforeAll(async () => {
    test = await buildContentApp(dialect);
    restaurantId = await createRestaurant(test.db, { slug: 'contact-a', lang: 'de', email: 'kontakt@contact-a.example' });
    withoutEmailId = await createRestaurant(test.db, { slug: 'contact-b', lang: 'en' });
    guest = callAs(test.app, await publicToken(test.app));
  });
  afterAll(() => test.close());

  const message = (fields: Record<string, unknown> = {}) => ({
    restaurantId,
    name: 'Erika Mustermann',
    email: 'erika@example.com',
    phone: '030 1234567',
    message: 'Haben Sie am 24.12. geöffnet?\nViele Grüße',
    ...fields,
  });
  const send = (payload: unknown, headers: Record<string, string> = {}) => guest.post('/api/contact', payload, headers);

  it('stores the message, mails the restaurant and confirms to the sender', async () => {
    const response = await send(message());
    expect(response.statusCode).toBe(200);
    expect(envelopeSchema(z.null()).parse(response.json())).toEqual({
      data: null,
      message: { body: 'your message has been delivered successfully!' },
    });
    const row = await test.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      restaurant_id: restaurantId,
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      phone: '030 1234567',
      message: 'Haben Sie am 24.12. geöffnet?\nViele Grüße',
      created_at: '2026-11-22T10:00:00.000Z',
    });

    const [toRestaurant] = await outboxOf(test.app, 'kontakt@contact-a.example');
    expect(toRestaurant).toMatchObject({
      kind: 'contact',
      restaurant_id: restaurantId,
      subject: 'Kontaktformular: Nachricht von Erika Mustermann',
    });
    expect(toRestaurant?.text).toContain('E-Mail: erika@example.com\nTelefon: 030 1234567');
    expect(toRestaurant?.text).toContain('Haben Sie am 24.12. geöffnet?');

    const [toSender] = await outboxOf(test.app, 'erika@example.com');
    expect(toSender).toMatchObject({ kind: 'contact_confirmation', subject: 'Wir haben deine Nachricht erhalten · Restaurant contact-a' });
    expect(toSender?.text).toContain('Hallo Erika Mustermann');
  });

  it('keeps the message of a restaurant without an email address, and still confirms', async () => {
    const response = await send(message({ restaurantId: withoutEmailId, email: 'max@example.com', phone: undefined }), {
      'accept-language': 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.body).toBe('Votre message a été envoyé avec succès !');
    const mails = await outboxOf(test.app, 'max@example.com');
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['contact_confirmation', 'We have received your message · Restaurant contact-b'],
    ]);
    const row = await test.db.selectFrom('contact_messages').selectAll().where('email', '=', 'max@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ restaurant_id: withoutEmailId, phone: null });
  });

  it('names each bad field, and neither stores nor mails', async () => {
    const before = await contentRowCounts(test.db);
    const missing = await send({ restaurantId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['required'], email: ['required'], message: ['required'] });
    const bad = await send(message({ email: 'erika(at)example.com', phone: 'call me', message: 'x'.repeat(5001), name: 'a\r\nBcc: x@y' }));
    expect(bad.json().errors).toEqual({
      name: ['invalid'],
      email: ['email_invalid'],
      phone: ['phone_invalid'],
      message: ['too_big'],
    });
    expect((await send(message({ restaurantId: 'abc' }))).json().errors).toEqual({ restaurantId: ['must_be_numeric'] });
    expect((await send(message({ restaurantId: 404_404 }))).json().errors).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
    expect(await contentRowCounts(test.db)).toEqual(before);
  });

  it('takes a message of exactly 5000 characters', async () => {
    const before = await countRows(test.db, 'contact_messages');
    expect((await send(message({ message: 'x'.repeat(5000) }))).statusCode).toBe(200);
    expect(await countRows(test.db, 'contact_messages')).toBe(before + 1);
  });

  it('needs a token', async () => {
    const response = await callAs(test.app, null).post('/api/contact', message());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});

describe.each(DIALECTS)('POST api/contact with recaptcha on %s', (dialect) => {
  let test: ContentTestApp;

  beforeAll(async () => {
    test = await buildContentApp(dialect, { recaptchaSecret: 'server-secret' });
  });
  afterAll(() => test.close());

  it('refuses a message without a recaptcha response', async () => {
    const restaurantId = await createRestaurant(test.db, { slug: 'contact-captcha', email: 'kontakt@captcha.example' });
    const guest = callAs(test.app, await publicToken(test.app));
    const response = await guest.post('/api/contact', { restaurantId, name: 'Erika', email: 'erika@example.com', message: 'Hallo' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ recaptcha: ['recaptcha_invalid'] });
    expect(await contentRowCounts(test.db)).toMatchObject({ contact_messages: 0, outbox_mails: 0 });
  });
});
