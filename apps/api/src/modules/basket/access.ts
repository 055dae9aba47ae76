import type { TokenClaims } from '../../auth/tokens.ts';
import { AppError } from '../../errors.ts';
import type { BasketRow } from './store.ts';

/**
 * Who may read or change a basket: the session that created it, or the customer it is assigned
 * to. Anyone else hears that it does not exist, which is also what the spec's client acts on
 * (it forgets its local basket), and which tells a guesser nothing.
 */
export function canUseBasket(basket: BasketRow, auth: TokenClaims): boolean {
  if (basket.owner_subject === auth.sub) return true;
  return auth.kind === 'private' && basket.user_id !== null && String(basket.user_id) === auth.sub;
}

export function basketMissing(): AppError {
  return AppError.validation('basketId', 'basket_does_not_exists');
}

export function requireUsableBasket(basket: BasketRow | undefined, restaurantId: number, auth: TokenClaims): BasketRow {
  if (!basket || basket.restaurant_id !== restaurantId || !canUseBasket(basket, auth)) throw basketMissing();
  return basket;
}
