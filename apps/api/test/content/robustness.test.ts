import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';
import { buildContentApp, type ContentTestApp, callAs, contentRowCounts, createRestaurant, createTable } from './fixtures.ts';

/** Values no field of the content calls accepts as they are, or accepts only as harmless text. */
const GARBAGE: unknown[] = [
  'abc',
  '',
  ' ',
  [],
  [1, 2],
  {},
  { $gt: 0 },
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER * 4,
  '99999999999999999999999',
  'x'.repeat(10_000),
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '\u0000',
];

/** Whole bodies that are not an object of fields. */
const GARBAGE_BODIES: unknown[] = [null, [], 'text', 42, true, [{ restaurantId: 1 }]];

interface Call {
  method: 'GET' | 'POST';
  url: string;
  /** A valid input, whose fields are replaced one at a time. */
  valid: Record<string, unknown>;
}

describe.each(DIALECTS)('content calls with garbage on %s', (dialect) => {
  let test: ContentTestApp;
  let token: string;
  let calls: Call[];

  beforeAll(async () => {
    test = await buildContentApp(dialect);
    const restaurantId = await createRestaurant(test.db, {
      slug: 'garbage',
      email: 'kontakt@garbage.example',
      settings: { has_blog: true, reservation_table: true, deliveryTypes: [1, 2, 3] },
    });
    await createTable(test.db, restaurantId, 'T1');
    token = await publicToken(test.app);
    const person = { name: 'Erika', email: 'erika@example.com', phone: '030 1234567' };
    calls = [
      { method: 'GET', url: '/api/blogs', valid: { restaurantId, page: 1, limit: 5 } },
      { method: 'GET', url: '/api/blogs/by-tag', valid: { restaurantId, tagId: 1 } },
      { method: 'GET', url: '/api/blogs/show', valid: { restaurantId, blogId: 1 } },
      { method: 'GET', url: '/api/blogs/show/slug', valid: { restaurantId, blogSlug: 'slug' } },
      { method: 'GET', url: '/api/testimonials', valid: { restaurantId } },
      { method: 'GET', url: '/api/testimonials/show', valid: { restaurantId, testimonialId: 1 } },
      { method: 'POST', url: '/api/testimonials/create', valid: { restaurantId, orderId: 1, name: 'Erika', rating: 5, text: 'Gut' } },
      {
        method: 'POST',
        url: '/api/restaurant/reserve-table',
        valid: { restaurantId, people: { adults: 2, children: 0 }, date: '2026-12-24', time: '19:30', ...person },
      },
      {
        method: 'POST',
        url: '/api/restaurant/website-view',
        valid: { restaurantId, qrCode: true, unique: true, new: true, tableName: 'T1' },
      },
      { method: 'POST', url: '/api/contact', valid: { restaurantId, ...person, message: 'Hallo' } },
      { method: 'POST', url: '/api/newsletter/create', valid: { restaurantId, email: 'erika@example.com' } },
    ];
  });
  afterAll(() => test.close());

  /**
   * GET fields, and those of the newsletter call, go in the query (arrays as repeated keys, objects
   * as JSON text); other POST fields go in the JSON body.
   */
  function send(call: Call, input: unknown) {
    if (call.method === 'POST' && call.url !== '/api/newsletter/create') return callAs(test.app, token).post(call.url, input);
    const fields = input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        query.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
      }
    }
    return test.app.inject({ method: call.method, url: `${call.url}?${query}`, headers: bearer(token) });
  }

  it('never answers 500, and a refused call writes nothing', async () => {
    const refusals = new Set<number>();
    for (const call of calls) {
      const inputs: Array<[string, unknown]> = [];
      for (const field of Object.keys(call.valid)) {
        for (const value of GARBAGE) inputs.push([`${field}=${JSON.stringify(value).slice(0, 30)}`, { ...call.valid, [field]: value }]);
        const { [field]: _dropped, ...withoutField } = call.valid;
        inputs.push([`without ${field}`, withoutField]);
      }
      if (call.method === 'POST') for (const body of GARBAGE_BODIES) inputs.push([`body ${JSON.stringify(body)}`, body]);

      for (const [label, input] of inputs) {
        const before = await contentRowCounts(test.db);
        const response = await send(call, input);
        const where = `${call.method} ${call.url} ${label}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.json(), where).toHaveProperty('message.body');
        if (response.statusCode !== 200) {
          refusals.add(response.statusCode);
          expect(await contentRowCounts(test.db), where).toEqual(before);
        }
      }
    }
    expect([...refusals].sort()).toEqual([403, 422]);
  });

  it('refuses bodies that are not JSON, or too large, with a 4xx', async () => {
    const broken = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"restaurantId": 1,',
    });
    expect(broken.statusCode).toBe(400);
    const huge = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('answers every call without a token, or with a forged one, with 401 before judging its input', async () => {
    for (const call of calls) {
      for (const authorization of [undefined, 'Bearer not.a.token']) {
        const response = await test.app.inject({
          method: call.method,
          url: `${call.url}?restaurantId=abc`,
          headers: authorization ? { authorization } : {},
          ...(call.method === 'POST' ? { payload: { restaurantId: 'abc' } } : {}),
        });
        expect(response.statusCode, call.url).toBe(401);
        expect(response.json().code, call.url).toBe('unauthenticated');
      }
    }
  });
});
