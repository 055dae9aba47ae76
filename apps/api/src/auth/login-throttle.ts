import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/** Failed logins an account may have within the window before further attempts are refused. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Accounts remembered at most in memory; past that the oldest entries go first (bounded under a flood of made-up emails). */
const MAX_TRACKED_ACCOUNTS = 100_000;
/** The Redis keys' prefix; the account part is hashed, so no email is stored in Redis. */
export const REDIS_LOGIN_FAILURES_PREFIX = 'platter:login-failures:';

/** Where failures are counted: a window per key, started by its first failure. */
interface FailureCounter {
  count(key: string): Promise<number>;
  add(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

function memoryCounter(now: () => Date, windowMs: number): FailureCounter {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now().getTime()) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    count: async (key) => current(key)?.count ?? 0,
    async add(key) {
      const entry = current(key);
      if (entry) {
        entry.count++;
        return;
      }
      if (failures.size >= MAX_TRACKED_ACCOUNTS) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(key, { count: 1, resetAt: now().getTime() + windowMs });
    },
    clear: async (key) => void failures.delete(key),
    close: async () => undefined,
  };
}

/**
 * Every API process counts in Redis: the first failure creates the key with the window as its
 * expiry (`SET NX PX`), later ones increment it (an increment keeps the expiry). If Redis is away
 * the count reads as 0 (the per-address rate limit still applies) and the failure is reported.
 */
function redisCounter(url: string, windowMs: number, onError: (error: unknown) => void): FailureCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', onError);
  const name = (key: string) => REDIS_LOGIN_FAILURES_PREFIX + createHash('sha256').update(key).digest('base64url');
  const guarded = async <T>(fallback: T, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      onError(error);
      return fallback;
    }
  };
  return {
    count: (key) => guarded(0, async () => Number((await redis.get(name(key))) ?? 0)),
    add: (key) =>
      guarded(undefined, async () => {
        await redis.multi().set(name(key), '0', 'PX', windowMs, 'NX').incr(name(key)).exec();
      }),
    clear: (key) =>
      guarded(undefined, async () => {
        await redis.del(name(key));
      }),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export interface LoginThrottleOptions {
  now: () => Date;
  /** @default MAX_FAILED_LOGINS */
  max?: number;
  /** @default FAILED_LOGIN_WINDOW_MS */
  windowMs?: number;
  /** Off in tests that switch rate limits off (`config.rateLimits`). @default true */
  enabled?: boolean;
  /** Count in Redis, shared by every API process (REDIS_URL); else in this process's memory. */
  redisUrl?: string | undefined;
  /** Where a Redis failure is told. */
  onError?: (error: unknown) => void;
}

/**
 * Counts failed logins per account (whatever address they come from, so rotating addresses does
 * not help a guesser): after `max` failures in a fixed window of `windowMs` from the first, the
 * account's logins are refused until the window ends; a successful login clears the count.
 */
export function createLoginThrottle({
  now,
  max = MAX_FAILED_LOGINS,
  windowMs = FAILED_LOGIN_WINDOW_MS,
  enabled = true,
  redisUrl,
  onError = () => undefined,
}: LoginThrottleOptions) {
  const counter = !enabled ? undefined : redisUrl ? redisCounter(redisUrl, windowMs, onError) : memoryCounter(now, windowMs);
  return {
    /** Whether the account has used up its failed attempts for now. */
    async isBlocked(key: string): Promise<boolean> {
      return counter ? (await counter.count(key)) >= max : false;
    },
    async recordFailure(key: string): Promise<void> {
      await counter?.add(key);
    },
    async reset(key: string): Promise<void> {
      await counter?.clear(key);
    },
    /** Closes the Redis connection, if any. */
    async close(): Promise<void> {
      await counter?.close();
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
