import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { RestaurantStore } from './store.ts';

/** How every service finds the restaurant a call names (built once in the composition root). */
export interface RestaurantLookup {
  /** The restaurant, or a 422 `restaurantId: ['restaurant_does_not_exists']`. */
  require(restaurantId: number): Promise<RestaurantRow>;
}

export function createRestaurantLookup(store: Pick<RestaurantStore, 'findRestaurantById'>): RestaurantLookup {
  return {
    async require(restaurantId) {
      const restaurant = await store.findRestaurantById(restaurantId);
      if (!restaurant) throw AppError.validation('restaurantId', 'restaurant_does_not_exists');
      return restaurant;
    },
  };
}
