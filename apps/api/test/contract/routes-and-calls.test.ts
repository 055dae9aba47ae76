import { createApiClient } from '@platter/api-client';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/dialects.ts';

/**
 * The server's routes and api-client's calls, matched both ways: a call the server does not answer,
 * or a route no client calls, fails here. Routes are listed with Fastify's `onRoute` as the app is
 * built; calls by running every method of a client whose fetch only records what it was asked.
 */

/** Routes no client calls, on purpose. */
const SERVER_ONLY = new Set([
  'GET page-data', // read by loadPageData under the Vite dev server; production pages embed it
  'GET dev/outbox', // developers and tests read mails here (not registered in production)
  'GET payment/webhook', // called by payment providers (Saferpay), not by the apps
  'POST payment/webhook', // called by payment providers (Mollie, the sandbox)
  'GET payment/sandbox/:id', // the sandbox provider's hosted page, opened by the browser
  'POST payment/sandbox/:id/:action', // its Pay / Fail / Cancel buttons
  'GET realtime', // a WebSocket, opened by api.realtime.subscribe rather than through fetch
]);

/**
 * Calls whose routes are not built yet (issue 12's feature gaps: the table payment module). Each
 * route that lands must leave this list, which the last test enforces.
 */
const NOT_YET_ROUTED = new Set(['POST table-payments/create', 'POST table-payments/events', 'GET table-payments']);

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

function fakeToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ exp: 4_102_444_800, sub: 'guest:recorder' })}.x`;
}

/** Every `METHOD path` api-client's methods send, found by calling each with an empty input. */
async function clientCalls(): Promise<Set<string>> {
  const calls = new Set<string>();
  const recordingFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    calls.add(`${request.method.toUpperCase()} ${path}`);
    const data =
      path === 'oauth/token'
        ? { access_token: fakeToken(), token_type: 'Bearer', expires_in: 3600, expires_at: '2100-01-01T00:00:00.000Z' }
        : null;
    return new Response(JSON.stringify({ data, message: { body: '' } }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = createApiClient({ baseUrl: 'http://api.test/api', restaurantId: 1, fetch: recordingFetch as typeof fetch });
  // Signed in as a customer and as a manager, so that calls needing those tokens are sent too.
  client.tokens.rememberLogin(fakeToken(), '2100-01-01T00:00:00.000Z', 'private');
  client.tokens.rememberLogin(fakeToken(), '2100-01-01T00:00:00.000Z', 'manager');
  const groups: Record<string, unknown> = { ...client, tokens: undefined, request: undefined };
  for (const [name, group] of Object.entries(groups)) {
    const methods = typeof group === 'function' ? { [name]: group } : group && typeof group === 'object' ? group : {};
    for (const method of Object.values(methods as Record<string, unknown>)) {
      if (typeof method !== 'function') continue;
      // A call fails on the recorder's empty answer; only the request it sent counts.
      await Promise.resolve()
        .then(() => method({}, {}))
        .catch(() => undefined);
    }
  }
  return calls;
}

describe('the server routes and the client calls', () => {
  let database: TestDatabase;
  const routes = new Set<string>();
  let calls: Set<string>;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    const onRoute = (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        if (METHODS.has(method)) routes.add(`${method} ${route.url.slice('/api/'.length)}`);
      }
    };
    const app = await buildApp(testConfig(), { database, serveWeb: false, onRoute });
    await app.close();
    calls = await clientCalls();
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('finds routes and calls to match', () => {
    expect(routes.size).toBeGreaterThan(60);
    expect(calls.size).toBeGreaterThan(60);
  });

  it('answers every call of the client with a route', () => {
    const unanswered = [...calls].filter((call) => !routes.has(call) && !NOT_YET_ROUTED.has(call)).sort();
    expect(unanswered).toEqual([]);
  });

  it('has a client call for every route', () => {
    const uncalled = [...routes].filter((route) => !calls.has(route) && !SERVER_ONLY.has(route)).sort();
    expect(uncalled).toEqual([]);
  });

  it('keeps its lists of exceptions true', () => {
    expect([...SERVER_ONLY].filter((route) => !routes.has(route))).toEqual([]);
    expect([...NOT_YET_ROUTED].filter((call) => routes.has(call) || !calls.has(call))).toEqual([]);
  });
});
