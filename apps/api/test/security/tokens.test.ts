import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../auth/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';
import { isFailureEnvelope, jsonOf } from './security-world.ts';

const SECRET = 'security-battery-secret-of-at-least-32-characters';
const HOUR = 60 * 60;

/** A JWT shaped as the server issues them, signed with `key` (the app's own secret unless told). */
async function forge(
  claims: { sub: string; aud: string; exp?: number; iat?: number; iss?: string; jti?: string | null; rid?: number },
  key = SECRET,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims.rid === undefined ? {} : { rid: claims.rid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(claims.iss ?? 'platter')
    .setAudience(claims.aud)
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat ?? now)
    .setExpirationTime(claims.exp ?? now + HOUR);
  if (claims.jti !== null) jwt.setJti(claims.jti ?? randomBytes(16).toString('base64url'));
  return jwt.sign(new TextEncoder().encode(key));
}

/** An unsigned token (`alg: none`) with otherwise valid claims. */
function unsigned(payload: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

describe.each(DIALECTS)('forged, expired and misplaced tokens on %s', (dialect) => {
  let test: TestApp;
  let bistroId: number;
  let zurichId: number;
  let customerId: number;

  const get = (url: string, token: string) => test.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });

  function expectRefused(response: { statusCode: number; body: string }, statuses: number[] = [401]) {
    expect(statuses, response.body).toContain(response.statusCode);
    expect(isFailureEnvelope(response.statusCode, jsonOf(response)), response.body).toBe(true);
  }

  async function login(email: string, manager = false) {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password123', restaurantId: bistroId, manager },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.access_token as string;
  }

  beforeAll(async () => {
    test = await buildTestApp(dialect, { jwtSecret: SECRET });
    const db = test.app.context.db;
    bistroId = (await db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()).id;
    zurichId = (await db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-cafe-zurich').executeTakeFirstOrThrow()).id;
    customerId = (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'customer@example.com')
        .where('restaurant_id', '=', bistroId)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => test.close());

  it('accepts a token forged here with the right key and claims (the checks below are not vacuous)', async () => {
    const response = await get('auth/user', await forge({ sub: String(customerId), aud: 'platter:private' }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses alg none, on a guest route and on a customer route', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: 'platter', sub: String(customerId), aud: 'platter:private', jti: 'none-1', iat: now, exp: now + HOUR };
    expectRefused(await get('auth/user', unsigned(claims)));
    expectRefused(await get(`restaurant/imprint?restaurantId=${bistroId}`, unsigned({ ...claims, sub: 'guest:x', aud: 'platter:public' })));
  });

  it('refuses a token signed with another key', async () => {
    const token = await forge({ sub: String(customerId), aud: 'platter:private' }, 'another-secret-of-at-least-32-characters!!');
    expectRefused(await get('auth/user', token));
  });

  it('refuses an expired token with token_expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await forge({ sub: String(customerId), aud: 'platter:private', iat: now - 2 * HOUR, exp: now - HOUR });
    const response = await get('auth/user', token);
    expectRefused(response);
    expect(response.json().code).toBe('token_expired');
  });

  it('refuses a token of another issuer, of an unknown audience, or without an id', async () => {
    expectRefused(await get('auth/user', await forge({ sub: String(customerId), aud: 'platter:private', iss: 'elsewhere' })));
    expectRefused(await get('auth/user', await forge({ sub: String(customerId), aud: 'platter:admin' })));
    expectRefused(await get('auth/user', await forge({ sub: String(customerId), aud: 'platter:private', jti: null })));
  });

  it('refuses garbage in the Authorization header', async () => {
    for (const token of ['x', 'a.b.c', '...', `${'A'.repeat(4000)}.${'B'.repeat(4000)}.C`]) expectRefused(await get('auth/user', token));
  });

  it('refuses a public token on a customer route and a customer token on a manager route (403)', async () => {
    expectRefused(await get('auth/user', await publicToken(test.app)), [403]);
    expectRefused(await get('auth/user/address', await publicToken(test.app)), [403]);
    const customer = await login('customer@example.com');
    expectRefused(await get('managers/restaurant', customer), [403]);
    expectRefused(await get(`managers/order?restaurantId=${bistroId}&from_date=2026-11-01&to_date=2026-11-30`, customer), [403]);
    // A manager token is not a customer's: the addresses are a customer's own.
    expectRefused(await get('auth/user/address', await login('manager@example.com', true)), [403]);
  });

  it('refuses a guest token that claims a user as its subject where a customer is needed', async () => {
    expectRefused(await get('auth/user', await forge({ sub: String(customerId), aud: 'platter:public' })), [403]);
  });

  it("refuses the token of a deleted user (401 or 403), and never answers the user's data", async () => {
    const db = test.app.context.db;
    const userId = await createUser(db, { restaurantId: bistroId, email: 'security-deleted@example.com' });
    // The app deletes no users; a deletion in the database is honoured once the process's memory of a
    // token's standing runs out (REVOCATION_CACHE_TTL_MS), so the token checked before is another.
    const checked = await login('security-deleted@example.com');
    const token = await login('security-deleted@example.com');
    expect((await get('auth/user', checked)).statusCode).toBe(200);
    await db.deleteFrom('users').where('id', '=', userId).execute();
    const response = await get('auth/user', token);
    expectRefused(response, [401, 403]);
    expect(response.body).not.toContain('security-deleted@example.com');
    expectRefused(await get('auth/user/address', token), [401, 403]);
    expectRefused(await get('order/history', token), [401, 403]);
  });

  it('refuses a token from before a password change (401 in the envelope); the session that changed it goes on', async () => {
    await createUser(test.app.context.db, { restaurantId: bistroId, email: 'security-password@example.com' });
    const older = await login('security-password@example.com');
    const changer = await login('security-password@example.com');
    const change = await test.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(changer),
      payload: { current_password: 'password123', password: 'password456', password_confirmation: 'password456' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expectRefused(await get('auth/user', older));
    expect((await get('auth/user', changer)).statusCode).toBe(200);
  });

  it("refuses a customer's token on another restaurant's calls (401 unauthenticated), in the query or the body", async () => {
    const customer = await login('customer@example.com');
    expect((await get(`order/history?restaurantId=${bistroId}`, customer)).statusCode).toBe(200);
    const history = await get(`order/history?restaurantId=${zurichId}`, customer);
    expectRefused(history);
    expect(history.json().code).toBe('unauthenticated');

    const createAt = (restaurantId: number, token: string) =>
      test.app.inject({ method: 'POST', url: '/api/basket/create', headers: bearer(token), payload: { restaurantId } });
    const elsewhere = await createAt(zurichId, customer);
    expectRefused(elsewhere);
    expect(elsewhere.json().code).toBe('unauthenticated');
    expect(await test.app.context.db.selectFrom('baskets').select('id').where('restaurant_id', '=', zurichId).execute()).toEqual([]);
    expect((await createAt(bistroId, customer)).statusCode).toBe(200);

    // The claim, not the account, decides: a token forged for the bistro's customer with Zurich's claim acts at Zurich only.
    const claimingZurich = await forge({ sub: String(customerId), aud: 'platter:private', rid: zurichId });
    expect((await get(`order/history?restaurantId=${bistroId}`, claimingZurich)).statusCode).toBe(401);
  });

  it('lets a manager of several restaurants act on each with one login', async () => {
    const db = test.app.context.db;
    await createUser(db, {
      restaurantId: bistroId,
      email: 'security-two-places@example.com',
      role: 'manager',
      manages: [bistroId, zurichId],
    });
    const manager = await login('security-two-places@example.com', true);
    for (const restaurantId of [bistroId, zurichId]) {
      const orders = await get(`managers/order?restaurantId=${restaurantId}&from_date=2026-11-01&to_date=2026-11-30`, manager);
      expect(orders.statusCode, orders.body).toBe(200);
    }
  });
});
