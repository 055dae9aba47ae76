import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createRestaurant } from './fixtures.ts';

describe('signup with a recaptcha secret configured', () => {
  let test: TestApp;
  let restaurantId: number;
  beforeAll(async () => {
    test = await buildTestApp('sqlite', { demoData: false, recaptchaSecret: 'server-secret' });
    restaurantId = await createRestaurant(test.app.context.db, 'captcha');
  });
  afterAll(() => test.close());

  it('refuses a signup without a recaptcha response and creates nobody', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { restaurantId, name: 'Bot', email: 'bot@example.com', password: 'long-enough', password_confirmation: 'long-enough' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ recaptcha: ['recaptcha_invalid'] });
    expect(await test.app.context.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
