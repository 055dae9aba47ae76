import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';
import { createRestaurant, createUser } from './fixtures.ts';

describe.each(DIALECTS)('password reset by mail on %s', (dialect) => {
  let test: TestApp;
  let guest: string;
  let restaurantId: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { demoData: false, publicUrl: 'https://order.example.com' });
    restaurantId = await createRestaurant(test.app.context.db, 'reset');
    await createUser(test.app.context.db, { restaurantId, email: 'erika@example.com' });
    guest = await publicToken(test.app);
  });
  afterAll(() => test.close());

  const call = (method: 'GET' | 'POST', url: string, payload: Record<string, unknown>, language = 'en') =>
    test.app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...bearer(guest), 'accept-language': language },
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    });

  async function mailedToken(to: string): Promise<string> {
    const outbox = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
    const mail = outbox.json().data[0] as { text: string };
    const token = mail.text.match(/\/resetpass\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`no reset link in ${mail.text}`);
    return token;
  }

  it('writes the mail in Arabic and French too, whatever the case of the language tag', async () => {
    const expected: Record<string, string> = {
      'AR-EG': 'إعادة تعيين كلمة المرور · Restaurant reset',
      ar: 'إعادة تعيين كلمة المرور · Restaurant reset',
      'FR-CH': 'Réinitialiser votre mot de passe · Restaurant reset',
      'DE-DE': 'Passwort zurücksetzen · Restaurant reset',
      pt: 'Reset your password · Restaurant reset',
    };
    for (const [language, subject] of Object.entries(expected)) {
      const email = `lang-${language.toLowerCase()}@example.com`;
      await createUser(test.app.context.db, { restaurantId, email });
      expect((await call('POST', 'auth/forgot-password', { email, restaurantId }, language)).statusCode).toBe(200);
      const outbox = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: email } });
      expect(outbox.json().data[0]?.subject, language).toBe(subject);
    }
  });

  it('mails a working link, shows its email, sets the new password, and works once', async () => {
    const forgot = await call('POST', 'auth/forgot-password', { email: 'erika@example.com', restaurantId }, 'de');
    expect(forgot.statusCode).toBe(200);
    const outbox = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: 'erika@example.com' } });
    expect(outbox.json().data[0]).toMatchObject({ kind: 'password_reset', subject: 'Passwort zurücksetzen · Restaurant reset' });
    expect(outbox.json().data[0].text).toContain('https://order.example.com/resetpass/');
    const token = await mailedToken('erika@example.com');

    const check = await call('GET', 'auth/password/reset', { token });
    expect(check.json().data).toEqual({ email: 'erika@example.com' });

    const reset = await call('POST', 'auth/password/reset-password', {
      email: 'erika@example.com',
      token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message.body).toBe('your password has successfully changed');
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'erika@example.com', password: 'brand-new-pass', restaurantId },
    });
    expect(login.statusCode).toBe(200);

    const again = await call('POST', 'auth/password/reset-password', { email: 'erika@example.com', token, password: 'another-pass' });
    expect(again.json().errors).toEqual({ token: ['password_reset_token_should_be_valid'] });
  });

  it('answers an unknown email exactly like a known one, and mails nobody', async () => {
    const known = await call('POST', 'auth/forgot-password', { email: 'erika@example.com', restaurantId });
    const unknown = await call('POST', 'auth/forgot-password', { email: 'nobody@example.com', restaurantId });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const outbox = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: 'nobody@example.com' } });
    expect(outbox.json().data).toEqual([]);
  });

  it('refuses a made-up token, a token for another email, an expired link and a short password', async () => {
    expect((await call('GET', 'auth/password/reset', { token: 'made-up' })).json().errors).toEqual({
      token: ['password_reset_token_should_be_valid'],
    });
    await call('POST', 'auth/forgot-password', { email: 'erika@example.com', restaurantId });
    const token = await mailedToken('erika@example.com');
    const otherEmail = await call('POST', 'auth/password/reset-password', {
      email: 'mallory@example.com',
      token,
      password: 'brand-new-pass',
    });
    expect(otherEmail.json().errors).toEqual({ token: ['password_reset_token_should_be_valid'] });
    const short = await call('POST', 'auth/password/reset-password', { email: 'erika@example.com', token, password: 'short' });
    expect(short.json().errors).toEqual({ password: ['password_min'] });
    await test.app.context.db.updateTable('password_resets').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await call('GET', 'auth/password/reset', { token })).json().errors).toEqual({
      token: ['password_reset_token_should_be_valid'],
    });
  });

  it('names missing fields and needs a token', async () => {
    expect((await call('POST', 'auth/forgot-password', {})).json().errors).toEqual({
      email: ['required'],
      restaurantId: ['required'],
    });
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'erika@example.com', restaurantId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
