import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { createRestaurant, createUser } from '../auth/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

/**
 * Issue 15, item 6: a password reset or change ends the account's sessions. Tokens issued before
 * it are refused (401 `unauthenticated`), private and manager tokens alike; a login with the new
 * password works. The token that made a change stays valid (the user is not logged out of the
 * page where they changed it); a reset keeps none.
 */
describe.each(DIALECTS)('a password reset or change ends existing sessions on %s', (dialect) => {
  let test: TestApp;
  let guest: string;
  let restaurantId: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { demoData: false, publicUrl: 'https://order.example.com' });
    restaurantId = await createRestaurant(test.app.context.db, 'sessions');
    guest = await publicToken(test.app);
  });
  afterAll(() => test.close());

  async function login(email: string, password: string, manager = false): Promise<string> {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, restaurantId, manager },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.access_token as string;
  }

  const profile = (token: string) => test.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
  const managed = (token: string) => test.app.inject({ method: 'GET', url: '/api/managers/restaurant', headers: bearer(token) });

  /** Asks for a reset link and reads its token from the outbox table (not over HTTP). */
  async function resetPassword(email: string, password: string) {
    const forgot = await test.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: bearer(guest),
      payload: { email, restaurantId },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await test.app.context.db
      .selectFrom('outbox_mails')
      .select('text')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = mail.text.match(/\/resetpass\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`no reset link in ${mail.text}`);
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset-password',
      headers: bearer(guest),
      payload: { email, token, password, password_confirmation: password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  }

  it('a reset ends every private token issued before it; a new login works', async () => {
    await createUser(test.app.context.db, { restaurantId, email: 'reset@example.com' });
    const phone = await login('reset@example.com', 'password123');
    const laptop = await login('reset@example.com', 'password123');
    expect((await profile(phone)).statusCode).toBe(200);

    await resetPassword('reset@example.com', 'brand-new-pass');

    for (const old of [phone, laptop]) {
      const refused = await profile(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('unauthenticated');
    }
    const fresh = await login('reset@example.com', 'brand-new-pass');
    expect((await profile(fresh)).statusCode).toBe(200);
  });

  it('a change ends the other tokens; the token that made it stays valid; a new login works', async () => {
    await createUser(test.app.context.db, { restaurantId, email: 'change@example.com' });
    const here = await login('change@example.com', 'password123');
    const elsewhere = await login('change@example.com', 'password123');

    const changed = await test.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(here),
      payload: { password: 'changed-pass-1', password_confirmation: 'changed-pass-1', current_password: 'password123' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const refused = await profile(elsewhere);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthenticated');
    expect((await profile(here)).statusCode).toBe(200);
    const fresh = await login('change@example.com', 'changed-pass-1');
    expect((await profile(fresh)).statusCode).toBe(200);

    // A later reset keeps no token, not even the one that made the change.
    await resetPassword('change@example.com', 'changed-pass-2');
    expect((await profile(here)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(401);
    expect((await profile(await login('change@example.com', 'changed-pass-2'))).statusCode).toBe(200);
  });

  it('a profile update without a new password ends no session', async () => {
    await createUser(test.app.context.db, { restaurantId, email: 'rename@example.com' });
    const here = await login('rename@example.com', 'password123');
    const elsewhere = await login('rename@example.com', 'password123');
    const renamed = await test.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(here),
      payload: { name: 'Erika Musterfrau' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(200);
  });

  it('ends the manager tokens of that user too', async () => {
    await createUser(test.app.context.db, { restaurantId, email: 'manager@example.com', role: 'manager', manages: [restaurantId] });
    const board = await login('manager@example.com', 'password123', true);
    const asCustomer = await login('manager@example.com', 'password123');
    expect((await managed(board)).statusCode).toBe(200);

    await resetPassword('manager@example.com', 'manager-new-pass');

    const refused = await managed(board);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthenticated');
    expect((await profile(asCustomer)).statusCode).toBe(401);
    expect((await managed(await login('manager@example.com', 'manager-new-pass', true))).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Issue 18: each process remembers a token's standing for a few seconds, so a password change on
 * one API process must reach the others through Redis at once, or they would go on accepting the
 * old sessions' tokens until their memory ran out. Two app instances on one PostgreSQL database.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !redisUrl)('a password change on one of two API processes (PostgreSQL, Redis)', () => {
  let first: TestApp;
  let second: App;
  let restaurantId: number;

  beforeAll(async () => {
    first = await buildTestApp('postgres', { demoData: false, redisUrl });
    const shared = { demoData: false, redisUrl, jwtSecret: first.app.context.config.jwtSecret };
    second = await buildApp(testConfig(shared), { database: first.database, serveWeb: false });
    restaurantId = await createRestaurant(first.app.context.db, 'two-processes');
  });
  afterAll(async () => {
    // The account service's Redis connections (app.ts does not close them yet).
    await Promise.all([first.app.services.accounts.close(), second.services.accounts.close()]);
    await second.close();
    await first.close();
  });

  async function login(app: App, email: string, password: string, manager = false): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, restaurantId, manager } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.access_token as string;
  }
  const profile = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

  /**
   * Whether the request is refused within a second. Redis delivers an announcement in milliseconds;
   * without it the other process accepts the token for REVOCATION_CACHE_TTL_MS (5 s) and this is false.
   */
  async function refusedWithin(request: () => Promise<{ statusCode: number }>): Promise<boolean> {
    for (let attempt = 0; attempt < 20; attempt++) {
      if ((await request()).statusCode === 401) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  it('ends the sessions on the other process at once, though it had just checked their tokens', async () => {
    await createUser(first.app.context.db, { restaurantId, email: 'two@example.com', role: 'manager', manages: [restaurantId] });
    const changer = await login(first.app, 'two@example.com', 'password123');
    expect((await profile(second, changer)).statusCode).toBe(200);
    const customer = await login(second, 'two@example.com', 'password123');
    const board = await login(second, 'two@example.com', 'password123', true);
    expect((await profile(second, customer)).statusCode).toBe(200);
    expect((await second.inject({ method: 'GET', url: '/api/managers/restaurant', headers: bearer(board) })).statusCode).toBe(200);

    const changed = await first.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(changer),
      payload: { password: 'changed-pass-1', password_confirmation: 'changed-pass-1', current_password: 'password123' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await refusedWithin(() => profile(second, customer))).toBe(true);
    expect(await refusedWithin(() => second.inject({ method: 'GET', url: '/api/managers/restaurant', headers: bearer(board) }))).toBe(true);
    expect((await profile(second, changer)).statusCode).toBe(200);
    expect((await profile(second, await login(second, 'two@example.com', 'changed-pass-1'))).statusCode).toBe(200);
  });

  it('ends a logged-out token on the other process at once', async () => {
    await createUser(first.app.context.db, { restaurantId, email: 'two-logout@example.com' });
    const token = await login(first.app, 'two-logout@example.com', 'password123');
    expect((await profile(second, token)).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(await refusedWithin(() => profile(second, token))).toBe(true);
  });
});
