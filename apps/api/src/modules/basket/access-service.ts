import { randomBytes } from 'node:crypto';
import type { Basket } from '@platter/contract';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { basketMissing } from './access.ts';
import type { BasketCore } from './core.ts';
import type { BasketStore } from './store.ts';

/** Who holds a basket: creating one, reading it, and handing it to the customer who logs in (and back). */
export function createBasketAccess(context: AppContext, store: BasketStore, core: BasketCore) {
  const { restaurants, now } = context;
  const { open, view } = core;

  return {
    /** The basket as the caller may see it (`GET api/basket`). */
    async get(restaurantId: number, basketId: string, auth: TokenClaims): Promise<Basket> {
      const { restaurant } = await open(restaurantId, basketId, auth);
      return view(restaurant, basketId);
    },

    async create(restaurantId: number, auth: TokenClaims, deliveryTime: string | undefined): Promise<Basket> {
      const restaurant = await restaurants.require(restaurantId);
      const id = randomBytes(16).toString('base64url');
      const timestamp = now().toISOString();
      await store.insertBasket({
        id,
        restaurant_id: restaurant.id,
        owner_subject: auth.sub,
        user_id: auth.kind === 'private' ? Number(auth.sub) : null,
        delivery_time: deliveryTime ? new Date(deliveryTime.replace(' ', 'T')).toISOString() : null,
        created_at: timestamp,
        updated_at: timestamp,
      });
      return view(restaurant, id);
    },

    /** After login the local basket becomes the customer's (spec §4); logout gives it back. */
    async assign(restaurantId: number, basketId: string, auth: TokenClaims): Promise<Basket> {
      if (auth.kind !== 'private') throw AppError.of('unauthorized');
      const restaurant = await restaurants.require(restaurantId);
      const basket = await store.findBasket(basketId);
      // The guest who made it, or the same customer again, may assign it; nobody can take another's.
      const mayAssign =
        basket && basket.restaurant_id === restaurant.id && (basket.user_id === null || String(basket.user_id) === auth.sub);
      if (!mayAssign) throw basketMissing();
      await store.updateBasket(basket.id, { user_id: Number(auth.sub), updated_at: now().toISOString() });
      return view(restaurant, basket.id);
    },

    async unassign(basketId: string, auth: TokenClaims): Promise<void> {
      const basket = await store.findBasket(basketId);
      if (!basket || auth.kind !== 'private' || String(basket.user_id) !== auth.sub) throw basketMissing();
      await store.updateBasket(basket.id, { user_id: null, updated_at: now().toISOString() });
    },
  };
}
