import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from '../index.ts';

type Handler = (request: Request) => Response | Promise<Response>;

function fakeServer(handler: Handler) {
  const requests: Request[] = [];
  const fetch = async (...[input, init]: Parameters<typeof globalThis.fetch>) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  };
  return { fetch, requests };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createApiClient', () => {
  it('unwraps the envelope and parses the data', async () => {
    const server = fakeServer(() => json(200, { data: { id: 7 }, message: { body: '' } }));
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: server.fetch });
    await expect(client.request('thing', { schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 7 });
    expect(server.requests[0]?.url).toBe('http://api.test/api/thing');
  });

  it('adds restaurantId to queries and bodies unless the call gives one', async () => {
    const server = fakeServer(() => json(200, { data: null, message: { body: '' } }));
    const client = createApiClient({ baseUrl: 'http://api.test/api', restaurantId: 3, fetch: server.fetch });
    await client.request('a', { schema: z.null(), searchParams: { extra: 1 } });
    await client.request('b', { schema: z.null(), searchParams: { restaurantId: 9 } });
    await client.request('c', { method: 'post', schema: z.null(), json: { basketId: 'x' } });
    expect(new URL(server.requests[0]?.url ?? '').search).toBe('?restaurantId=3&extra=1');
    expect(new URL(server.requests[1]?.url ?? '').search).toBe('?restaurantId=9');
    await expect(server.requests[2]?.json()).resolves.toEqual({ restaurantId: 3, basketId: 'x' });
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
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: server.fetch });
    const error = await client.request('basket/add', { method: 'post', schema: z.null() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'the_product_quantity_limit_reached',
      message: 'Only 2 left',
      params: { name: 'Pizza', inStock: 2 },
    });
  });

  it('keeps the message and code of other failures, and survives a body that is not JSON', async () => {
    const server = fakeServer((request) =>
      request.url.endsWith('/missing')
        ? json(404, { message: { body: 'Not found.' }, code: 'not_found' })
        : new Response('<html>', { status: 502 }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: server.fetch });
    await expect(client.request('missing', { schema: z.null() })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Not found.',
    });
    await expect(client.request('gateway', { schema: z.null() })).rejects.toMatchObject({ status: 502, code: 'something_went_wrong' });
  });

  it('fails loudly when the server breaks the contract', async () => {
    const server = fakeServer(() => json(200, { data: { id: 'seven' }, message: { body: '' } }));
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch: server.fetch });
    await expect(client.request('thing', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({ code: 'contract_violation' });
  });
});
