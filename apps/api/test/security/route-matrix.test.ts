import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { DIALECTS, openTestDatabase } from '../helpers/dialects.ts';
import { type Access, MATRIX, METHODS, OPTIONAL, PATHS, QUERY_POSTS } from './route-table.ts';
import {
  ACTORS,
  type Actor,
  type Input,
  isFailureEnvelope,
  jsonOf,
  type Method,
  type Objects,
  OWNERS,
  type Owner,
  type SecurityWorld,
  securityWorld,
} from './security-world.ts';

// The authorisation matrix of `route-table.ts`, checked for every caller on every route.

/**
 * Accesses to owned objects: whose objects are named (`victims`) and who may use their own
 * (`owners`); callers of a `wrongKind` are refused for it (401/403), anyone else naming another's
 * objects hears they do not exist (anonymous 401).
 */
type OwnedAccess = 'own' | 'ownCustomer' | 'assign';
const OWNERSHIP: Record<OwnedAccess, { victims: readonly Owner[]; owners: readonly Owner[]; wrongKind: readonly Actor[] }> = {
  own: { victims: OWNERS, owners: OWNERS, wrongKind: [] },
  ownCustomer: {
    victims: ['customerA', 'customerB'],
    owners: ['customerA', 'customerB'],
    wrongKind: ['guestA', 'guestB', 'manager1', 'manager2'],
  },
  assign: { victims: OWNERS, owners: ['customerA', 'customerB'], wrongKind: ['guestA', 'guestB', 'manager1', 'manager2'] },
};
const isOwned = (access: Access): access is OwnedAccess => access in OWNERSHIP;

/** Who a kind-based access lets in. */
const KIND_ALLOWED: Record<Exclude<Access, OwnedAccess>, readonly Actor[]> = {
  anyone: ACTORS,
  token: ['guestA', 'guestB', 'customerA', 'customerB', 'manager1', 'manager2'],
  signedIn: ['customerA', 'customerB', 'manager1', 'manager2'],
  customer: ['customerA', 'customerB'],
  manager: ['manager1', 'manager2'],
  manager1: ['manager1'],
};

const REFUSED_FOR_ANOTHER = new Set([403, 404]);

describe('every route has a row in the authorisation matrix', () => {
  it('lists each registered API route exactly once', async () => {
    const database = await openTestDatabase('sqlite');
    const routes = new Set<string>();
    const onRoute = (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) if (METHODS.has(method)) routes.add(`${method} ${route.url.slice('/api/'.length)}`);
    };
    const app = await buildApp(testConfig(), { database, serveWeb: false, onRoute });
    await app.close();
    await database.dispose();
    const rows = MATRIX.map(([route]) => route);
    expect(rows.filter((route, index) => rows.indexOf(route) !== index)).toEqual([]);
    expect([...routes].filter((route) => !rows.includes(route)).sort()).toEqual([]);
    expect(rows.filter((route) => !routes.has(route) && !OPTIONAL.has(route))).toEqual([]);
  });
});

describe.each(DIALECTS)('the authorisation matrix on %s', (dialect) => {
  let world: SecurityWorld;
  let unique = 0;
  let shared: Objects | undefined;
  const problems: string[] = [];

  beforeAll(async () => {
    world = await securityWorld(dialect);
  }, 60_000);
  afterAll(() => world.close());

  async function send(actor: Actor, route: string, input: Input) {
    const [method, path] = route.split(' ') as [Method, string];
    unique += 1;
    return world.call(actor, method, PATHS[path] ?? path, input, QUERY_POSTS.has(route));
  }

  function check(
    route: string,
    actor: Actor,
    status: number,
    body: string,
    expectation: 'allowed' | 'refused' | 'another',
    marker?: string,
  ) {
    const where = `${route} as ${actor} (${expectation}): ${status} ${body.slice(0, 200)}`;
    const json = jsonOf({ body });
    if (status >= 500) problems.push(`5xx ${where}`);
    if (expectation === 'allowed') {
      if (status === 401 || status === 403) problems.push(`refused ${where}`);
      return;
    }
    if (!isFailureEnvelope(status, json)) problems.push(`not an envelope ${where}`);
    if (marker && body.includes(marker)) problems.push(`leaks ${where}`);
    if (actor === 'anonymous') {
      if (status !== 401) problems.push(`not 401 ${where}`);
      return;
    }
    if (expectation === 'refused') {
      if (status !== 401 && status !== 403) problems.push(`not 401/403 ${where}`);
      return;
    }
    const errors = (json as { errors?: Record<string, string[]> } | undefined)?.errors;
    const notFound =
      status === 422 &&
      errors &&
      Object.values(errors)
        .flat()
        .every((code) => code.endsWith('does_not_exists'));
    if (!REFUSED_FOR_ANOTHER.has(status) && !notFound) problems.push(`not refused ${where}`);
  }

  it.each(MATRIX.map((row) => [row[0], row] as const))('%s', async (route, [, access, input]) => {
    problems.length = 0;
    if (isOwned(access)) {
      const ownership = OWNERSHIP[access];
      // The victims' objects first, named by everyone else; then each owner with its own.
      const victims: Record<Owner, Objects> = {
        guestA: await world.objectsOf('guestA'),
        guestB: await world.objectsOf('guestB'),
        customerA: await world.objectsOf('customerA'),
        customerB: await world.objectsOf('customerB'),
      };
      for (const victim of ownership.victims) {
        for (const actor of ACTORS) {
          if (actor === victim) continue;
          const response = await send(actor, route, input({ world, objects: victims[victim], unique }));
          const kindRefused = ownership.wrongKind.includes(actor);
          check(route, actor, response.statusCode, response.body, kindRefused ? 'refused' : 'another', victims[victim].marker);
        }
      }
      for (const owner of ownership.owners) {
        const response = await send(owner, route, input({ world, objects: victims[owner], unique }));
        check(route, owner, response.statusCode, response.body, 'allowed');
      }
    } else {
      shared ??= await world.objectsOf('guestA');
      const objects = shared;
      const allowed = KIND_ALLOWED[access];
      for (const actor of ACTORS.filter((candidate) => !allowed.includes(candidate))) {
        const response = await send(actor, route, input({ world, objects, unique }));
        check(route, actor, response.statusCode, response.body, 'refused');
      }
      for (const actor of allowed) {
        const response = await send(actor, route, input({ world, objects, unique }));
        check(route, actor, response.statusCode, response.body, 'allowed');
        if (route === 'GET auth/logout') await world.renewTokens();
      }
    }
    expect(problems).toEqual([]);
  });
});
