import {
  envelopeSchema,
  errorBodySchema,
  orderDetailSchema,
  orderHistorySchema,
  productSchema,
  restaurantInfoSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';
import { basketOf, type GuestSession, guestSession } from './basket-client.ts';

// Monday 2026-11-23, 09:00 in Berlin. Demo Events sells for pickup only, 60 days ahead: the last
// day a ticket may be for is Friday 2027-01-22.
const NOW = new Date('2026-11-23T08:00:00Z');

const DAY_TICKET = 'Sommerfest im Hof – Tagesticket'; // name and date
const FESTIVAL_PASS = 'Festivalpass (3 Tage)'; // name only
const FAMILY_TICKET = 'Familienkarte Kinderzirkus'; // name and count
const GROUP_TICKET = 'Puppentheater – Gruppenticket'; // name, date and count
const LANTERNS = 'Laternen-Bastelnachmittag (Wochenende)'; // name and date, happy hours on Saturdays and Sundays
const BIRTHDAY = 'Kindergeburtstag im Hof'; // a package, name and date
const JAZZ = 'Jazzabend – Sitzplatz'; // name and date, 5 in stock
const T_SHIRT = 'Festival-T-Shirt'; // merchandise without details

type Line = { basketProductId: number; name: string; quantity: number; extra_info: string | null };

describe.each(DIALECTS)('event mode: per-person details on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let events: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
    events = (await test.app.context.db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-events').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => test.close());

  /** A call to Demo Events (the guest session's calls go to the bistro unless told otherwise). */
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload: Record<string, unknown> = {}, token?: string) =>
    guest.call(method, url, { restaurantId: events, ...payload }, token);

  async function productId(name: string): Promise<number> {
    return (await test.app.context.db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  }

  async function newBasket(token?: string): Promise<string> {
    return basketOf(await call('POST', 'basket/create', {}, token)).id;
  }

  async function add(basketId: string, name: string, extraInfo?: unknown, more: Record<string, unknown> = {}, token?: string) {
    return call('POST', 'basket/add', { basketId, productId: await productId(name), ...(extraInfo ? { extraInfo } : {}), ...more }, token);
  }

  function linesOf(response: LightMyRequestResponse): Line[] {
    return basketOf(response).products;
  }

  function personsOf(line: Line | undefined): unknown {
    return JSON.parse(line?.extra_info ?? '{}').itemDetails;
  }

  /** What the database holds of a basket's lines: a refused call must leave it as it was. */
  function storedLines(basketId: string) {
    return test.app.context.db
      .selectFrom('basket_products')
      .select(['id', 'product_id', 'quantity', 'extra_info'])
      .where('basket_id', '=', basketId)
      .orderBy('id')
      .execute();
  }

  /** A 422 in the catalogue's shape, with exactly these fields and codes; its message is the first code's text. */
  function expectValidation(response: LightMyRequestResponse, errors: Record<string, string[]>) {
    expect(response.statusCode, response.body).toBe(422);
    const body = validationErrorBodySchema.parse(response.json());
    expect(body.errors).toEqual(errors);
    const first = Object.values(errors)[0]?.[0] ?? '';
    const { name, inStock } = body;
    expect(body.message.body).toBe(
      translateMessage(first, 'en', { ...(name === undefined ? {} : { name }), ...(inStock === undefined ? {} : { inStock }) }),
    );
    return body;
  }

  /** Money and dates are written with no-break spaces where the language wants them. */
  const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  const day = (fullName: unknown, date: unknown, count?: unknown) => ({ fullName, date, ...(count === undefined ? {} : { count }) });

  describe('the restaurant and its products', () => {
    it('says which restaurant is in event mode', async () => {
      const info = (restaurantId: number) =>
        test.app.inject({
          method: 'GET',
          url: '/api/restaurant/restaurant-by-id',
          query: { restaurantId: String(restaurantId) },
          headers: bearer(guest.token),
        });
      expect(envelopeSchema(restaurantInfoSchema).parse((await info(events)).json()).data.event_mode).toBe(true);
      expect(envelopeSchema(restaurantInfoSchema).parse((await info(guest.restaurantId)).json()).data.event_mode).toBe(false);
    });

    it('lists which details each product asks for, count included', async () => {
      const category = await test.app.context.db
        .selectFrom('categories')
        .select('id')
        .where('restaurant_id', '=', events)
        .where('name', '=', 'Familie & Kinder')
        .executeTakeFirstOrThrow();
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/restaurant/products',
        query: { restaurantId: String(events), categoryId: String(category.id) },
        headers: bearer(guest.token),
      });
      const products = envelopeSchema(z.array(productSchema)).parse(response.json()).data;
      const configOf = (name: string) => products.find((product) => product.name === name)?.additional_info_config;
      expect(configOf(FAMILY_TICKET)).toEqual({ name: true, date: false, count: true });
      expect(configOf(LANTERNS)).toEqual({ name: true, date: true, count: false });
      expect(configOf('Malbuch „Sommerfest“')).toBeNull();
    });
  });

  describe('POST api/basket/add', () => {
    it('stores the persons trimmed, with only the details asked, and the quantity as their counts', async () => {
      const basketId = await newBasket();
      const lines = linesOf(
        await add(basketId, DAY_TICKET, {
          comment: ' Rollstuhlplatz ',
          itemDetails: [day('  Ada Lovelace ', ' 2026-12-05 '), day('Bo', '2026-11-23')],
        }),
      );
      expect(lines).toHaveLength(1);
      expect(lines[0]?.quantity).toBe(2);
      expect(JSON.parse(lines[0]?.extra_info ?? '')).toEqual({
        comment: 'Rollstuhlplatz',
        itemDetails: [
          { fullName: 'Ada Lovelace', date: '2026-12-05', count: 1 },
          { fullName: 'Bo', date: '2026-11-23', count: 1 },
        ],
      });

      // A date sent for a name-only pass is dropped; a count is taken where the product counts.
      const pass = linesOf(await add(basketId, FESTIVAL_PASS, { itemDetails: [day('Cy', '2026-12-01')] })).find(
        (line) => line.name === FESTIVAL_PASS,
      );
      expect(personsOf(pass)).toEqual([{ fullName: 'Cy', count: 1 }]);
      const family = linesOf(await add(basketId, FAMILY_TICKET, { itemDetails: [{ fullName: 'Familie Weber', count: '4' }] })).find(
        (line) => line.name === FAMILY_TICKET,
      );
      expect(family).toMatchObject({ quantity: 4 });
      expect(personsOf(family)).toEqual([{ fullName: 'Familie Weber', count: 4 }]);
    });

    it('accepts dates from today to the last day of the horizon, on happy-hour days where the product has any', async () => {
      const basketId = await newBasket();
      expect((await add(basketId, DAY_TICKET, { itemDetails: [day('Ada', '2026-11-23')] })).statusCode).toBe(200);
      expect((await add(basketId, DAY_TICKET, { itemDetails: [day('Ada', '2027-01-22')] })).statusCode).toBe(200);
      // Saturday and Sunday are the lantern afternoon's days.
      expect((await add(basketId, LANTERNS, { itemDetails: [day('Mia', '2026-11-28'), day('Ben', '2026-11-29')] })).statusCode).toBe(200);
      expect((await storedLines(basketId)).map((line) => line.quantity)).toEqual([2, 2]);
    });

    it('names every missing or refused detail with its code, and writes nothing', async () => {
      const basketId = await newBasket();
      basketOf(await add(basketId, FAMILY_TICKET, { itemDetails: [{ fullName: 'Familie Weber', count: 2 }] }));
      const before = await storedLines(basketId);
      const notForThisDate = 'this_product_is_not_available_for_your_selected_date';
      const cases: Array<[string, string, unknown, Record<string, string[]>]> = [
        ['no persons', DAY_TICKET, undefined, { 'extraInfo.itemDetails': ['required'] }],
        ['an empty list', DAY_TICKET, { itemDetails: [] }, { 'extraInfo.itemDetails': ['required'] }],
        ['a comment only', DAY_TICKET, { comment: 'Hallo' }, { 'extraInfo.itemDetails': ['required'] }],
        ['no name', DAY_TICKET, { itemDetails: [{ date: '2026-12-05' }] }, { 'extraInfo.itemDetails.0.fullName': ['required'] }],
        ['a blank name', DAY_TICKET, { itemDetails: [day('   ', '2026-12-05')] }, { 'extraInfo.itemDetails.0.fullName': ['required'] }],
        ['no date', DAY_TICKET, { itemDetails: [{ fullName: 'Ada' }] }, { 'extraInfo.itemDetails.0.date': ['required'] }],
        ['a blank date', DAY_TICKET, { itemDetails: [day('Ada', ' ')] }, { 'extraInfo.itemDetails.0.date': ['required'] }],
        [
          'a date before today',
          DAY_TICKET,
          { itemDetails: [day('Ada', '2026-11-22')] },
          { 'extraInfo.itemDetails.0.date': [notForThisDate] },
        ],
        [
          'a date beyond the horizon',
          DAY_TICKET,
          { itemDetails: [day('Ada', '2027-01-23')] },
          { 'extraInfo.itemDetails.0.date': [notForThisDate] },
        ],
        [
          'a weekday outside the happy hours',
          LANTERNS,
          { itemDetails: [day('Mia', '2026-11-30')] },
          { 'extraInfo.itemDetails.0.date': [notForThisDate] },
        ],
        [
          'a count above 1 without count',
          DAY_TICKET,
          { itemDetails: [day('Ada', '2026-12-05', 2)] },
          { 'extraInfo.itemDetails.0.count': ['too_big'] },
        ],
        [
          'a count of 0',
          FAMILY_TICKET,
          { itemDetails: [{ fullName: 'Weber', count: 0 }] },
          { 'extraInfo.itemDetails.0.count': ['too_small'] },
        ],
        [
          'a count above 99',
          FAMILY_TICKET,
          { itemDetails: [{ fullName: 'Weber', count: 100 }] },
          { 'extraInfo.itemDetails.0.count': ['too_big'] },
        ],
        [
          'a date that is no date',
          DAY_TICKET,
          { itemDetails: [day('Ada', '5.12.2026')] },
          { 'extraInfo.itemDetails.0.date': ['date_format_invalid'] },
        ],
        [
          'several bad persons',
          GROUP_TICKET,
          { itemDetails: [day('Kita Sonnenschein', '2026-12-03', 12), day('', ''), day('Klasse 2b', '2026-11-01', 25)] },
          {
            'extraInfo.itemDetails.1.fullName': ['required'],
            'extraInfo.itemDetails.1.date': ['required'],
            'extraInfo.itemDetails.2.date': [notForThisDate],
          },
        ],
        ['persons for merchandise', T_SHIRT, { itemDetails: [{ fullName: 'Ada' }] }, { 'extraInfo.itemDetails': ['invalid'] }],
      ];
      for (const [label, product, extraInfo, errors] of cases) {
        const response = await add(basketId, product, extraInfo);
        expect(response.statusCode, label).toBe(422);
        expectValidation(response, errors);
      }
      expect(await storedLines(basketId)).toEqual(before);
    });

    it('names the product with a refused date, so that the message reads whole', async () => {
      const basketId = await newBasket();
      const body = expectValidation(await add(basketId, DAY_TICKET, { itemDetails: [day('Ada', '2026-11-22')] }), {
        'extraInfo.itemDetails.0.date': ['this_product_is_not_available_for_your_selected_date'],
      });
      expect(body).toMatchObject({ name: DAY_TICKET, message: { body: `${DAY_TICKET} is not available for your selected date.` } });
    });

    it('joins persons to the line of the same product, unless choices or another comment set it apart', async () => {
      const basketId = await newBasket();
      await add(basketId, DAY_TICKET, { itemDetails: [day('Ada', '2026-12-05')] });
      let lines = linesOf(await add(basketId, DAY_TICKET, { itemDetails: [day('Bo', '2026-12-06'), day('Cy', '2026-12-06')] }));
      expect(lines).toHaveLength(1);
      expect(lines[0]?.quantity).toBe(3);
      expect(personsOf(lines[0])).toEqual([
        { fullName: 'Ada', date: '2026-12-05', count: 1 },
        { fullName: 'Bo', date: '2026-12-06', count: 1 },
        { fullName: 'Cy', date: '2026-12-06', count: 1 },
      ]);

      await add(basketId, FAMILY_TICKET, { itemDetails: [{ fullName: 'Weber', count: 4 }] });
      lines = linesOf(await add(basketId, FAMILY_TICKET, { itemDetails: [{ fullName: 'Schmidt', count: 2 }] }));
      expect(lines.find((line) => line.name === FAMILY_TICKET)?.quantity).toBe(6);

      // Another comment makes a line of its own; the line's id joins persons to that line.
      lines = linesOf(await add(basketId, DAY_TICKET, { comment: 'Loge', itemDetails: [day('Dee', '2026-12-07')] }));
      const loge = lines.find((line) => JSON.parse(line.extra_info ?? '{}').comment === 'Loge');
      expect(lines.filter((line) => line.name === DAY_TICKET).map((line) => line.quantity)).toEqual([3, 1]);
      lines = linesOf(
        await add(basketId, DAY_TICKET, { itemDetails: [day('Eve', '2026-12-07')] }, { basketProductId: loge?.basketProductId }),
      );
      expect(lines.find((line) => line.basketProductId === loge?.basketProductId)).toMatchObject({ quantity: 2 });
      expect(lines.filter((line) => line.name === DAY_TICKET).map((line) => line.quantity)).toEqual([3, 2]);
    });

    it('counts the persons against the stock', async () => {
      const basketId = await newBasket();
      const six = Array.from({ length: 6 }, (_, index) => day(`Gast ${index + 1}`, '2026-12-10'));
      const body = expectValidation(await add(basketId, JAZZ, { itemDetails: six }), { quantity: ['the_product_quantity_limit_reached'] });
      expect(body).toMatchObject({ name: JAZZ, inStock: 5 });
      expect(await storedLines(basketId)).toEqual([]);
    });

    it('refuses to change the quantity of a line sold per person without persons', async () => {
      const basketId = await newBasket();
      const [line] = linesOf(await add(basketId, DAY_TICKET, { itemDetails: [day('Ada', '2026-12-05'), day('Bo', '2026-12-05')] }));
      const before = await storedLines(basketId);
      const plus = await add(basketId, DAY_TICKET, undefined, { basketProductId: line?.basketProductId, quantity: 1 });
      expectValidation(plus, { quantity: ['quantity_follows_persons'] });
      expect(plus.json().message.body).toBe(translateMessage('quantity_follows_persons', 'en'));
      const minus = await call('GET', 'basket/remove', { basketId, basketProductId: line?.basketProductId });
      expectValidation(minus, { basketProductId: ['quantity_follows_persons'] });
      expect(await storedLines(basketId)).toEqual(before);
      // The whole line can go.
      expect(linesOf(await call('GET', 'basket/delete-basket-product', { basketId, basketProductId: line?.basketProductId }))).toEqual([]);
    });

    it('keeps comments and quantities of products without details as before', async () => {
      const basketId = await newBasket();
      const [shirt] = linesOf(await add(basketId, T_SHIRT, { comment: ' Größe M ' }, { quantity: 2 }));
      expect(shirt).toMatchObject({ quantity: 2, extra_info: JSON.stringify({ comment: 'Größe M' }) });
      const updated = linesOf(
        await call('POST', 'basket/update-extraInfo', {
          basketId,
          basketProductId: shirt?.basketProductId,
          extraInfo: JSON.stringify({ comment: 'Größe L' }),
        }),
      );
      expect(updated[0]).toMatchObject({ quantity: 2, extra_info: JSON.stringify({ comment: 'Größe L' }) });
      expect(linesOf(await call('GET', 'basket/remove', { basketId, basketProductId: shirt?.basketProductId }))[0]?.quantity).toBe(1);
    });
  });

  describe('POST api/basket/add-product-package-items', () => {
    async function birthdayChoice() {
      const step = await test.app.context.db
        .selectFrom('package_steps')
        .select('id')
        .where('product_id', '=', await productId(BIRTHDAY))
        .executeTakeFirstOrThrow();
      return { productId: await productId('Stoffbeutel'), productPackage: step.id, quantity: 1 };
    }

    it('needs the persons of a package sold per person, and takes their counts as the quantity', async () => {
      const basketId = await newBasket();
      const payload = { basketId, productId: await productId(BIRTHDAY), quantity: 3, productItems: [await birthdayChoice()] };
      expectValidation(await call('POST', 'basket/add-product-package-items', payload), { 'extraInfo.itemDetails': ['required'] });
      expectValidation(
        await call('POST', 'basket/add-product-package-items', { ...payload, extraInfo: { itemDetails: [day('Mia', '2026-11-22')] } }),
        { 'extraInfo.itemDetails.0.date': ['this_product_is_not_available_for_your_selected_date'] },
      );
      expect(await storedLines(basketId)).toEqual([]);
      const [line] = linesOf(
        await call('POST', 'basket/add-product-package-items', {
          ...payload,
          extraInfo: JSON.stringify({ comment: 'Mit Kerzen', itemDetails: [day(' Mia ', '2026-12-12')] }),
        }),
      );
      expect(line).toMatchObject({ name: BIRTHDAY, quantity: 1 });
      expect(JSON.parse(line?.extra_info ?? '')).toEqual({
        comment: 'Mit Kerzen',
        itemDetails: [{ fullName: 'Mia', date: '2026-12-12', count: 1 }],
      });
    });
  });

  describe('POST api/basket/update-extraInfo', () => {
    it('replaces the persons, and the quantity follows them', async () => {
      const basketId = await newBasket();
      const [line] = linesOf(await add(basketId, FAMILY_TICKET, { itemDetails: [{ fullName: 'Weber', count: 4 }, { fullName: 'Ott' }] }));
      expect(line?.quantity).toBe(5);
      const update = (extraInfo: unknown) =>
        call('POST', 'basket/update-extraInfo', { basketId, basketProductId: line?.basketProductId, extraInfo });

      let [updated] = linesOf(await update({ comment: 'Reihe 3', itemDetails: [{ fullName: ' Weber ', count: 2 }] }));
      expect(updated?.quantity).toBe(2);
      expect(JSON.parse(updated?.extra_info ?? '')).toEqual({ comment: 'Reihe 3', itemDetails: [{ fullName: 'Weber', count: 2 }] });

      // Without itemDetails only the comment changes; the persons stay.
      [updated] = linesOf(await update(JSON.stringify({ comment: 'Reihe 4' })));
      expect(updated?.quantity).toBe(2);
      expect(JSON.parse(updated?.extra_info ?? '')).toEqual({ comment: 'Reihe 4', itemDetails: [{ fullName: 'Weber', count: 2 }] });

      const before = await storedLines(basketId);
      expectValidation(await update({ comment: 'Reihe 4', itemDetails: [] }), { 'extraInfo.itemDetails': ['required'] });
      expectValidation(await update({ itemDetails: [{ fullName: '' }] }), { 'extraInfo.itemDetails.0.fullName': ['required'] });
      expect(await storedLines(basketId)).toEqual(before);
    });

    it('checks the dates again, and the stock of the new quantity', async () => {
      const basketId = await newBasket();
      const [line] = linesOf(await add(basketId, JAZZ, { itemDetails: [day('Ada', '2026-12-10')] }));
      const update = (itemDetails: unknown) =>
        call('POST', 'basket/update-extraInfo', { basketId, basketProductId: line?.basketProductId, extraInfo: { itemDetails } });
      const before = await storedLines(basketId);
      expectValidation(await update([day('Ada', '2026-11-20')]), {
        'extraInfo.itemDetails.0.date': ['this_product_is_not_available_for_your_selected_date'],
      });
      const six = Array.from({ length: 6 }, (_, index) => day(`Gast ${index + 1}`, '2026-12-10'));
      expect(expectValidation(await update(six), { quantity: ['the_product_quantity_limit_reached'] })).toMatchObject({ inStock: 5 });
      expect(await storedLines(basketId)).toEqual(before);
      expect(linesOf(await update(six.slice(0, 5)))[0]?.quantity).toBe(5);
    });
  });

  describe('a restaurant not in event mode', () => {
    it('answers every call carrying persons with 403 "no access to an event", and changes nothing', async () => {
      const basketId = await guest.createBasket();
      const plain = await guest.plainProduct();
      const [line] = basketOf(
        await guest.call('POST', 'basket/add', { basketId, productId: plain.id, extraInfo: { comment: 'ohne Zwiebeln' } }),
      ).products;
      const before = await storedLines(basketId);
      const persons = { itemDetails: [{ fullName: 'Ada', date: '2026-12-05' }] };
      const packageProduct = await test.app.context.db
        .selectFrom('products')
        .select('id')
        .where('restaurant_id', '=', guest.restaurantId)
        .where('is_package', '=', 1)
        .executeTakeFirstOrThrow();
      const refused = [
        await guest.call('POST', 'basket/add', { basketId, productId: plain.id, extraInfo: persons }),
        await guest.call('POST', 'basket/add', { basketId, productId: plain.id, extraInfo: JSON.stringify(persons) }),
        await guest.call('POST', 'basket/add-product-package-items', {
          basketId,
          productId: packageProduct.id,
          productItems: [],
          extraInfo: persons,
        }),
        await guest.call('POST', 'basket/update-extraInfo', { basketId, basketProductId: line?.basketProductId, extraInfo: persons }),
      ];
      for (const response of refused) {
        expect(response.statusCode, response.body).toBe(403);
        expect(errorBodySchema.parse(response.json())).toEqual({
          code: 'you_have_no_access_to_this_event',
          message: { body: 'You have no access to this event.' },
        });
      }
      const german = await test.app.inject({
        method: 'POST',
        url: '/api/basket/add',
        headers: { ...bearer(guest.token), 'accept-language': 'de' },
        payload: { restaurantId: guest.restaurantId, basketId, productId: plain.id, extraInfo: persons },
      });
      expect(german.json().message.body).toBe('Du hast keinen Zugang zu dieser Veranstaltung.');
      expect(await storedLines(basketId)).toEqual(before);

      // An empty list carries no persons; comments and quantities work as ever.
      const lines = basketOf(
        await guest.call('POST', 'basket/update-extraInfo', {
          basketId,
          basketProductId: line?.basketProductId,
          extraInfo: { comment: 'mit Zwiebeln', itemDetails: [] },
        }),
      ).products;
      expect(JSON.parse(lines[0]?.extra_info ?? '')).toMatchObject({ comment: 'mit Zwiebeln' });
      expect(basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 2 })).products).toHaveLength(2);
    });
  });

  describe('the order', () => {
    let customer: string;
    let orderId: number;

    async function placeOrder(token: string, email: string) {
      const basketId = await newBasket(token);
      basketOf(
        await add(
          basketId,
          DAY_TICKET,
          { comment: 'Rollstuhlplatz', itemDetails: [day('Ada Lovelace', '2026-12-05'), day('Bo Bauer', '2026-12-06')] },
          {},
          token,
        ),
      );
      basketOf(await add(basketId, FAMILY_TICKET, { itemDetails: [{ fullName: 'Familie Weber', count: 3 }] }, {}, token));
      const step = await test.app.context.db
        .selectFrom('package_steps')
        .select('id')
        .where('product_id', '=', await productId(BIRTHDAY))
        .executeTakeFirstOrThrow();
      basketOf(
        await call(
          'POST',
          'basket/add-product-package-items',
          {
            basketId,
            productId: await productId(BIRTHDAY),
            productItems: [{ productId: await productId('Emaille-Tasse'), productPackage: step.id, quantity: 1 }],
            extraInfo: { itemDetails: [day('Mia', '2026-12-12')] },
          },
          token,
        ),
      );
      basketOf(await add(basketId, T_SHIRT, { comment: 'Größe M' }, {}, token));
      expect((await call('POST', 'basket/change-delivery-method', { basketId, deliveryType: 'pickup' }, token)).statusCode).toBe(200);
      basketOf(await call('POST', 'basket/add-address', { basketId, userInfo: { name: 'Ada Lovelace', email } }, token));
      const response = await call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' }, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.order.id as number;
    }

    beforeAll(async () => {
      const signup = await test.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          restaurantId: events,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          password: 'long-enough',
          password_confirmation: 'long-enough',
        },
      });
      expect(signup.statusCode, signup.body).toBe(200);
      customer = signup.json().data.access_token;
      orderId = await placeOrder(customer, 'ada@example.com');
    });

    const expectedLines = [
      {
        name: DAY_TICKET,
        quantity: 2,
        comment: 'Rollstuhlplatz',
        itemDetails: [
          { fullName: 'Ada Lovelace', date: '2026-12-05', count: 1 },
          { fullName: 'Bo Bauer', date: '2026-12-06', count: 1 },
        ],
      },
      { name: FAMILY_TICKET, quantity: 3, comment: null, itemDetails: [{ fullName: 'Familie Weber', count: 3 }] },
      { name: BIRTHDAY, quantity: 1, comment: null, itemDetails: [{ fullName: 'Mia', date: '2026-12-12', count: 1 }] },
      { name: T_SHIRT, quantity: 1, comment: 'Größe M', itemDetails: [] },
    ];

    it('leads the guest back to the event shop after paying, not to the storefront', async () => {
      const basketId = await newBasket();
      basketOf(await add(basketId, DAY_TICKET, { itemDetails: [day('Ada Lovelace', '2026-12-05')] }));
      expect((await call('POST', 'basket/change-delivery-method', { basketId, deliveryType: 'pickup' })).statusCode).toBe(200);
      basketOf(await call('POST', 'basket/add-address', { basketId, userInfo: { name: 'Ada Lovelace', email: 'ada@example.com' } }));
      const response = await call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'mollie' });
      expect(response.statusCode, response.body).toBe(200);
      const { paymentLink, order } = response.json().data as { paymentLink: string; order: { id: number } };
      const paid = await test.app.inject({ method: 'POST', url: `${new URL(paymentLink).pathname}/pay` });
      expect(paid.statusCode).toBe(303);
      expect(new URL(paid.headers.location as string).pathname).toBe('/event-shop/paymentstatus');
      expect(paid.headers.location).toContain(`orderId=${order.id}`);
    });

    it('shows each line with its persons in the order detail', async () => {
      const response = await call('GET', 'order', { orderId }, customer);
      const detail = envelopeSchema(orderDetailSchema).parse(response.json()).data;
      expect(detail.products).toMatchObject(expectedLines);
      expect(JSON.parse(detail.products[2]?.details ?? '{}').items).toEqual([
        expect.objectContaining({ name: 'Emaille-Tasse', quantity: 1 }),
      ]);
    });

    it('shows the lines and their persons in the order history', async () => {
      const response = await call('GET', 'order/history', {}, customer);
      expect(response.statusCode, response.body).toBe(200);
      const history = envelopeSchema(orderHistorySchema).parse(response.json()).data;
      expect(history.map((order) => order.id)).toEqual([orderId]);
      expect(history[0]?.products).toMatchObject(expectedLines);
      expect(history[0]?.table).toBeNull();
    });

    it('lists the persons under each line of the confirmation mail, in the restaurant language', async () => {
      const mails = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: 'ada@example.com' } });
      const mail = mails
        .json()
        .data.find((candidate: { subject: string }) => candidate.subject === `Deine Bestellung #${orderId} bei Demo Events`);
      const text = plainSpaces(String(mail?.text));
      expect(text).toContain(
        [
          `2 × ${DAY_TICKET}  50,00 €`,
          '   – Ada Lovelace · Samstag, 5. Dezember 2026',
          '   – Bo Bauer · Sonntag, 6. Dezember 2026',
          `3 × ${FAMILY_TICKET}  36,00 €`,
          '   – Familie Weber · 3 Tickets',
          `1 × ${BIRTHDAY}  152,00 €`,
          '   – Mia · Samstag, 12. Dezember 2026',
          `1 × ${T_SHIRT}  25,00 €`,
          '',
        ].join('\n'),
      );
    });

    it('writes the persons in English and French too', async () => {
      const written: Record<string, string[]> = {
        en: ['   – Ada Lovelace · Saturday, December 5, 2026', '   – Familie Weber · 3 tickets'],
        fr: ['   – Ada Lovelace · samedi 5 décembre 2026', '   – Familie Weber · 3 billets'],
      };
      try {
        for (const [lang, lines] of Object.entries(written)) {
          await test.app.context.db.updateTable('restaurants').set({ lang }).where('id', '=', events).execute();
          const id = await placeOrder(guest.token, `ada-${lang}@example.com`);
          const mails = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: `ada-${lang}@example.com` } });
          const [mail] = mails.json().data as Array<{ subject: string; text: string }>;
          expect(mail?.subject, lang).toMatch(new RegExp(`(#|n°)${id} `));
          const text = plainSpaces(mail?.text ?? '');
          for (const line of lines) expect(text, lang).toContain(line);
        }
      } finally {
        await test.app.context.db.updateTable('restaurants').set({ lang: 'de' }).where('id', '=', events).execute();
      }
    });

    it('is refused when a ticket is for a day that has passed by the time of ordering', async () => {
      const basketId = await newBasket();
      basketOf(await add(basketId, DAY_TICKET, { itemDetails: [day('Ada', '2026-12-05')] }));
      expect((await call('POST', 'basket/change-delivery-method', { basketId, deliveryType: 'pickup' })).statusCode).toBe(200);
      // As if the day had passed while the basket waited.
      await test.app.context.db
        .updateTable('basket_products')
        .set({ extra_info: JSON.stringify({ itemDetails: [{ fullName: 'Ada', date: '2026-11-20', count: 1 }] }) })
        .where('basket_id', '=', basketId)
        .execute();
      const response = await call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
      expect(validationErrorBodySchema.parse(response.json())).toMatchObject({
        errors: { basketId: ['this_product_is_not_available_for_your_selected_date'] },
        name: DAY_TICKET,
      });
      expect(await test.app.context.db.selectFrom('orders').select('id').where('basket_id', '=', basketId).execute()).toEqual([]);
    });
  });
});
