import { translateMessage } from '@platter/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, createUser } from '../auth/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

/** Issue 15, item 1: forged X-Forwarded-For, guessing one account's password, and a crowd of logins. */
describe.each(DIALECTS)('login limits on %s', (dialect) => {
  describe('per client address, with no proxy trusted (the default, production included)', () => {
    let test: TestApp;
    let restaurantId: number;
    beforeAll(async () => {
      test = await buildTestApp(dialect, { demoData: false, rateLimits: true, env: 'production' });
      restaurantId = await createRestaurant(test.app.context.db, 'limits-default');
    });
    afterAll(() => test.close());

    it('counts 14 wrong passwords from 14 forged X-Forwarded-For addresses as one client: a 429', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 14; attempt++) {
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
          // A different account each time: only the address limit can stop these.
          payload: { email: `guess${attempt}@example.com`, password: 'wrong-password', restaurantId },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().code).toBe('too_many_requests');
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    });
  });

  describe('per client address, with TRUST_PROXY=1', () => {
    let test: TestApp;
    let restaurantId: number;
    beforeAll(async () => {
      test = await buildTestApp(dialect, { demoData: false, rateLimits: true, trustProxy: 1 });
      restaurantId = await createRestaurant(test.app.context.db, 'limits-proxy');
    });
    afterAll(() => test.close());

    const attempt = (forwardedFor: string, email: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email, password: 'wrong-password', restaurantId },
      });

    it('counts the forwarded address: 14 addresses are 14 clients, one address is limited', async () => {
      for (let index = 1; index <= 14; index++)
        expect((await attempt(`198.51.100.${index}`, `many${index}@example.com`)).statusCode).toBe(422);
      const statuses: number[] = [];
      for (let index = 1; index <= 11; index++) statuses.push((await attempt('198.51.100.200', `one${index}@example.com`)).statusCode);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('per account', () => {
    let test: TestApp;
    let restaurantId: number;
    let clock = new Date('2026-11-26T10:00:00Z');
    beforeAll(async () => {
      test = await buildTestApp(dialect, { demoData: false, rateLimits: true }, () => clock);
      restaurantId = await createRestaurant(test.app.context.db, 'limits-account');
      await createUser(test.app.context.db, { restaurantId, email: 'target@example.com' });
      await createUser(test.app.context.db, { restaurantId, email: 'bystander@example.com' });
    });
    afterAll(() => test.close());

    let address = 0;
    const login = (email: string, password: string, language = 'en') =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        // Each attempt from another address, as a botnet would: the address limit never applies.
        remoteAddress: `192.0.2.${++address}`,
        headers: { 'accept-language': language },
        payload: { email, password, restaurantId },
      });

    it('refuses an account after 10 failed logins within 15 minutes, from any address, with too_many_attempts', async () => {
      for (let attempt = 1; attempt <= 10; attempt++) expect((await login('Target@example.com', `guess-${attempt}`)).statusCode).toBe(422);
      const refused = await login('target@example.com', 'guess-11');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'too_many_attempts', message: { body: translateMessage('too_many_attempts', 'en') } });
      for (const language of ['de', 'fr', 'ar']) {
        const body = (await login('target@example.com', 'password123', language)).json();
        expect(body.code).toBe('too_many_attempts');
        expect(body.message.body).toBe(translateMessage('too_many_attempts', language));
        expect(body.message.body).not.toBe(translateMessage('too_many_attempts', 'en'));
      }
      // Another account is not affected.
      expect((await login('bystander@example.com', 'password123')).statusCode).toBe(200);
    });

    it('lets the right password in once the window has passed, and a success clears the count', async () => {
      clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
      expect((await login('target@example.com', 'password123')).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 9; attempt++) expect((await login('target@example.com', `again-${attempt}`)).statusCode).toBe(422);
      expect((await login('target@example.com', 'password123')).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 9; attempt++) expect((await login('target@example.com', `more-${attempt}`)).statusCode).toBe(422);
      expect((await login('target@example.com', 'password123')).statusCode).toBe(200);
    });
  });

  describe('a crowd of logins', () => {
    let test: TestApp;
    let restaurantId: number;
    let guest: string;
    beforeAll(async () => {
      // A real hashing cost (2^14, ~16 MB and tens of ms each), so that 40 logins keep the thread pool busy.
      test = await buildTestApp(dialect, { demoData: false, passwordHashCost: 14 });
      restaurantId = await createRestaurant(test.app.context.db, 'limits-crowd');
      guest = await publicToken(test.app);
      // The first unknown-email login hashes the throwaway password once; do it before the crowd.
      await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'warm@example.com', password: 'x-password', restaurantId },
      });
    });
    afterAll(() => test.close());

    it('keeps menu reads from waiting for 40 parallel password checks', async () => {
      let loginsDone = 0;
      const logins = Array.from({ length: 40 }, (_, index) =>
        test.app
          .inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `crowd${index}@example.com`, password: 'password123', restaurantId },
          })
          .then((response) => {
            loginsDone++;
            return response.statusCode;
          }),
      );
      // Let every login reach its password check before the menu read starts.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const menu = await test.app.inject({
        method: 'GET',
        url: `/api/restaurant/category?restaurantId=${restaurantId}`,
        headers: bearer(guest),
      });
      const doneWhenMenuAnswered = loginsDone;
      expect(menu.statusCode).toBe(200);
      expect(await Promise.all(logins)).toEqual(Array(40).fill(422));
      // The menu answered while most logins still waited (not after the last of them).
      expect(doneWhenMenuAnswered).toBeLessThan(20);
    }, 60_000);
  });
});
