import { envelopeSchema, reservationSchema } from '@platter/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  openEveryDay,
  outboxOf,
} from './fixtures.ts';

const RESERVABLE = { reservation_table: true, deliveryTypes: [1, 2, 3] as Array<1 | 2 | 3> };

// The clock stands at 2026-11-22 11:00 in Berlin, 05:00 in New York.
describe.each(DIALECTS)('POST api/restaurant/reserve-table on %s', (dialect) => {
  let test: ContentTestApp;
  let guest: ContentCaller;
  let restaurantId: number;
  let newYorkId: number;
  let noReservationsId: number;
  let noEatInId: number;

  beforeAll(async () => {
    test = await buildContentApp(dialect);
    const { db } = test;
    restaurantId = await createRestaurant(db, { slug: 'reserve-berlin', settings: RESERVABLE, lang: 'de' });
    newYorkId = await createRestaurant(db, { slug: 'reserve-ny', settings: RESERVABLE, lang: 'fr', timeZone: 'America/New_York' });
    noReservationsId = await createRestaurant(db, { slug: 'reserve-off', settings: { deliveryTypes: [1, 2, 3] } });
    noEatInId = await createRestaurant(db, { slug: 'reserve-no-here', settings: { reservation_table: true, deliveryTypes: [1, 2] } });
    await openEveryDay(db, restaurantId, 'here', '11:00', '23:00');
    // Without eat-in times, a restaurant's general times govern its tables.
    await openEveryDay(db, newYorkId, 'available', '06:00', '22:00');
    guest = callAs(test.app, await publicToken(test.app));
  });
  afterAll(() => test.close());

  const reservation = (fields: Record<string, unknown> = {}) => ({
    restaurantId,
    people: { adults: 2, children: 1 },
    date: '2026-12-24',
    time: '19:30',
    email: 'erika@example.com',
    name: 'Erika Mustermann',
    phone: '+49 30 1234567',
    ...fields,
  });
  const reserve = (payload: unknown, headers: Record<string, string> = {}) => guest.post('/api/restaurant/reserve-table', payload, headers);

  it('books a table and mails the guest a confirmation in the restaurant language', async () => {
    const response = await reserve(reservation());
    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(reservationSchema).parse(response.json());
    expect(body.message.body).toBe('Your table has been booked successfully!');
    expect(body.data).toMatchObject({
      people: { adults: 2, children: 1 },
      date: '2026-12-24',
      time: '19:30',
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      phone: '+49 30 1234567',
      created_at: '2026-11-22T10:00:00.000Z',
    });
    const row = await test.db.selectFrom('reservations').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ restaurant_id: restaurantId, adults: 2, children: 1, date: '2026-12-24', time: '19:30' });

    const [mail] = await outboxOf(test.app, 'erika@example.com');
    expect(mail).toMatchObject({
      kind: 'reservation',
      restaurant_id: restaurantId,
      subject: 'Deine Tischreservierung bei Restaurant reserve-berlin',
    });
    expect(mail?.text).toContain('Hallo Erika Mustermann');
    expect(mail?.text).toContain('Datum: 24.12.26');
    expect(mail?.text).toContain('Uhrzeit: 19:30');
    expect(mail?.text).toContain('Erwachsene: 2\nKinder: 1');
  });

  it('answers in the guest language and mails in the restaurant language', async () => {
    const response = await reserve(reservation({ restaurantId: newYorkId, email: 'jean@example.com', people: { children: 2 } }), {
      'accept-language': 'de',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.body).toBe('Dein Tisch wurde erfolgreich reserviert!');
    const [mail] = await outboxOf(test.app, 'jean@example.com');
    expect(mail?.subject).toBe('Votre réservation de table chez Restaurant reserve-ny');
    expect(mail?.text).toContain('Adultes : 0\nEnfants : 2');
  });

  it("judges the past on the restaurant's own clock", async () => {
    const before = await contentRowCounts(test.db);
    const yesterday = await reserve(reservation({ date: '2026-11-21' }));
    expect(yesterday.statusCode).toBe(422);
    expect(yesterday.json().errors).toEqual({ date: ['order_time_cannot_be_in_the_past'] });
    const anHourAgo = await reserve(reservation({ date: '2026-11-22', time: '10:59' }));
    expect(anHourAgo.json().errors).toEqual({ time: ['order_time_cannot_be_in_the_past'] });
    expect(await contentRowCounts(test.db)).toEqual(before);

    // This very minute still counts; in New York it is six hours earlier.
    expect((await reserve(reservation({ date: '2026-11-22', time: '11:00' }))).statusCode).toBe(200);
    expect((await reserve(reservation({ restaurantId: newYorkId, date: '2026-11-22', time: '06:00' }))).statusCode).toBe(200);
    const newYorkPast = await reserve(reservation({ restaurantId: newYorkId, date: '2026-11-22', time: '04:59' }));
    expect(newYorkPast.json().errors).toEqual({ time: ['order_time_cannot_be_in_the_past'] });
  });

  it('needs at least one person', async () => {
    const before = await countRows(test.db, 'reservations');
    const nobody = await reserve(reservation({ people: { adults: 0, children: 0 } }));
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toMatchObject({
      errors: { people: ['at_least_one_person'] },
      message: { body: 'Please reserve for at least one person.' },
    });
    expect((await reserve(reservation({ people: {} }))).json().errors).toEqual({ people: ['at_least_one_person'] });
    expect((await reserve(reservation({ people: undefined }))).json().errors).toEqual({ people: ['required'] });
    expect((await reserve(reservation({ people: 3 }))).json().errors).toEqual({ people: ['invalid'] });
    expect((await reserve(reservation({ people: { adults: 101 } }))).json().errors).toEqual({ 'people.adults': ['too_big'] });
    expect((await reserve(reservation({ people: { adults: 'two' } }))).json().errors).toEqual({ 'people.adults': ['must_be_numeric'] });
    expect(await countRows(test.db, 'reservations')).toBe(before);
  });

  it('names every bad or missing field, and sends no mail', async () => {
    const before = await contentRowCounts(test.db);
    const bad = await reserve(reservation({ date: '22.11.2026', time: '7pm', email: 'erika@', phone: 'ring me', name: '   ' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      date: ['date_format_invalid'],
      time: ['time_format_invalid'],
      email: ['email_invalid'],
      phone: ['phone_invalid'],
      name: ['required'],
    });
    const missing = await reserve({});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['date', 'email', 'name', 'people', 'phone', 'restaurantId', 'time']);
    expect(Object.values(missing.json().errors).flat()).toEqual(Array(7).fill('required'));
    const unknown = await reserve(reservation({ restaurantId: 2 ** 31 - 1 }));
    expect(unknown.json().errors).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
    expect(await contentRowCounts(test.db)).toEqual(before);
  });

  it('is offered only by restaurants that take reservations and serve here', async () => {
    const before = await contentRowCounts(test.db);
    for (const id of [noReservationsId, noEatInId]) {
      const response = await reserve(reservation({ restaurantId: id }));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('table_reservation_not_available');
    }
    expect(await contentRowCounts(test.db)).toEqual(before);
  });

  it('takes only times the restaurant is open for eating in, in its own time zone, and writes nothing else', async () => {
    const before = await contentRowCounts(test.db);
    for (const [id, date, time] of [
      [restaurantId, '2026-12-24', '10:45'],
      [restaurantId, '2026-12-24', '23:00'],
      [restaurantId, '2026-12-25', '05:30'],
      [newYorkId, '2026-12-24', '05:45'],
      [newYorkId, '2026-12-24', '22:15'],
    ] as const) {
      const response = await reserve(reservation({ restaurantId: id, date, time }));
      expect(response.statusCode, `${date} ${time}`).toBe(422);
      expect(response.json()).toMatchObject({
        message: { body: 'Restaurant is not Open at your desired Time.' },
        errors: { time: ['Restaurant_is_not_Open'] },
      });
    }
    expect(await contentRowCounts(test.db)).toEqual(before);
    expect((await reserve(reservation({ date: '2026-12-24', time: '22:50' }))).statusCode).toBe(200);
    expect((await reserve(reservation({ restaurantId: newYorkId, date: '2027-03-01', time: '06:10' }))).statusCode).toBe(200);
  });

  it('refuses a day inside a closing period', async () => {
    await test.db
      .insertInto('close_times')
      .values({
        restaurant_id: restaurantId,
        kind: 'close',
        starts_at: '2026-12-30T23:00:00.000Z',
        ends_at: '2027-01-01T23:00:00.000Z',
        reason: 'New Year',
      })
      .execute();
    const before = await countRows(test.db, 'reservations');
    const closed = await reserve(reservation({ date: '2027-01-01', time: '19:30' }));
    expect(closed.json().errors).toEqual({ time: ['Restaurant_is_not_Open'] });
    expect(await countRows(test.db, 'reservations')).toBe(before);
    expect((await reserve(reservation({ date: '2027-01-02', time: '19:30' }))).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await callAs(test.app, null).post('/api/restaurant/reserve-table', reservation());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});

describe.each(DIALECTS)('POST api/restaurant/reserve-table with recaptcha on %s', (dialect) => {
  let test: ContentTestApp;
  let guest: ContentCaller;
  let restaurantId: number;

  beforeAll(async () => {
    test = await buildContentApp(dialect, { recaptchaSecret: 'server-secret' });
    restaurantId = await createRestaurant(test.db, { slug: 'reserve-captcha', settings: RESERVABLE });
    await openEveryDay(test.db, restaurantId, 'here', '11:00', '23:00');
    guest = callAs(test.app, await publicToken(test.app));
  });
  afterAll(() => test.close());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const reservation = (recaptcha?: string) => ({
    restaurantId,
    people: { adults: 2 },
    date: '2026-12-24',
    time: '19:30',
    email: 'captcha@example.com',
    name: 'Erika',
    phone: '030 1234567',
    ...(recaptcha === undefined ? {} : { recaptcha }),
  });

  it('refuses a reservation without a valid recaptcha and keeps nothing', async () => {
    const answers = [{ success: false, 'error-codes': ['invalid-input-response'] }];
    const fetch = vi.fn(async () => ({ ok: true, json: async () => answers.shift() }));
    vi.stubGlobal('fetch', fetch);
    for (const recaptcha of [undefined, 'forged']) {
      const response = await guest.post('/api/restaurant/reserve-table', reservation(recaptcha));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ recaptcha: ['recaptcha_invalid'] });
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await countRows(test.db, 'reservations')).toBe(0);
  });

  it('answers 422, not 500, when Google cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const response = await guest.post('/api/restaurant/reserve-table', reservation('human'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ recaptcha: ['recaptcha_invalid'] });
    expect(await countRows(test.db, 'reservations')).toBe(0);
  });

  it('books with a response Google accepts', async () => {
    const fetch = vi.fn(async (_url: string, init: { body: string }) => ({
      ok: true,
      json: async () => ({ success: new URLSearchParams(init.body).get('response') === 'human' }),
    }));
    vi.stubGlobal('fetch', fetch);
    const response = await guest.post('/api/restaurant/reserve-table', reservation('human'));
    expect(response.statusCode).toBe(200);
    const body = new URLSearchParams(fetch.mock.calls[0]?.[1].body);
    expect(body.get('secret')).toBe('server-secret');
    expect(await countRows(test.db, 'reservations')).toBe(1);
  });
});
