import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/auth/tokens.ts';

const SECRET = 'unit-test-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-26T08:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const tokens = createTokenService(SECRET, () => NOW);

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWT of any header and payload, signed with HMAC-SHA256 as written (no checks of its own). */
function handMade(header: object, payload: object, secret = SECRET): string {
  const signingInput = `${encode(header)}.${encode(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

const CLAIMS = { iss: 'platter', aud: 'platter:private', sub: '7', jti: 'j-1', iat: NOW_SECONDS, exp: NOW_SECONDS + 3600, rid: 3, sv: 2 };
const HEADER = { alg: 'HS256', typ: 'JWT' };

describe('the token service (node:crypto HS256)', () => {
  it('verifies what it issues, with every claim', () => {
    const issued = tokens.issue('manager', '9', 4, 5);
    expect(tokens.verify(issued.token)).toEqual({
      ok: true,
      claims: { kind: 'manager', sub: '9', jti: issued.jti, exp: issued.expiresAt.getTime() / 1000, restaurantId: 4, sessionVersion: 5 },
    });
    expect(tokens.verify(tokens.issue('public', 'guest:x').token)).toMatchObject({ ok: true, claims: { kind: 'public', sub: 'guest:x' } });
  });

  it('accepts a token signed by jose (another implementation of the standard)', async () => {
    const token = await new SignJWT({ rid: 3 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('platter')
      .setAudience('platter:private')
      .setSubject('7')
      .setJti('j-2')
      .setIssuedAt(NOW_SECONDS)
      .setExpirationTime(NOW_SECONDS + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(tokens.verify(token)).toMatchObject({ ok: true, claims: { kind: 'private', sub: '7', restaurantId: 3 } });
    expect(tokens.verify(handMade(HEADER, CLAIMS))).toMatchObject({ ok: true, claims: { sessionVersion: 2 } });
  });

  it('says expired only for a well-signed token past its exp', () => {
    expect(tokens.verify(handMade(HEADER, { ...CLAIMS, exp: NOW_SECONDS }))).toEqual({ ok: false, reason: 'expired' });
    const later = createTokenService(SECRET, () => new Date(NOW.getTime() + 8 * 24 * 3600 * 1000));
    expect(later.verify(tokens.issue('private', '7', 1).token)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.verify(handMade(HEADER, { ...CLAIMS, exp: NOW_SECONDS - 1 }, 'another-secret-of-at-least-32-characters'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(tokens.verify(handMade(HEADER, { ...CLAIMS, iss: 'elsewhere', exp: NOW_SECONDS - 1 }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each([
    ['another key', handMade(HEADER, CLAIMS, 'another-secret-of-at-least-32-characters')],
    ['alg none', `${encode({ alg: 'none', typ: 'JWT' })}.${encode(CLAIMS)}.`],
    ['alg HS512', handMade({ alg: 'HS512', typ: 'JWT' }, CLAIMS)],
    ['no typ', handMade({ alg: 'HS256' }, CLAIMS)],
    ['typ other than JWT', handMade({ alg: 'HS256', typ: 'at+jwt' }, CLAIMS)],
    ['a crit header', handMade({ ...HEADER, crit: ['b64'], b64: false }, CLAIMS)],
    ['another issuer', handMade(HEADER, { ...CLAIMS, iss: 'elsewhere' })],
    ['an unknown audience', handMade(HEADER, { ...CLAIMS, aud: 'platter:admin' })],
    ['an audience list', handMade(HEADER, { ...CLAIMS, aud: ['platter:private'] })],
    ['no subject', handMade(HEADER, { ...CLAIMS, sub: undefined })],
    ['no id', handMade(HEADER, { ...CLAIMS, jti: '' })],
    ['no exp', handMade(HEADER, { ...CLAIMS, exp: undefined })],
    ['a text exp', handMade(HEADER, { ...CLAIMS, exp: String(NOW_SECONDS + 60) })],
    ['an iat after its exp', handMade(HEADER, { ...CLAIMS, iat: NOW_SECONDS + 7200 })],
    ['an nbf still ahead', handMade(HEADER, { ...CLAIMS, nbf: NOW_SECONDS + 60 })],
    ['a restaurant that is no id', handMade(HEADER, { ...CLAIMS, rid: '3' })],
    ['a session version that is no integer', handMade(HEADER, { ...CLAIMS, sv: 1.5 })],
    ['a payload that is no object', handMade(HEADER, [CLAIMS])],
  ])('refuses a token with %s', (_name, token) => {
    expect(tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses base64url that is not canonical: padding, stray characters, a changed last character, extra parts', () => {
    const token = handMade(HEADER, CLAIMS);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const lastBitsChanged = `${signature.slice(0, -1)}${String.fromCharCode(signature.charCodeAt(signature.length - 1) + 1)}`;
    for (const forged of [
      `${token}=`,
      `${header}.${payload}.${signature.slice(0, 10)}+${signature.slice(10)}`,
      `${header}.${payload} .${signature}`,
      `${header}.${payload}.${lastBitsChanged}`,
      `${token}.`,
      `${header}.${payload}`,
      `${header}.${payload}.${signature.slice(0, -2)}`,
      '',
      '..',
    ]) {
      expect(tokens.verify(forged), forged).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('the token service remembers verified tokens', () => {
  it('answers expired once a remembered token passes its exp, and invalid for a forgery of it', () => {
    let now = NOW;
    const service = createTokenService(SECRET, () => now);
    const issued = service.issue('public', 'guest:a');
    expect(service.verify(issued.token)).toMatchObject({ ok: true });
    now = new Date(issued.expiresAt.getTime() - 1000);
    expect(service.verify(issued.token)).toMatchObject({ ok: true, claims: { sub: 'guest:a' } });
    const forged = `${issued.token.slice(0, -2)}${issued.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(service.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    now = issued.expiresAt;
    expect(service.verify(issued.token)).toEqual({ ok: false, reason: 'expired' });
    now = NOW;
    expect(service.verify(issued.token)).toMatchObject({ ok: true });
  });

  it('checks a token with nbf afresh each time', () => {
    let now = NOW;
    const service = createTokenService(SECRET, () => now);
    const token = handMade(HEADER, { ...CLAIMS, nbf: NOW_SECONDS - 10 });
    expect(service.verify(token)).toMatchObject({ ok: true });
    now = new Date(NOW.getTime() - 60_000);
    expect(service.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps at most the configured number and agrees with a service that remembers nothing', () => {
    const remembering = createTokenService(SECRET, () => NOW, { verifiedTokensKept: 3 });
    const fresh = () => createTokenService(SECRET, () => NOW, { verifiedTokensKept: 0 });
    const issued = Array.from({ length: 8 }, (_, index) => remembering.issue(index % 2 ? 'public' : 'private', String(index + 1), 3).token);
    for (let round = 0; round < 3; round++)
      for (const token of [...issued, handMade(HEADER, { ...CLAIMS, exp: NOW_SECONDS }), 'a.b.c'])
        expect(remembering.verify(token)).toEqual(fresh().verify(token));
  });

  it('hands out frozen claims', () => {
    const token = tokens.issue('public', 'guest:f').token;
    tokens.verify(token);
    const result = tokens.verify(token);
    expect(result.ok && Object.isFrozen(result.claims)).toBe(true);
  });
});
