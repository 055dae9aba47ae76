import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

/**
 * Keys named like `Object.prototype` members, absurd nesting, broken escapes and lying
 * Content-Lengths: every route answers in the envelope (a body with `message.body`), never a 500.
 */
describe.each(DIALECTS)('hostile input at the edge on %s', (dialect) => {
  let test: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    headers = bearer(await publicToken(test.app));
  });
  afterAll(() => test.close());

  const GET_ROUTES = [
    '/api/restaurant/category?restaurantId=1',
    '/api/restaurant/restaurant-by-id?restaurantId=1',
    '/api/basket?basketId=1',
  ];
  const POST_ROUTES: Array<{ url: string; body: Record<string, unknown> }> = [
    { url: '/api/auth/login', body: { email: 'nobody@example.com', password: 'password123', restaurantId: 1 } },
    { url: '/api/basket/create', body: { restaurantId: 1 } },
    { url: '/api/oauth/token', body: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' } },
  ];

  function expectEnvelope(response: { statusCode: number; body: string }, statuses: number[]) {
    expect(statuses, response.body).toContain(response.statusCode);
    const body = JSON.parse(response.body) as { message?: { body?: unknown } };
    expect(typeof body.message?.body).toBe('string');
  }

  describe('keys named like Object.prototype members', () => {
    const queries = ['constructor=1', '__proto__=1', 'toString=1', '__proto__[x]=1', 'constructor[prototype][x]=1', 'hasOwnProperty=1'];
    it.each(GET_ROUTES)('answers GET %s in the envelope', async (route) => {
      for (const query of queries) {
        const response = await test.app.inject({ method: 'GET', url: `${route}&${query}`, headers });
        expectEnvelope(response, [200, 404, 422]);
      }
      expect(Object.prototype).not.toHaveProperty('x');
    });

    it.each(POST_ROUTES)('answers POST $url in the envelope', async ({ url, body }) => {
      const bodies = [
        `{"__proto__":{"x":1},${JSON.stringify(body).slice(1)}`,
        `{"constructor":{"prototype":{"x":1}},${JSON.stringify(body).slice(1)}`,
        `{"toString":1,${JSON.stringify(body).slice(1)}`,
        '{"__proto__":{"x":1}}',
        '{"toString":1,"valueOf":2,"hasOwnProperty":3}',
      ];
      for (const payload of bodies) {
        const response = await test.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        expectEnvelope(response, [200, 401, 404, 422]);
        for (const query of ['constructor=1', '__proto__=1', 'toString=1']) {
          const withQuery = await test.app.inject({
            method: 'POST',
            url: `${url}?${query}`,
            headers: { ...headers, 'content-type': 'application/json' },
            payload,
          });
          expectEnvelope(withQuery, [200, 401, 404, 422]);
        }
      }
      expect(Object.prototype).not.toHaveProperty('x');
    });
  });

  describe('keys named like Object.prototype members holding a NUL (the field map names them)', () => {
    it.each(GET_ROUTES)('answers GET %s with a 422 on that field', async (route) => {
      for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const response = await test.app.inject({ method: 'GET', url: `${route}&${key}=a%00b`, headers });
        expectEnvelope(response, [422]);
        // A `__proto__` key cannot survive the answer's serialisation; the others are named.
        if (key !== '__proto__') expect(Object.keys(response.json().errors)).toEqual([key]);
      }
    });

    it.each(POST_ROUTES)('answers POST $url with a 422 on that field', async ({ url, body }) => {
      for (const key of ['constructor', 'toString', 'valueOf']) {
        const response = await test.app.inject({ method: 'POST', url, headers, payload: { ...body, [key]: 'a\u0000b' } });
        expectEnvelope(response, [422]);
        expect(Object.keys(response.json().errors)).toEqual([key]);
      }
    });
  });

  describe('20,000 nested brackets', () => {
    it.each(POST_ROUTES)('answers a deep JSON body to POST $url with 400 or 422 in the envelope', async ({ url }) => {
      for (const payload of ['['.repeat(20_000) + ']'.repeat(20_000), `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`]) {
        const response = await test.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        expectEnvelope(response, [400, 422]);
      }
    });

    it.each(GET_ROUTES)('answers a deep query to GET %s in the envelope', async (route) => {
      const response = await test.app.inject({ method: 'GET', url: `${route}&a${'[b]'.repeat(20_000)}=1`, headers });
      expectEnvelope(response, [200, 400, 404, 422]);
    });
  });

  describe('bad URL escapes', () => {
    it('answers a broken escape in the query or the path in the envelope', async () => {
      for (const url of [
        '/api/restaurant/category?x=%E0%A4%A',
        '/api/restaurant/category?restaurantId=%',
        '/api/restaurant/category?%E0%A4%A=1',
        '/api/%E0%A4%A',
        '/api/auth/login?x=%ZZ',
      ]) {
        const response = await test.app.inject({
          method: url.includes('login') ? 'POST' : 'GET',
          url,
          headers,
          payload: url.includes('login') ? {} : undefined,
        });
        expectEnvelope(response, [400, 404, 422]);
      }
    });
  });

  describe('a wrong Content-Length', () => {
    it('answers a body shorter than its Content-Length in the envelope', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': '500' },
        payload: '{"email":"a@b.c"}',
      });
      expectEnvelope(response, [400, 422]);
    });

    it('answers a Content-Length that is no number, over a real socket, in the envelope', async () => {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const address = test.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(address.port, '127.0.0.1', () => {
          socket.write(
            'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}',
          );
        });
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
        });
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400/);
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(typeof (JSON.parse(body) as { message?: { body?: unknown } }).message?.body).toBe('string');
    });
  });
});
