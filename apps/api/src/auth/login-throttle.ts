/** Failed logins an account may have within the window before further attempts are refused. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Accounts remembered at most; past that the oldest entries go first (memory stays bounded under a flood of made-up emails). */
const MAX_TRACKED_ACCOUNTS = 100_000;

export interface LoginThrottleOptions {
  now: () => Date;
  /** @default MAX_FAILED_LOGINS */
  max?: number;
  /** @default FAILED_LOGIN_WINDOW_MS */
  windowMs?: number;
  /** Off in tests that switch rate limits off (`config.rateLimits`). @default true */
  enabled?: boolean;
}

/**
 * Counts failed logins per account (whatever address they come from, so rotating addresses does
 * not help a guesser): after `max` failures in a fixed window of `windowMs` from the first, the
 * account's logins are refused until the window ends; a successful login clears the count. Kept in
 * this process's memory: with several API processes each counts its own share.
 */
export function createLoginThrottle({
  now,
  max = MAX_FAILED_LOGINS,
  windowMs = FAILED_LOGIN_WINDOW_MS,
  enabled = true,
}: LoginThrottleOptions) {
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
    /** Whether the account has used up its failed attempts for now. */
    isBlocked(key: string): boolean {
      return enabled && (current(key)?.count ?? 0) >= max;
    },
    recordFailure(key: string): void {
      if (!enabled) return;
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
    reset(key: string): void {
      failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
