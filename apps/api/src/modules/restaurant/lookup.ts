import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createRestaurantMemo } from './restaurant-memo.ts';
import type { RestaurantStore } from './store.ts';

/** How every service finds the restaurant a call names (built once in the composition root). */
export interface RestaurantLookup {
  /** The restaurant, or a 422 `restaurantId: ['restaurant_does_not_exists']`. */
  require(restaurantId: number): Promise<RestaurantRow>;
}

export interface RestaurantLookupOptions {
  /**
   * How long a restaurant row is kept, in ms (0: read on every call). No API call writes
   * `restaurants` (the demo data is inserted before the server listens), so this is the bound on
   * how long an edit made beside the API (SQL, a seed) takes to be seen, as for the menu's answers.
   */
  ttlMs?: number;
}

/**
 * The lookup, keeping each restaurant's row (frozen: it is shared between requests) so that the
 * basket and order calls, which each ask for their restaurant, do not read it every time. An
 * unknown id is never kept: a restaurant inserted later is found at once.
 */
export function createRestaurantLookup(
  store: Pick<RestaurantStore, 'findRestaurantById'>,
  { ttlMs = 0 }: RestaurantLookupOptions = {},
): RestaurantLookup & { forget(restaurantId: number): void } {
  const rows = createRestaurantMemo<RestaurantRow>({ ttlMs, maxEntries: 10_000 });
  const read = async (restaurantId: number) => {
    const restaurant = await store.findRestaurantById(restaurantId);
    if (!restaurant) throw AppError.validation('restaurantId', 'restaurant_does_not_exists');
    return Object.freeze(restaurant);
  };
  return {
    require: (restaurantId) => rows.get(restaurantId, '', () => read(restaurantId)),
    /** Retires the kept row (a change to the restaurant announced in any process). */
    forget: rows.forget,
  };
}
