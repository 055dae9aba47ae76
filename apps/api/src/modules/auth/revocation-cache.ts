import { performance } from 'node:perf_hooks';

/**
 * How long a process trusts what it read about a token's standing (logout, session version).
 * A session ended in this process is forgotten at once, in another process as soon as Redis
 * delivers the announcement (milliseconds); only when that announcement is lost may another
 * process accept an ended session's token this long.
 */
export const REVOCATION_CACHE_TTL_MS = 5_000;
/** Tokens remembered at most; past that the oldest go first. */
const MAX_ENTRIES = 50_000;

interface Entry {
  userId: string;
  revoked: boolean;
  until: number;
}

export interface RevocationCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** A monotonic clock in milliseconds, not the app's clock (tests fix that one). */
  clock?: () => number;
}

/**
 * Remembers, per token id, whether a private or manager token still stands, so a request's check
 * reads the database once per token and time to live rather than on every request.
 */
export function createRevocationCache({
  ttlMs = REVOCATION_CACHE_TTL_MS,
  maxEntries = MAX_ENTRIES,
  clock = () => performance.now(),
}: RevocationCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  // Grows with each forgetting: a database read that started before one may hold what the
  // forgetting replaced, so its answer is used but not remembered.
  let generation = 0;

  return {
    /** Whether the token `jti` of user `userId` is revoked, from memory or else from `read`. */
    async isRevoked(jti: string, userId: string, read: () => Promise<boolean>): Promise<boolean> {
      const entry = entries.get(jti);
      if (entry && entry.until > clock()) return entry.revoked;
      if (entry) entries.delete(jti);
      const readIn = generation;
      const revoked = await read();
      if (readIn === generation) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(jti, { userId, revoked, until: clock() + ttlMs });
      }
      return revoked;
    },
    /** Every token of the user is read again (password changed or reset). */
    forgetUser(userId: string) {
      generation++;
      for (const [jti, entry] of entries) if (entry.userId === userId) entries.delete(jti);
    },
    /** The token is read again (logged out). */
    forgetToken(jti: string) {
      generation++;
      entries.delete(jti);
    },
  };
}
export type RevocationCache = ReturnType<typeof createRevocationCache>;
