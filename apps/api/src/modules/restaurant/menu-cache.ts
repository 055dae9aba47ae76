import { createHash } from 'node:crypto';
import type { ContentCoding } from '../../http/accept-encoding.ts';
import type { PreparedAnswer } from '../../http/cached-answer.ts';
import { compressBody } from '../../http/compression.ts';

/**
 * A menu answer as sent: its JSON, its ETag (weak: the same answer sent plain, brotli or gzip is
 * one representation), and its compressed forms, each made once.
 */
export type CachedAnswer = PreparedAnswer;

export interface MenuCacheOptions {
  /** How long an answer is kept at most, in ms: the bound on staleness after a change no one announced (0: no cache). */
  ttlMs: number;
  /** Answers kept at most; the oldest go first. @default 2000 */
  maxEntries?: number;
  /** A monotonic clock in ms (tests move it). @default performance.now */
  monotonicNow?: () => number;
}

interface Entry {
  generation: number;
  storedAt: number;
  answer: CachedAnswer;
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function cachedAnswer(body: string): CachedAnswer {
  const encoded = new Map<ContentCoding, Promise<Buffer>>();
  return {
    body,
    etag: etagOf(body),
    encoded(coding) {
      let compressed = encoded.get(coding);
      if (!compressed) {
        compressed = compressBody(Buffer.from(body), coding);
        encoded.set(coding, compressed);
      }
      return compressed;
    },
  };
}

/**
 * The menu's answers, per restaurant, under keys that name everything else an answer depends on
 * (the call, its parameters, the basket's delivery type, the minute prices and pauses are judged
 * at, the language). A change to a restaurant's menu (an order taking or giving back stock, a break
 * pattern) bumps the restaurant's generation, which retires all its answers at once, answers being
 * computed at that moment included. Concurrent misses of one key share one computation.
 */
export function createMenuCache({ ttlMs, maxEntries = 2000, monotonicNow = () => performance.now() }: MenuCacheOptions) {
  const entries = new Map<string, Entry>();
  const computing = new Map<string, Promise<CachedAnswer>>();
  const generations = new Map<number, number>();
  const generationOf = (restaurantId: number) => generations.get(restaurantId) ?? 0;

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  return {
    enabled: ttlMs > 0,

    /**
     * The answer under the key `keyOf` finds for `restaurantId`, computed (the JSON text) when
     * missing, stale or of an older generation. Without a cache, `keyOf` is never called.
     */
    async answer(restaurantId: number, keyOf: () => Promise<string>, compute: () => Promise<string>): Promise<CachedAnswer> {
      if (ttlMs <= 0) return cachedAnswer(await compute());
      const fullKey = `${restaurantId}|${await keyOf()}`;
      const generation = generationOf(restaurantId);
      const kept = entries.get(fullKey);
      if (kept && kept.generation === generation && monotonicNow() - kept.storedAt < ttlMs) return kept.answer;
      const pendingKey = `${generation}|${fullKey}`;
      const pending = computing.get(pendingKey);
      if (pending) return pending;
      const startedAt = monotonicNow();
      const computation = compute()
        .then((body) => {
          const answer = cachedAnswer(body);
          // A change announced while computing retires this answer: it may have read the old menu.
          if (generationOf(restaurantId) === generation) store(fullKey, { generation, storedAt: startedAt, answer });
          return answer;
        })
        .finally(() => computing.delete(pendingKey));
      computing.set(pendingKey, computation);
      return computation;
    },

    /** Retires every answer of the restaurant (its menu, stock or pauses changed). */
    invalidate(restaurantId: number): void {
      generations.set(restaurantId, generationOf(restaurantId) + 1);
    },

    size: () => entries.size,
  };
}
export type MenuCache = ReturnType<typeof createMenuCache>;
