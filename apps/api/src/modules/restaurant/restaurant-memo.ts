export interface RestaurantMemoOptions {
  /** How long a value is kept at most, in ms: the bound on staleness after a change no one announced (0: nothing is kept). */
  ttlMs: number;
  /** Values kept at most; the oldest go first. @default 2000 */
  maxEntries?: number;
  /** A monotonic clock in ms (tests move it). @default performance.now */
  monotonicNow?: () => number;
}

interface Kept<T> {
  generation: number;
  storedAt: number;
  value: T;
}

/**
 * Values read from the database per restaurant and key, kept until the restaurant's next change
 * (`forget`, told in every process as the menu cache is) or for `ttlMs` at most. As in the menu
 * cache, a change bumps the restaurant's generation: a read that started before it is used by its
 * caller but never kept, as it may have read what the change replaced. Concurrent misses of one
 * key share one read. A read that fails is not kept.
 */
export function createRestaurantMemo<T>({ ttlMs, maxEntries = 2000, monotonicNow = () => performance.now() }: RestaurantMemoOptions) {
  const entries = new Map<string, Kept<T>>();
  const reading = new Map<string, Promise<T>>();
  const generations = new Map<number, number>();
  const generationOf = (restaurantId: number) => generations.get(restaurantId) ?? 0;

  return {
    /** The value under the key for the restaurant: kept, or `read` (and kept while no change came in between). */
    get(restaurantId: number, key: string, read: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return read();
      const fullKey = `${restaurantId}|${key}`;
      const generation = generationOf(restaurantId);
      const kept = entries.get(fullKey);
      if (kept && kept.generation === generation && monotonicNow() - kept.storedAt < ttlMs) return Promise.resolve(kept.value);
      const pendingKey = `${generation}|${fullKey}`;
      const pending = reading.get(pendingKey);
      if (pending) return pending;
      const startedAt = monotonicNow();
      const result = read()
        .then((value) => {
          if (generationOf(restaurantId) === generation) {
            entries.delete(fullKey);
            entries.set(fullKey, { generation, storedAt: startedAt, value });
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          }
          return value;
        })
        .finally(() => reading.delete(pendingKey));
      reading.set(pendingKey, result);
      return result;
    },

    /** The value kept under the key, if fresh; nothing is read. */
    peek(restaurantId: number, key: string): T | undefined {
      if (ttlMs <= 0) return undefined;
      const kept = entries.get(`${restaurantId}|${key}`);
      return kept && kept.generation === generationOf(restaurantId) && monotonicNow() - kept.storedAt < ttlMs ? kept.value : undefined;
    },

    /** Retires every value kept for the restaurant, and any being read now. */
    forget(restaurantId: number): void {
      generations.set(restaurantId, generationOf(restaurantId) + 1);
    },

    size: () => entries.size,
  };
}
export type RestaurantMemo<T> = ReturnType<typeof createRestaurantMemo<T>>;
