import { describe, expect, it, vi } from 'vitest';
import { ApiError, createTokenManager, isTokenExpired, TOKEN_KEYS, tokenExpiry } from '../index.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const fresh = jwt({ exp: nowSeconds + 3600 });
const expired = jwt({ exp: nowSeconds - 1 });

describe('token expiry', () => {
  it('reads exp in seconds, and counts an unreadable token as expired', () => {
    expect(tokenExpiry(fresh)).toBe(nowSeconds + 3600);
    expect(tokenExpiry('not.a-jwt')).toBeNull();
    expect(isTokenExpired('garbage', NOW)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'no-exp' }), NOW)).toBe(true);
    expect(isTokenExpired(fresh, NOW)).toBe(false);
  });
});

describe('createTokenManager', () => {
  it('uses a valid private token before the public one', async () => {
    const storage = memoryStorage({ [TOKEN_KEYS.privateToken]: fresh, [TOKEN_KEYS.publicToken]: jwt({ exp: nowSeconds + 60 }) });
    const manager = createTokenManager({ storage, fetchPublicToken: vi.fn(), now: () => NOW });
    expect(await manager.tokenFor()).toBe(fresh);
  });

  it('renews an expired public token', async () => {
    const renewed = jwt({ exp: nowSeconds + 86_400 });
    const storage = memoryStorage({ [TOKEN_KEYS.publicToken]: expired });
    const manager = createTokenManager({ storage, fetchPublicToken: async () => renewed, now: () => NOW });
    expect(await manager.tokenFor()).toBe(renewed);
    expect(storage.getItem(TOKEN_KEYS.publicToken)).toBe(renewed);
  });

  it('clears an expired private token, tells the app, and falls back to a public token', async () => {
    const onPrivateExpired = vi.fn();
    const storage = memoryStorage({
      [TOKEN_KEYS.privateToken]: expired,
      [TOKEN_KEYS.expiresAt]: '2026-11-22T11:59:59Z',
      [TOKEN_KEYS.publicToken]: fresh,
    });
    const manager = createTokenManager({ storage, fetchPublicToken: vi.fn(), onPrivateExpired, now: () => NOW });
    expect(await manager.tokenFor()).toBe(fresh);
    expect(onPrivateExpired).toHaveBeenCalledOnce();
    expect(storage.getItem(TOKEN_KEYS.privateToken)).toBeNull();
    expect(storage.getItem(TOKEN_KEYS.expiresAt)).toBeNull();
    expect(manager.isLoggedIn()).toBe(false);
  });

  it('treats an unreadable stored token as expired', async () => {
    const renewed = jwt({ exp: nowSeconds + 86_400 });
    const manager = createTokenManager({
      storage: memoryStorage({ [TOKEN_KEYS.publicToken]: 'x.y.z' }),
      fetchPublicToken: async () => renewed,
      now: () => NOW,
    });
    expect(await manager.tokenFor()).toBe(renewed);
  });

  it('renews once for 50 concurrent requests', async () => {
    let release: (token: string) => void = () => {};
    const fetchPublicToken = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const manager = createTokenManager({ storage: memoryStorage(), fetchPublicToken, now: () => NOW });
    const requests = Array.from({ length: 50 }, () => manager.tokenFor());
    release(fresh);
    expect(new Set(await Promise.all(requests))).toEqual(new Set([fresh]));
    expect(fetchPublicToken).toHaveBeenCalledOnce();
  });

  it('rejects as not authorised when no token can be had, and tries again next time', async () => {
    const fetchPublicToken = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fresh);
    const manager = createTokenManager({ storage: memoryStorage(), fetchPublicToken, now: () => NOW });
    await expect(manager.tokenFor()).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    await expect(manager.tokenFor()).resolves.toBe(fresh);
  });

  it('keeps the manager token apart', async () => {
    const storage = memoryStorage();
    const manager = createTokenManager({ storage, fetchPublicToken: vi.fn(), now: () => NOW });
    await expect(manager.tokenFor('manager')).rejects.toBeInstanceOf(ApiError);
    manager.rememberLogin(fresh, '2026-11-22T13:00:00Z', 'manager');
    expect(await manager.tokenFor('manager')).toBe(fresh);
    expect(manager.isLoggedIn()).toBe(false);
    manager.rememberLogin(fresh, '2026-11-22T13:00:00Z', 'private');
    expect(storage.getItem(TOKEN_KEYS.expiresAt)).toBe('2026-11-22T13:00:00Z');
    expect(manager.isLoggedIn()).toBe(true);
  });

  it('knows whether a usable manager token is stored', () => {
    const storage = memoryStorage();
    const manager = createTokenManager({ storage, fetchPublicToken: vi.fn(), now: () => NOW });
    expect(manager.hasManagerToken()).toBe(false);
    manager.rememberLogin(expired, '', 'manager');
    expect(manager.hasManagerToken()).toBe(false);
    manager.rememberLogin(fresh, '', 'manager');
    expect(manager.hasManagerToken()).toBe(true);
    manager.forgetManager();
    expect(manager.hasManagerToken()).toBe(false);
  });
});
