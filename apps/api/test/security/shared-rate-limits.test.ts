import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant } from '../auth/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Issue 15, item 11: with REDIS_URL every API process counts against the same limit. */
describe.each(DIALECTS)('rate limits across two API processes on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  const restaurantIds: number[] = [];

  beforeAll(async () => {
    if (!redisUrl) return;
    first = await buildTestApp(dialect, { demoData: false, rateLimits: true, redisUrl });
    second = await buildTestApp(dialect, { demoData: false, rateLimits: true, redisUrl });
    for (const test of [first, second]) restaurantIds.push(await createRestaurant(test.app.context.db, 'shared-limits'));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it.skipIf(!redisUrl)('shares the login limit (10 a minute per address) through Redis (needs TEST_REDIS_URL)', async () => {
    // An address of this run only, so that counts left in Redis by an earlier run cannot interfere.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const index = attempt % 2;
      const test = index === 0 ? first : second;
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: `shared${attempt}@example.com`, password: 'wrong-password', restaurantId: restaurantIds[index] },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().code).toBe('too_many_requests');
    }
    // Six attempts on each process: only a shared count reaches the limit.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it.skipIf(!redisUrl)('shares the failed logins of one account through Redis (needs TEST_REDIS_URL)', async () => {
    // An account of this run only (its count lives 15 minutes in Redis), each attempt from another address.
    const email = `shared-account-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const index = attempt % 2;
      const test = index === 0 ? first : second;
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        payload: { email, password: `guess-${attempt}`, restaurantId: restaurantIds[index] },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().code).toBe('too_many_attempts');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
