import { createHash } from 'node:crypto';
import type { ContentCoding } from '../../http/accept-encoding.ts';
import type { PreparedAnswer } from '../../http/cached-answer.ts';
import { compressBody } from '../../http/compression.ts';
import { createRestaurantMemo, type RestaurantMemoOptions } from './restaurant-memo.ts';

/**
 * A menu answer as sent: its JSON, its ETag (weak: the same answer sent plain, brotli or gzip is
 * one representation), and its compressed forms, each made once.
 */
export type CachedAnswer = PreparedAnswer;

export type MenuCacheOptions = RestaurantMemoOptions;

/** What a menu call learnt of where it is: the restaurant (and category) exist, and the restaurant's zone. */
export interface MenuPlace {
  timeZone: string;
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function cachedAnswer(body: string): CachedAnswer {
  const encoded = new Map<ContentCoding, Promise<Buffer>>();
  const ready = new Map<ContentCoding, Buffer>();
  const bytes = Buffer.from(body);
  return {
    body,
    bytes,
    etag: etagOf(body),
    encoded(coding) {
      let compressed = encoded.get(coding);
      if (!compressed) {
        compressed = compressBody(bytes, coding, 'kept');
        compressed.then((done) => ready.set(coding, done)).catch(() => undefined);
        encoded.set(coding, compressed);
      }
      return compressed;
    },
    encodedIfReady: (coding) => ready.get(coding),
  };
}

/**
 * The menu's answers, per restaurant, under keys that name everything else an answer depends on
 * (the call, its parameters, the basket's delivery type, the minute prices and pauses are judged
 * at, the language). A change to a restaurant's menu (an order taking or giving back stock, a break
 * pattern) retires all its answers at once, answers being computed at that moment included
 * (`restaurant-memo.ts`). Concurrent misses of one key share one computation.
 */
export function createMenuCache(options: MenuCacheOptions) {
  const answers = createRestaurantMemo<CachedAnswer>(options);
  const places = createRestaurantMemo<MenuPlace>(options);

  return {
    enabled: options.ttlMs > 0,

    /**
     * The answer under the key `keyOf` finds for `restaurantId`, computed (the JSON text) when
     * missing, stale or of an older generation. Without a cache, `keyOf` is never called.
     */
    async answer(restaurantId: number, keyOf: () => Promise<string>, compute: () => Promise<string>): Promise<CachedAnswer> {
      if (options.ttlMs <= 0) return cachedAnswer(await compute());
      return answers.get(restaurantId, await keyOf(), async () => cachedAnswer(await compute()));
    },

    /** The answer kept under the key (as `answer`'s `keyOf` gives it), if fresh; nothing is computed. */
    peek: (restaurantId: number, key: string): CachedAnswer | undefined => answers.peek(restaurantId, key),

    /**
     * Where a call is (`read` checks that its restaurant and category exist and finds the zone),
     * kept like the answers and retired with them: restaurants and categories change only around
     * the API, and the answers kept for them were as stale.
     */
    place: (restaurantId: number, key: string, read: () => Promise<MenuPlace>): Promise<MenuPlace> => places.get(restaurantId, key, read),

    /** The place kept under the key, if fresh; nothing is read. */
    placeIfKnown: (restaurantId: number, key: string): MenuPlace | undefined => places.peek(restaurantId, key),

    /** Retires every answer of the restaurant (its menu, stock or pauses changed). */
    invalidate(restaurantId: number): void {
      answers.forget(restaurantId);
      places.forget(restaurantId);
    },

    size: () => answers.size(),
  };
}
export type MenuCache = ReturnType<typeof createMenuCache>;
