import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/auth/tokens.ts';
import { createFrontDoor } from '../../src/http/front-door.ts';
import { type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';

/** Monday 2026-11-23, 12:00 in Berlin (Demo Bistro's zone). */
const MONDAY_NOON = new Date('2026-11-23T11:00:00.000Z');

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** The headers that differ between two answers for reasons of the connection, not of the answer. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.includes(name)));

describe.each(DIALECTS)('the front door on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let base: string;
  let categoryId: number;

  /** A request over a real socket (the door stands in front of Fastify's handler, which inject calls directly). */
  const overHttp = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  const throughFastify = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await test.app.inject({ method: 'GET', url: path, headers });
    return { status: response.statusCode, headers: comparable(response.headers), body: response.rawPayload };
  };
  /** Asks over HTTP; says whether the door answered, and what Fastify answers to the same request. */
  const compare = async (path: string, headers: Record<string, string>) => {
    const before = test.app.frontDoorAnswered();
    const door = await overHttp(path, headers);
    const byDoor = test.app.frontDoorAnswered() > before;
    return { door, byDoor, fastify: await throughFastify(path, headers) };
  };
  const categoriesPath = () => `/api/restaurant/category?restaurantId=${guest.restaurantId}`;
  const productsPath = () => `/api/restaurant/products?restaurantId=${guest.restaurantId}&categoryId=${categoryId}`;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { menuCacheSeconds: 60, logRequests: 'problems' }, () => MONDAY_NOON);
    guest = await guestSession(test.app);
    const plain = await guest.plainProduct();
    const product = await test.app.context.db
      .selectFrom('products')
      .select('category_id')
      .where('id', '=', plain.id)
      .executeTakeFirstOrThrow();
    categoryId = product.category_id;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => test.close());

  it.each([
    ['categories', () => categoriesPath()],
    ['categories (extra)', () => `${categoriesPath()}&extra=1`],
    ['products', () => productsPath()],
  ])('answers a repeated %s call as Fastify does: plain, brotli, gzip, 304', async (_name, path) => {
    const token = bearer(guest.token);
    const first = await compare(path(), token);
    expect(first.byDoor).toBe(false);
    const german = { ...token, 'accept-language': 'de-CH, de;q=0.9' };
    for (const headers of [token, german, { ...german, 'accept-encoding': 'br' }, { ...token, 'accept-encoding': 'gzip, deflate' }]) {
      // Fastify made the answer (and its compressed copy) when it was new; the door sends it from then on.
      await throughFastify(path(), headers);
      const { door, byDoor, fastify } = await compare(path(), headers);
      expect(byDoor).toBe(true);
      expect(door.status).toBe(200);
      expect(comparable(door.headers)).toEqual(comparable(fastify.headers));
      expect(door.body.equals(fastify.body)).toBe(true);
    }
    const etag = String(first.door.headers.etag);
    const notModified = await compare(path(), { ...token, 'if-none-match': etag });
    expect(notModified.byDoor).toBe(true);
    expect(notModified.door.status).toBe(304);
    expect(comparable(notModified.door.headers)).toEqual(comparable(notModified.fastify.headers));
    expect(notModified.door.body.length).toBe(0);
  });

  it('leaves bad, expired and missing tokens, and people’s tokens, to Fastify', async () => {
    await overHttp(categoriesPath(), bearer(guest.token));
    const expired = createTokenService(
      test.app.context.config.jwtSecret,
      () => new Date(MONDAY_NOON.getTime() - 2 * 24 * 3600 * 1000),
    ).issue('public', 'guest:old').token;
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'manager@example.com', password: 'password123', restaurantId: guest.restaurantId, manager: true },
    });
    const manager = login.json().data.access_token as string;
    for (const [headers, status] of [
      [{ authorization: 'Bearer not-a-token' }, 401],
      [bearer(expired), 401],
      [{}, 401],
      [{ authorization: `Basic ${guest.token}` }, 401],
      [bearer(manager), 200],
    ] as const) {
      const { door, byDoor, fastify } = await compare(categoriesPath(), headers);
      expect(byDoor).toBe(false);
      expect(door.status).toBe(status);
      expect(door.body.toString()).toBe(fastify.body.toString());
    }
  });

  it('leaves every other query to the route: bad input is a 422, a basket or a language is read there', async () => {
    await overHttp(categoriesPath(), bearer(guest.token));
    const token = bearer(guest.token);
    for (const [query, status] of [
      [`restaurantId=abc`, 422],
      [`restaurantId=${guest.restaurantId}&extra=2`, 422],
      [`restaurantId=0${guest.restaurantId}`, 200],
      [`restaurantId=${guest.restaurantId}&restaurantId=${guest.restaurantId}`, 422],
      [`restaurantId=${guest.restaurantId}&lang=fr`, 200],
      [`restaurantId=${guest.restaurantId}&basketId=nope`, 422],
      [`restaurantId=99999`, 422],
    ] as const) {
      const { door, byDoor, fastify } = await compare(`/api/restaurant/category?${query}`, token);
      expect(byDoor, query).toBe(false);
      expect(door.status, query).toBe(status);
      expect(door.body.toString()).toBe(fastify.body.toString());
    }
    const head = await test.app.inject({ method: 'HEAD', url: categoriesPath(), headers: token });
    expect(head.statusCode).toBe(200);
  });

  it('answers from the door again only after the route recomputed a retired answer', async () => {
    const token = bearer(guest.token);
    await overHttp(productsPath(), token);
    expect((await compare(productsPath(), token)).byDoor).toBe(true);
    test.app.services.menuAnswers.invalidate(guest.restaurantId);
    expect((await compare(productsPath(), token)).byDoor).toBe(false);
    expect((await compare(productsPath(), token)).byDoor).toBe(true);
  });
});

describe('the front door itself', () => {
  it('hands a request to Fastify when its answerer fails, and answers nothing once closed', async () => {
    const door = createFrontDoor({ hsts: false });
    door.open('/fails', () => {
      throw new Error('broken answerer');
    });
    const server = door.serverFactory((_request, response) => response.end('fastify'), {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fails?x=1`;
      expect(await (await fetch(url)).text()).toBe('fastify');
      door.close();
      expect(await (await fetch(url)).text()).toBe('fastify');
      expect(door.answered()).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
