import { ApiError, createTokenManager, TOKEN_KEYS } from '@platter/api-client';
import type { User } from '@platter/contract';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionStoreApi, selectIsLoggedIn, selectIsManager } from '../index.ts';
import { basket, basketMissing, createMemoryStorage } from './fixtures.ts';

const user: User = {
  id: 1,
  restaurant_id: 1,
  name: 'Ann',
  email: 'ann@example.com',
  mobile: null,
  birth_date: null,
  postal_code: '10115',
  postalCode: '10115',
  role: 'customer',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const manager: User = { ...user, id: 2, role: 'manager' };

function setUp(entries: Record<string, string> = {}) {
  const storage = createMemoryStorage(entries);
  const tokens = createTokenManager({ storage, fetchPublicToken: async () => 'public' });
  const calls: string[] = [];
  const api = {
    auth: {
      login: vi.fn<SessionStoreApi['auth']['login']>(async (input) => {
        calls.push('login');
        return input.manager
          ? { access_token: 'manager-token', expires_at: '2026-11-23T00:00:00Z', token_kind: 'manager' as const }
          : { access_token: 'private-token', expires_at: '2026-11-23T00:00:00Z', token_kind: 'private' as const };
      }),
      logout: vi.fn<SessionStoreApi['auth']['logout']>(async () => {
        calls.push('logout');
        return null;
      }),
      user: vi.fn<SessionStoreApi['auth']['user']>(async (options) => {
        calls.push(`user:${options?.token ?? 'guest'}`);
        return options?.token === 'manager' ? manager : user;
      }),
    },
    basket: {
      assign: vi.fn<SessionStoreApi['basket']['assign']>(async (input) => {
        calls.push(`assign:${input.basketId}`);
        return basket({ id: input.basketId });
      }),
      unassign: vi.fn<SessionStoreApi['basket']['unassign']>(async (input) => {
        calls.push(`unassign:${input.basketId}`);
        return null;
      }),
    },
    tokens,
  };
  const store = createSessionStore({ api, storage, restaurantId: 1 });
  return { api, calls, storage, store, state: () => store.getState() };
}

const withBasket = { basket: JSON.stringify([{ restaurantId: 1, basketId: 'b9' }]) };

describe('createSessionStore', () => {
  it('starts as a guest without a stored token', async () => {
    const { state, calls } = setUp();
    await state().start();
    expect(state()).toMatchObject({ role: 'guest', user: null });
    expect(calls).toEqual([]);
  });

  it('logs in automatically at start from a stored private token', async () => {
    const { state, calls } = setUp({ [TOKEN_KEYS.privateToken]: 'private-token' });
    await state().start();
    expect(calls).toEqual(['user:guest']);
    expect(state()).toMatchObject({ role: 'customer', user, isStarting: false });
    expect(selectIsLoggedIn(state())).toBe(true);
  });

  it('restores a manager session from a stored manager token', async () => {
    const { state } = setUp({ [TOKEN_KEYS.managerToken]: 'manager-token' });
    await state().start();
    expect(selectIsManager(state())).toBe(true);
  });

  it('carries on as a guest when the stored token no longer works', async () => {
    const { state, api, storage } = setUp({ [TOKEN_KEYS.privateToken]: 'revoked' });
    api.auth.user.mockRejectedValueOnce(new ApiError(401, 'unauthenticated', 'Unauthenticated.'));
    await state().start();
    expect(state().role).toBe('guest');
    expect(storage.getItem(TOKEN_KEYS.privateToken)).toBeNull();
  });

  it('login stores the token, then assigns the local basket of this restaurant, then fetches the user', async () => {
    const { state, calls, storage } = setUp({
      basket: JSON.stringify([
        { restaurantId: 2, basketId: 'other' },
        { restaurantId: 1, basketId: 'b9' },
      ]),
    });
    await expect(state().login({ email: 'ann@example.com', password: 'password123' })).resolves.toEqual(user);
    expect(calls).toEqual(['login', 'assign:b9', 'user:guest']);
    expect(storage.getItem(TOKEN_KEYS.privateToken)).toBe('private-token');
    expect(storage.getItem(TOKEN_KEYS.expiresAt)).toBe('2026-11-23T00:00:00Z');
    expect(state()).toMatchObject({ role: 'customer', user, isLoggingIn: false });
  });

  it('login without a local basket assigns nothing', async () => {
    const { state, calls } = setUp();
    await state().login({ email: 'ann@example.com', password: 'password123' });
    expect(calls).toEqual(['login', 'user:guest']);
  });

  it('login goes on when the basket is gone, and forgets the basket list', async () => {
    const { state, api, storage } = setUp(withBasket);
    api.basket.assign.mockRejectedValueOnce(basketMissing());
    await state().login({ email: 'ann@example.com', password: 'password123' });
    expect(state().role).toBe('customer');
    expect(storage.getItem('basket')).toBeNull();
  });

  it('a failed login leaves the guest a guest', async () => {
    const { state, api, storage } = setUp();
    api.auth.login.mockRejectedValueOnce(new ApiError(422, 'these_credentials_do_not_match', 'These credentials do not match.'));
    await expect(state().login({ email: 'ann@example.com', password: 'nope' })).rejects.toMatchObject({
      code: 'these_credentials_do_not_match',
    });
    expect(state()).toMatchObject({ role: 'guest', isLoggingIn: false });
    expect(storage.getItem(TOKEN_KEYS.privateToken)).toBeNull();
  });

  it('a manager login stores the manager token apart and assigns no basket', async () => {
    const { state, calls, storage } = setUp(withBasket);
    await state().login({ email: 'm@example.com', password: 'password123', manager: true });
    expect(calls).toEqual(['login', 'user:manager']);
    expect(storage.getItem(TOKEN_KEYS.managerToken)).toBe('manager-token');
    expect(storage.getItem(TOKEN_KEYS.privateToken)).toBeNull();
    expect(state().role).toBe('manager');
  });

  it('logout unassigns the basket while still logged in, then clears the private data', async () => {
    const { state, calls, storage } = setUp(withBasket);
    await state().login({ email: 'ann@example.com', password: 'password123' });
    calls.length = 0;
    await state().logout();
    expect(calls).toEqual(['unassign:b9', 'logout']);
    expect(storage.getItem(TOKEN_KEYS.privateToken)).toBeNull();
    expect(storage.getItem(TOKEN_KEYS.expiresAt)).toBeNull();
    expect(storage.getItem('basket')).not.toBeNull();
    expect(state()).toMatchObject({ role: 'guest', user: null });
  });

  it('logout clears the session even when the server does not answer', async () => {
    const { state, api, storage } = setUp(withBasket);
    await state().login({ email: 'ann@example.com', password: 'password123' });
    api.basket.unassign.mockRejectedValueOnce(new ApiError(0, 'network_error', 'Something went wrong'));
    api.auth.logout.mockRejectedValueOnce(new ApiError(0, 'network_error', 'Something went wrong'));
    await state().logout();
    expect(storage.getItem(TOKEN_KEYS.privateToken)).toBeNull();
    expect(state().role).toBe('guest');
  });

  it('a manager logout forgets the manager token', async () => {
    const { state, storage } = setUp();
    await state().login({ email: 'm@example.com', password: 'password123', manager: true });
    await state().logout();
    expect(storage.getItem(TOKEN_KEYS.managerToken)).toBeNull();
    expect(state().role).toBe('guest');
  });

  it('an expired private token forgets the user and unassigns the basket', async () => {
    const { state, calls } = setUp(withBasket);
    await state().login({ email: 'ann@example.com', password: 'password123' });
    calls.length = 0;
    await state().expire();
    expect(calls).toEqual(['unassign:b9']);
    expect(state()).toMatchObject({ role: 'guest', user: null });
  });
});
