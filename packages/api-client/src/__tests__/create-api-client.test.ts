import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, createMemoryStorage, TOKEN_KEYS } from '../index.ts';
import { expiredToken, fakeServer, freshToken, json, NOW, ok } from './fake-server.ts';

const baseUrl = 'http://api.test/api';

describe('createApiClient', () => {
  it('unwraps the envelope and parses the data', async () => {
    const server = fakeServer(() => ok({ id: 7 }));
    const client = createApiClient({ baseUrl, fetch: server.fetch, now: () => NOW });
    await expect(client.request('thing', { schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 7 });
    expect(server.last().path).toBe('thing');
  });

  it('sends each request in a task of its own where the browser can yield to one (issue 18, TBT)', async () => {
    const server = fakeServer(() => ok(null));
    const client = createApiClient({ baseUrl, storage: createMemoryStorage(), fetch: server.fetch, now: () => NOW });
    const yields: Array<() => void> = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
    try {
      const answers = [client.request('a', { schema: z.null() }), client.request('b', { schema: z.null() })];
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(server.requests).toHaveLength(0);
      expect(yields).toHaveLength(2);
      for (const resume of yields.splice(0)) resume();
      // The public token's own request yields too.
      await vi.waitFor(() => expect(yields.length).toBeGreaterThan(0));
      for (const resume of yields.splice(0)) resume();
      await Promise.all(answers);
      expect(server.requests.map((request) => request.path)).toEqual(['a', 'b']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds restaurantId to queries and bodies unless the call gives one', async () => {
    const server = fakeServer();
    const client = createApiClient({ baseUrl, restaurantId: 3, fetch: server.fetch, now: () => NOW });
    await client.request('a', { schema: z.null(), searchParams: { extra: 1 } });
    await client.request('b', { schema: z.null(), searchParams: { restaurantId: 9 } });
    await client.request('c', { method: 'post', schema: z.null(), json: { basketId: 'x' } });
    await client.request('d', { method: 'post', schema: z.null(), searchParams: { voucherCode: 'V' } });
    expect(server.requests.map(({ query, body }) => ({ query, body }))).toEqual([
      { query: { restaurantId: '3', extra: '1' }, body: undefined },
      { query: { restaurantId: '9' }, body: undefined },
      { query: {}, body: { restaurantId: 3, basketId: 'x' } },
      // A POST that sends only a query (as the spec sends the voucher) carries restaurantId in the query.
      { query: { restaurantId: '3', voucherCode: 'V' }, body: undefined },
    ]);
  });

  it('sends a public token it asked for once, and keeps it in the storage', async () => {
    const storage = createMemoryStorage();
    const server = fakeServer();
    const client = createApiClient({ baseUrl, storage, fetch: server.fetch, now: () => NOW });
    await Promise.all([client.request('a', { schema: z.null() }), client.request('b', { schema: z.null() })]);
    expect(server.tokensIssued).toBe(1);
    const token = storage.getItem(TOKEN_KEYS.publicToken);
    expect(server.requests.map((request) => request.authorization)).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
  });

  it('asks api/oauth/token with its client credentials and no restaurantId', async () => {
    const requests: Request[] = [];
    const client = createApiClient({
      baseUrl,
      restaurantId: 3,
      clientId: 'kiosk',
      clientSecret: 's3cret',
      now: () => NOW,
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return ok({ access_token: freshToken('guest'), token_type: 'Bearer', expires_in: 60, expires_at: 'x' });
      },
    });
    await client.auth.token();
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    await expect(requests[0]?.json()).resolves.toEqual({ grant_type: 'client_credentials', client_id: 'kiosk', client_secret: 's3cret' });
  });

  it('sends the private token when logged in, and the manager token to manager calls', async () => {
    const customer = freshToken('user:1');
    const manager = freshToken('manager:2');
    const storage = createMemoryStorage({ [TOKEN_KEYS.privateToken]: customer, [TOKEN_KEYS.managerToken]: manager });
    const server = fakeServer(() => ok([]));
    const client = createApiClient({ baseUrl, storage, fetch: server.fetch, now: () => NOW });
    await client.auth.addresses();
    await client.managers.orders({ from_date: '2026-11-01', to_date: '2026-11-22' });
    expect(server.requests.map((request) => request.authorization)).toEqual([`Bearer ${customer}`, `Bearer ${manager}`]);
  });

  it('health needs no token', async () => {
    const server = fakeServer(() => ok({ status: 'ok', version: '1', uptimeSeconds: 1, database: { dialect: 'sqlite', ok: true } }));
    const client = createApiClient({ baseUrl, fetch: server.fetch });
    await client.health();
    expect(server.tokensIssued).toBe(0);
    expect(server.last().authorization).toBeNull();
  });

  it('tells the app when a stored private token expired, and goes on as a guest', async () => {
    const onPrivateExpired = vi.fn();
    const storage = createMemoryStorage({ [TOKEN_KEYS.privateToken]: expiredToken('user:1') });
    const server = fakeServer();
    const client = createApiClient({ baseUrl, storage, fetch: server.fetch, onPrivateExpired, now: () => NOW });
    await client.request('a', { schema: z.null() });
    expect(onPrivateExpired).toHaveBeenCalledOnce();
    expect(server.last().authorization).toBe(`Bearer ${storage.getItem(TOKEN_KEYS.publicToken)}`);
  });

  it('drops a public token the server refuses and tries once more with a new one', async () => {
    const stale = freshToken('guest:old-secret');
    const storage = createMemoryStorage({ [TOKEN_KEYS.publicToken]: stale });
    const onUnauthenticated = vi.fn();
    const server = fakeServer((request) =>
      request.authorization === `Bearer ${stale}`
        ? json(401, { message: { body: 'Unauthenticated.' }, code: 'unauthenticated' })
        : ok(null),
    );
    const client = createApiClient({ baseUrl, storage, fetch: server.fetch, onUnauthenticated, now: () => NOW });
    await expect(client.request('a', { schema: z.null() })).resolves.toBeNull();
    expect(server.requests).toHaveLength(2);
    expect(storage.getItem(TOKEN_KEYS.publicToken)).not.toBe(stale);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('calls onUnauthenticated for a 422 "unauthenticated" and for a refused private token, without retrying', async () => {
    const storage = createMemoryStorage({ [TOKEN_KEYS.privateToken]: freshToken('user:1') });
    const onUnauthenticated = vi.fn();
    const server = fakeServer((request) =>
      request.path === 'a'
        ? json(422, { message: { body: 'unauthenticated' }, errors: { token: ['unauthenticated'] } })
        : json(401, { message: { body: 'Unauthenticated.' }, code: 'unauthenticated' }),
    );
    const client = createApiClient({ baseUrl, storage, fetch: server.fetch, onUnauthenticated, now: () => NOW });
    await expect(client.request('a', { schema: z.null() })).rejects.toMatchObject({ status: 422, code: 'unauthenticated' });
    await expect(client.request('b', { schema: z.null() })).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(onUnauthenticated).toHaveBeenCalledTimes(2);
    expect(server.requests).toHaveLength(2);
  });

  it('calls onBasketMissing for basket_does_not_exists on basketId or restaurantId, or as the code', async () => {
    const onBasketMissing = vi.fn();
    const bodies: Record<string, unknown> = {
      a: { message: { body: 'gone' }, errors: { basketId: ['basket_does_not_exists'] } },
      b: { message: { body: 'gone' }, errors: { quantity: ['too_big'], restaurantId: ['basket_does_not_exists'] } },
      c: { message: { body: 'gone' }, errors: { quantity: ['basket_does_not_exists'] } },
    };
    const server = fakeServer((request) =>
      request.path === 'd' ? json(404, { message: { body: 'gone' }, code: 'basket_does_not_exists' }) : json(422, bodies[request.path]),
    );
    const client = createApiClient({ baseUrl, fetch: server.fetch, onBasketMissing, now: () => NOW });
    for (const path of ['a', 'b', 'c', 'd']) await client.request(path, { schema: z.null() }).catch(() => undefined);
    expect(onBasketMissing).toHaveBeenCalledTimes(3);
  });

  it('turns a 422 into an ApiError with the first code of the first field and its params', async () => {
    const server = fakeServer(() =>
      json(422, {
        message: { body: 'Only 2 left' },
        errors: { quantity: ['the_product_quantity_limit_reached'], basketId: ['required'] },
        name: 'Pizza',
        inStock: 2,
      }),
    );
    const client = createApiClient({ baseUrl, fetch: server.fetch, now: () => NOW });
    const error = await client.request('basket/add', { method: 'post', schema: z.null() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'the_product_quantity_limit_reached',
      message: 'Only 2 left',
      params: { name: 'Pizza', inStock: 2 },
    });
  });

  it.each([
    [400, 'Bad input.'],
    [401, 'Unauthorised.'],
    [403, 'Forbidden.'],
    [404, 'Not found.'],
  ])('keeps the server message of a %i', async (status, message) => {
    const server = fakeServer(() => json(status, { message: { body: message }, code: 'some_code' }));
    const client = createApiClient({ baseUrl, fetch: server.fetch, now: () => NOW });
    await expect(client.request('a', { schema: z.null() })).rejects.toMatchObject({ status, code: 'some_code', message });
  });

  it.each([409, 429, 500, 503])('shows "Something went wrong" for a %i, or the call-specific text, and keeps the code', async (status) => {
    const server = fakeServer(() => json(status, { message: { body: 'Internal detail' }, code: 'some_code' }));
    const client = createApiClient({ baseUrl, fetch: server.fetch, now: () => NOW });
    await expect(client.request('a', { schema: z.null() })).rejects.toMatchObject({
      status,
      code: 'some_code',
      message: 'Something went wrong',
    });
    await expect(client.request('a', { schema: z.null(), errorMessage: 'There was an error in creating basket' })).rejects.toMatchObject({
      message: 'There was an error in creating basket',
    });
  });

  it('survives a body that is not JSON', async () => {
    const server = fakeServer(() => new Response('<html>', { status: 502 }));
    const client = createApiClient({ baseUrl, fetch: server.fetch, now: () => NOW });
    await expect(client.request('gateway', { schema: z.null() })).rejects.toMatchObject({
      status: 502,
      code: 'something_went_wrong',
      message: 'Something went wrong',
    });
  });

  it('turns a failed connection into an ApiError with status 0', async () => {
    const storage = createMemoryStorage({ [TOKEN_KEYS.publicToken]: freshToken('guest') });
    const client = createApiClient({
      baseUrl,
      storage,
      now: () => NOW,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.request('a', { schema: z.null() })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('has no timeout by default, and abandons a request after the configured one', async () => {
    const storage = createMemoryStorage({ [TOKEN_KEYS.publicToken]: freshToken('guest') });
    const slowFetch = (delay: number) => (input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = input instanceof Request ? input.signal : init?.signal;
        const timer = setTimeout(() => resolve(ok(null)), delay);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
    const patient = createApiClient({ baseUrl, storage, now: () => NOW, fetch: slowFetch(60) });
    await expect(patient.request('a', { schema: z.null() })).resolves.toBeNull();
    const hurried = createApiClient({ baseUrl, storage, now: () => NOW, fetch: slowFetch(1000), timeout: 20 });
    await expect(hurried.request('a', { schema: z.null() })).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });

  it('fails loudly when the server breaks the contract', async () => {
    const server = fakeServer(() => ok({ id: 'seven' }));
    const client = createApiClient({ baseUrl, fetch: server.fetch, now: () => NOW });
    const error = await client.request('thing', { schema: z.object({ id: z.number() }) }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'contract_violation', message: 'Something went wrong' });
    expect(String((error as Error).cause)).toContain('Response of thing breaks the contract');
  });

  it('loads a schema given as a function while the request travels, and still refuses a wrong-shaped answer', async () => {
    const events: string[] = [];
    const server = fakeServer(() => {
      events.push('answered');
      return ok({ id: 'seven' });
    });
    const client = createApiClient({ baseUrl, fetch: server.fetch, now: () => NOW });
    const schema = async () => {
      events.push('schema asked');
      return z.object({ id: z.number() });
    };
    await expect(client.request('thing', { schema })).rejects.toMatchObject({ code: 'contract_violation' });
    expect(events[0]).toBe('schema asked');
  });

  it('fails like a lost connection when a schema cannot be loaded', async () => {
    const server = fakeServer(() => ok({ id: 7 }));
    const client = createApiClient({ baseUrl, fetch: server.fetch, now: () => NOW });
    const schema = () => Promise.reject<z.ZodNumber>(new TypeError('Failed to fetch dynamically imported module'));
    await expect(client.request('thing', { schema })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it("checks each call's answer with the call's own schema, loaded on first use", async () => {
    const server = fakeServer(() => ok([{ id: 'not a category' }]));
    const client = createApiClient({ baseUrl, fetch: server.fetch, now: () => NOW });
    await expect(client.restaurant.categories()).rejects.toMatchObject({ code: 'contract_violation' });
    await expect(client.health()).rejects.toMatchObject({ code: 'contract_violation' });
  });
});
