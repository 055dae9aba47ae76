import { envelopeSchema, oauthTokenResponseSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { DIALECTS } from './helpers/dialects.ts';

describe.each(DIALECTS)('POST api/oauth/token on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(dialect);
  });
  afterAll(() => test.close());

  const requestToken = (payload: Record<string, unknown>) => test.app.inject({ method: 'POST', url: '/api/oauth/token', payload });

  it('issues a public token for the demo client', async () => {
    const response = await requestToken({ grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' });
    expect(response.statusCode).toBe(200);
    const { data } = envelopeSchema(oauthTokenResponseSchema).parse(response.json());
    const claims = await test.app.context.tokens.verify(data.access_token);
    expect(claims).toMatchObject({ ok: true, claims: { kind: 'public' } });
    expect(data.expires_in).toBe(86_400);
  });

  it('gives each guest a session of its own', async () => {
    const payload = { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' };
    const [first, second] = await Promise.all([requestToken(payload), requestToken(payload)]);
    const subjectOf = async (body: string) => {
      const result = await test.app.context.tokens.verify(JSON.parse(body).data.access_token);
      return result.ok ? result.claims.sub : null;
    };
    expect(await subjectOf(first.body)).not.toBe(await subjectOf(second.body));
  });

  it('refuses a wrong secret or an unknown client with 401', async () => {
    for (const payload of [
      { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'guess' },
      { grant_type: 'client_credentials', client_id: 'intruder', client_secret: 'storefront-secret' },
    ]) {
      const response = await requestToken(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'client_credentials_invalid' });
    }
  });

  it('names each missing field, and an unsupported grant, in a 422', async () => {
    const missing = await requestToken({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ grant_type: ['required'], client_id: ['required'], client_secret: ['required'] });
    const password = await requestToken({ grant_type: 'password', client_id: 'storefront', client_secret: 'storefront-secret' });
    expect(password.json().errors).toEqual({ grant_type: ['grant_type_unsupported'] });
  });

  it('answers a forged or expired token with 401 before any route runs', async () => {
    const forged = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('unauthenticated');
  });
});
