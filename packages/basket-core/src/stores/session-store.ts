import {
  type AuthCalls,
  type BasketCalls,
  isBasketMissing,
  type KeyValueStorage,
  TOKEN_KEYS,
  type TokenManager,
} from '@platter/api-client';
import type { User } from '@platter/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createBasketRegistry } from '../basket-registry.ts';

/** The calls the session store makes: a real `ApiClient`, or a fake in tests. */
export interface SessionStoreApi {
  auth: Pick<AuthCalls, 'login' | 'logout' | 'user'>;
  basket: Pick<BasketCalls, 'assign' | 'unassign'>;
  tokens: Pick<TokenManager, 'rememberLogin' | 'isLoggedIn' | 'forgetPrivate' | 'forgetManager'>;
}

export interface SessionStoreDeps {
  api: SessionStoreApi;
  /** The storage the API client keeps its tokens and the basket list in. */
  storage: KeyValueStorage;
  restaurantId: number;
}

/** Guest: public token. Customer: private token. Manager: the manager token (spec §6). */
export type SessionRole = 'guest' | 'customer' | 'manager';

export interface LoginInput {
  email: string;
  password: string;
  /** Asks for a manager token (the manager app). @default false */
  manager?: boolean;
}

export interface SessionState {
  role: SessionRole;
  user: User | null;
  /** The stored session is being restored at start. */
  isStarting: boolean;
  isLoggingIn: boolean;

  /** Auto login at start from a stored private (or manager) token (spec §4). */
  start(): Promise<void>;
  /** Stores the token, then gives the local basket of this restaurant to the user and fetches the user (spec §4). */
  login(input: LoginInput): Promise<User>;
  /** Unassigns the basket, revokes the token and clears the private data (spec §4). */
  logout(): Promise<void>;
  /**
   * The stored private token expired (the API client's `onPrivateExpired`): its data is already
   * cleared; the basket is unassigned and the user forgotten.
   */
  expire(): Promise<void>;
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore({ api, storage, restaurantId }: SessionStoreDeps): SessionStore {
  const registry = createBasketRegistry(storage);

  /** The basket calls around a session are best effort: a basket the server no longer knows only clears the local list. */
  async function withLocalBasket(run: (basketId: string) => Promise<unknown>): Promise<void> {
    const basketId = registry.basketIdFor(restaurantId);
    if (!basketId) return;
    try {
      await run(basketId);
    } catch (error) {
      if (isBasketMissing(error)) registry.clear();
    }
  }

  return createStore<SessionState>()((set, get) => ({
    role: 'guest',
    user: null,
    isStarting: false,
    isLoggingIn: false,

    async start() {
      const role: SessionRole | null = api.tokens.isLoggedIn() ? 'customer' : storage.getItem(TOKEN_KEYS.managerToken) ? 'manager' : null;
      if (!role) return;
      set({ isStarting: true });
      try {
        const user = await api.auth.user({ token: role === 'manager' ? 'manager' : 'guest' });
        set({ role, user });
      } catch {
        // The stored token no longer works: carry on as a guest (spec §2: "whether the token is valid is not shown").
        if (role === 'manager') api.tokens.forgetManager();
        else api.tokens.forgetPrivate();
        set({ role: 'guest', user: null });
      } finally {
        set({ isStarting: false });
      }
    },

    async login({ email, password, manager = false }) {
      set({ isLoggingIn: true });
      try {
        const login = await api.auth.login({ email, password, ...(manager ? { manager: true } : {}) });
        api.tokens.rememberLogin(login.access_token, login.expires_at, login.token_kind);
        if (login.token_kind === 'manager') {
          const user = await api.auth.user({ token: 'manager' });
          set({ role: 'manager', user });
          return user;
        }
        await withLocalBasket((basketId) => api.basket.assign({ basketId }));
        const user = await api.auth.user();
        set({ role: 'customer', user });
        return user;
      } finally {
        set({ isLoggingIn: false });
      }
    },

    async logout() {
      const { role } = get();
      if (role === 'manager') {
        await api.auth.logout({ token: 'manager' }).catch(() => undefined);
        api.tokens.forgetManager();
      } else {
        // Unassigned while the private token still works, so that the server knows whose basket it is.
        await withLocalBasket((basketId) => api.basket.unassign({ basketId }));
        if (api.tokens.isLoggedIn()) await api.auth.logout().catch(() => undefined);
        api.tokens.forgetPrivate();
      }
      set({ role: 'guest', user: null });
    },

    async expire() {
      api.tokens.forgetPrivate();
      set({ role: 'guest', user: null });
      await withLocalBasket((basketId) => api.basket.unassign({ basketId }));
    },
  }));
}

export function selectIsLoggedIn(state: SessionState): boolean {
  return state.role === 'customer';
}

export function selectIsManager(state: SessionState): boolean {
  return state.role === 'manager';
}
