import { ApiError } from './api-error.ts';

/** The part of Web Storage the client needs; `localStorage` in browsers, a Map in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Local-storage keys (spec document 2, "Local-storage keys"). `privateToken` is the name the
 * menu and the route guard read; the others are ours, the spec does not name them.
 */
export const TOKEN_KEYS = {
  publicToken: 'platter:public-token',
  privateToken: 'privateToken',
  expiresAt: 'expires_at',
  managerToken: 'platter:manager-token',
} as const;

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** Expired, or unreadable (which counts as expired, spec §4). A few seconds of margin cover clock skew. */
export function isTokenExpired(token: string, now: Date, marginSeconds = 10): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= now.getTime() + marginSeconds * 1000;
}

export interface TokenManagerOptions {
  storage: KeyValueStorage;
  /** Asks the server for a new public token (`api/oauth/token`). */
  fetchPublicToken: () => Promise<string>;
  /** Told when a stored private token turned out expired: the app unassigns the basket, forgets the user. */
  onPrivateExpired?: () => void;
  now?: () => Date;
}

export type TokenKind = 'public' | 'private' | 'manager';

/**
 * The token lifecycle of spec §4: the private token while it lasts, else a public one; an expired
 * or missing public token is renewed once for all requests waiting on it (single flight); an
 * expired private token clears the auth data and falls back to a public token.
 */
export function createTokenManager({ storage, fetchPublicToken, onPrivateExpired, now = () => new Date() }: TokenManagerOptions) {
  let renewal: Promise<string> | null = null;

  function renewPublicToken(): Promise<string> {
    renewal ??= fetchPublicToken()
      .then((token) => {
        storage.setItem(TOKEN_KEYS.publicToken, token);
        return token;
      })
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  function clearPrivate(): void {
    storage.removeItem(TOKEN_KEYS.privateToken);
    storage.removeItem(TOKEN_KEYS.expiresAt);
  }

  return {
    /** The token to send: manager when asked and valid, else private, else a (renewed) public one. */
    async tokenFor(kind: 'guest' | 'manager' = 'guest'): Promise<string> {
      if (kind === 'manager') {
        const manager = storage.getItem(TOKEN_KEYS.managerToken);
        if (manager && !isTokenExpired(manager, now())) return manager;
        if (manager) storage.removeItem(TOKEN_KEYS.managerToken);
        throw new ApiError(401, 'unauthorized', 'Not authorized');
      }
      const privateToken = storage.getItem(TOKEN_KEYS.privateToken);
      if (privateToken) {
        if (!isTokenExpired(privateToken, now())) return privateToken;
        clearPrivate();
        onPrivateExpired?.();
      }
      const publicToken = storage.getItem(TOKEN_KEYS.publicToken);
      if (publicToken && !isTokenExpired(publicToken, now())) return publicToken;
      const renewed = await renewPublicToken().catch(() => null);
      if (!renewed) throw new ApiError(401, 'unauthorized', 'Not authorized');
      return renewed;
    },

    /** Stores a login's token (spec §4: private token and expiry; a manager login its own token). */
    rememberLogin(token: string, expiresAt: string, kind: 'private' | 'manager'): void {
      if (kind === 'manager') {
        storage.setItem(TOKEN_KEYS.managerToken, token);
        return;
      }
      storage.setItem(TOKEN_KEYS.privateToken, token);
      storage.setItem(TOKEN_KEYS.expiresAt, expiresAt);
    },

    /** Logged in means a private token is present (spec §4). */
    isLoggedIn(): boolean {
      return storage.getItem(TOKEN_KEYS.privateToken) !== null;
    },

    forgetPrivate: clearPrivate,

    /** A manager token is stored and not expired. */
    hasManagerToken(): boolean {
      const manager = storage.getItem(TOKEN_KEYS.managerToken);
      return manager !== null && !isTokenExpired(manager, now());
    },

    forgetManager(): void {
      storage.removeItem(TOKEN_KEYS.managerToken);
    },
  };
}
export type TokenManager = ReturnType<typeof createTokenManager>;
