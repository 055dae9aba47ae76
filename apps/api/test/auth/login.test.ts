import { envelopeSchema, loginResponseSchema, signupResponseSchema, userSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';
import { createRestaurant, createUser } from './fixtures.ts';

describe.each(DIALECTS)('login, signup, logout and the profile on %s', (dialect) => {
  let test: TestApp;
  let guest: string;
  let restaurantId: number;
  let otherRestaurantId: number;
  let closedRestaurantId: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { demoData: false });
    restaurantId = await createRestaurant(test.app.context.db, 'auth-a');
    otherRestaurantId = await createRestaurant(test.app.context.db, 'auth-b');
    closedRestaurantId = await createRestaurant(test.app.context.db, 'auth-closed', { registration_enabled: false });
    await createUser(test.app.context.db, { restaurantId, email: 'erika@example.com' });
    await createUser(test.app.context.db, { restaurantId, email: 'boss@example.com', role: 'manager', manages: [restaurantId] });
    guest = await publicToken(test.app);
  });
  afterAll(() => test.close());

  const login = (payload: Record<string, unknown>) => test.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  const loginToken = async (email: string, manager = false) => {
    const response = await login({ email, password: 'password123', restaurantId, manager });
    return envelopeSchema(loginResponseSchema).parse(response.json()).data.access_token;
  };

  describe('POST api/auth/login', () => {
    it('gives a customer a private token with its expiry', async () => {
      const response = await login({ email: 'Erika@Example.com ', password: 'password123', restaurantId });
      expect(response.statusCode).toBe(200);
      const { data } = envelopeSchema(loginResponseSchema).parse(response.json());
      expect(data.token_kind).toBe('private');
      expect(Date.parse(data.expires_at)).toBeGreaterThan(Date.now());
    });

    it('gives a manager a manager token for a restaurant they manage', async () => {
      const response = await login({ email: 'boss@example.com', password: 'password123', restaurantId, manager: true });
      expect(response.json().data.token_kind).toBe('manager');
    });

    it('refuses a manager login for a restaurant they do not manage, and a customer asking for one', async () => {
      await createUser(test.app.context.db, { restaurantId: otherRestaurantId, email: 'boss@example.com', role: 'manager' });
      const elsewhere = await login({ email: 'boss@example.com', password: 'password123', restaurantId: otherRestaurantId, manager: true });
      expect(elsewhere.json().errors).toEqual({ email: ['these_credentials_do_not_match'] });
      const customer = await login({ email: 'erika@example.com', password: 'password123', restaurantId, manager: 'true' });
      expect(customer.statusCode).toBe(422);
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const wrong = await login({ email: 'erika@example.com', password: 'password124', restaurantId });
      const unknown = await login({ email: 'nobody@example.com', password: 'password123', restaurantId });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message.body).toBe('These credentials do not match our records.');
    });

    it('keeps accounts per restaurant', async () => {
      const response = await login({ email: 'erika@example.com', password: 'password123', restaurantId: otherRestaurantId });
      expect(response.json().errors).toEqual({ email: ['these_credentials_do_not_match'] });
    });

    it('names bad and missing fields', async () => {
      const response = await login({ email: 'not-an-email', restaurantId: 'abc' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: ['email_invalid'], password: ['required'], restaurantId: ['must_be_numeric'] });
      const unknownRestaurant = await login({ email: 'erika@example.com', password: 'password123', restaurantId: 999_999 });
      expect(unknownRestaurant.json().errors).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
      const huge = await login({ email: 'erika@example.com', password: 'password123', restaurantId: 2 ** 40 });
      expect(huge.json().errors).toEqual({ restaurantId: ['invalid'] });
    });
  });

  describe('POST api/auth/signup', () => {
    const signup = (query: Record<string, string>) =>
      test.app.inject({ method: 'POST', url: '/api/auth/signup', query, headers: { 'accept-language': 'de' } });

    it('creates a customer from query parameters and logs them in', async () => {
      const response = await signup({
        restaurantId: String(restaurantId),
        name: 'Max Muster',
        email: 'max@example.com',
        password: 'long-enough',
        password_confirmation: 'long-enough',
        birth_date: '1990-05-17',
      });
      expect(response.statusCode).toBe(200);
      const body = envelopeSchema(signupResponseSchema).parse(response.json());
      expect(body.message.body).toBe('Dein Konto wurde erstellt.');
      expect(body.data.user).toMatchObject({ email: 'max@example.com', role: 'customer', birth_date: '1990-05-17' });
      const profile = await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.data.access_token) });
      expect(profile.json().data.email).toBe('max@example.com');
    });

    it('refuses a taken email, a short password and a confirmation that differs, and writes nothing', async () => {
      const before = await test.app.context.db
        .selectFrom('users')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const taken = await signup({
        restaurantId: String(restaurantId),
        name: 'E',
        email: 'ERIKA@example.com',
        password: 'long-enough',
        password_confirmation: 'long-enough',
      });
      expect(taken.json().errors).toEqual({ email: ['email_is_already_taken'] });
      const short = await signup({
        restaurantId: String(restaurantId),
        name: 'E',
        email: 'new@example.com',
        password: 'short',
        password_confirmation: 'shorter',
      });
      expect(short.json().errors).toEqual({ password: ['password_min'], password_confirmation: ['password_confirmation_does_not_match'] });
      const empty = await signup({});
      expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation', 'restaurantId']);
      const after = await test.app.context.db
        .selectFrom('users')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));
    });

    it('is closed where registration is disabled', async () => {
      const response = await signup({
        restaurantId: String(closedRestaurantId),
        name: 'E',
        email: 'x@example.com',
        password: 'long-enough',
        password_confirmation: 'long-enough',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('registration_disabled');
    });
  });

  describe('GET api/auth/user and POST api/auth/user/update', () => {
    it('shows the profile with postalCode copied from postal_code', async () => {
      const token = await loginToken('erika@example.com');
      const response = await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
      const user = envelopeSchema(userSchema).parse(response.json()).data;
      expect(user).toMatchObject({ email: 'erika@example.com', postal_code: '10115', postalCode: '10115' });
    });

    it('needs a private token: none is 401, a public one is 403', async () => {
      expect((await test.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
      expect((await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(guest) })).statusCode).toBe(403);
    });

    it('updates the profile, and the password only with the right current password', async () => {
      await createUser(test.app.context.db, { restaurantId, email: 'update@example.com' });
      const token = await loginToken('update@example.com');
      const update = (payload: Record<string, unknown>) =>
        test.app.inject({ method: 'POST', url: '/api/auth/user/update', headers: bearer(token), payload });
      const renamed = await update({ name: 'Erika Neu', mobile: '+49 30 1234567', postalCode: '10117' });
      expect(renamed.json().data).toMatchObject({ name: 'Erika Neu', mobile: '+49 30 1234567', postal_code: '10117' });
      const wrongCurrent = await update({ current_password: 'nope-nope', password: 'new-password', password_confirmation: 'new-password' });
      expect(wrongCurrent.json().errors).toEqual({ current_password: ['current_password_should_be_valid'] });
      const missingCurrent = await update({ password: 'new-password', password_confirmation: 'new-password' });
      expect(missingCurrent.json().errors).toEqual({ current_password: ['required'] });
      const taken = await update({ email: 'erika@example.com' });
      expect(taken.json().errors).toEqual({ email: ['email_is_already_taken'] });
      const changed = await update({ current_password: 'password123', password: 'new-password', password_confirmation: 'new-password' });
      expect(changed.statusCode).toBe(200);
      expect((await login({ email: 'update@example.com', password: 'new-password', restaurantId })).statusCode).toBe(200);
    });
  });

  describe('GET api/auth/logout', () => {
    it('revokes the token it is called with', async () => {
      const token = await loginToken('erika@example.com');
      const logout = await test.app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        query: { restaurantId: String(restaurantId) },
        headers: bearer(token),
      });
      expect(logout.statusCode).toBe(200);
      const after = await test.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect((await test.app.inject({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(401);
    });
  });
});

describe.each(DIALECTS)('text with a NUL character on %s', (dialect) => {
  it('is a 422 naming the field, never a 500 from the database', async () => {
    const test = await buildTestApp(dialect, { demoData: false });
    const restaurantId = await createRestaurant(test.app.context.db, 'nul');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { restaurantId, name: 'Max\u0000', email: 'nul@example.com', password: 'long-enough', password_confirmation: 'long-enough' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['invalid'] });
    await test.close();
  });
});
