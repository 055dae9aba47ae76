import { randomBytes } from 'node:crypto';
import type { Basket } from '@platter/contract';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { basketMissing } from './access.ts';
import type { BasketCore } from './core.ts';
import type { BasketRow, BasketStore } from './store.ts';

/** Who holds a basket: creating one, reading it, and handing it to the customer who logs in (and back). */
export function createBasketAccess(context: AppContext, store: BasketStore, core: BasketCore) {
  const { restaurants, now, tokens } = context;
  const { open, view, viewOf } = core;

  /** Whether a customer (a private token) may take the basket: see `assign`. */
  async function mayAssign(basket: BasketRow, auth: TokenClaims, guestToken: string | undefined): Promise<boolean> {
    if (basket.user_id !== null) return String(basket.user_id) === auth.sub;
    if (basket.owner_subject === auth.sub) return true;
    if (!guestToken) return false;
    const proof = await tokens.verify(guestToken);
    return proof.ok && proof.claims.kind === 'public' && proof.claims.sub === basket.owner_subject;
  }

  return {
    /** The basket as the caller may see it (`GET api/basket`). */
    async get(restaurantId: number, basketId: string, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      return viewOf(restaurant, basket);
    },

    async create(restaurantId: number, auth: TokenClaims, deliveryTime: string | undefined): Promise<Basket> {
      const restaurant = await restaurants.require(restaurantId);
      const id = randomBytes(16).toString('base64url');
      const timestamp = now().toISOString();
      const basket = await store.insertBasket({
        id,
        restaurant_id: restaurant.id,
        owner_subject: auth.sub,
        user_id: auth.kind === 'private' ? Number(auth.sub) : null,
        delivery_time: deliveryTime ? new Date(deliveryTime.replace(' ', 'T')).toISOString() : null,
        created_at: timestamp,
        updated_at: timestamp,
      });
      return viewOf(restaurant, basket, { created: true });
    },

    /**
     * After login the local basket becomes the customer's (spec §4); logout gives it back. Knowing a
     * basket's id is no proof: a guest's basket goes to the customer who sends the public token of
     * the guest session that made it (`guestToken`); a basket already the customer's (assigned to
     * them, or made with their private token) needs none. Anyone else hears 403 `you_dont_allow`
     * and learns nothing of the basket; an unknown basket stays `basket_does_not_exists`.
     */
    async assign(restaurantId: number, basketId: string, auth: TokenClaims, guestToken?: string): Promise<Basket> {
      if (auth.kind !== 'private') throw AppError.of('unauthorized');
      const restaurant = await restaurants.require(restaurantId);
      const basket = await store.findBasket(basketId);
      if (!basket || basket.restaurant_id !== restaurant.id) throw basketMissing();
      if (!(await mayAssign(basket, auth, guestToken))) throw AppError.of('you_dont_allow');
      // Conditional: of two customers racing with the same proof, the second finds it taken.
      const assigned = await store.assignBasket(basket.id, Number(auth.sub), now().toISOString());
      if (!assigned) throw AppError.of('you_dont_allow');
      return view(restaurant, basket.id);
    },

    async unassign(basketId: string, auth: TokenClaims): Promise<void> {
      const basket = await store.findBasket(basketId);
      if (!basket || auth.kind !== 'private' || String(basket.user_id) !== auth.sub) throw basketMissing();
      await store.updateBasket(basket.id, { user_id: null, updated_at: now().toISOString() });
    },
  };
}
