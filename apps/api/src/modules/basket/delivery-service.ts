import { type Basket, type DeliveryTypeName, deliveryTypeCode, type UserInfo } from '@platter/contract';
import { checkTime, ticketSlots } from '@platter/delivery-time';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { DeliveryAreaRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { restaurantSettings } from '../restaurant/settings.ts';
import { deliveryTypesOf } from './add-rules.ts';
import { type BasketCore, TIME_REJECTION_CODE } from './core.ts';
import type { BasketStore } from './store.ts';

/** How and when the basket is delivered, and the guest's checkout details: type, time, address, prices. */
export function createBasketDelivery(context: AppContext, store: BasketStore, core: BasketCore) {
  const { now } = context;
  const { open, viewOf, schedule, snapshot: snapshotOf, deliveryArea } = core;

  return {
    /**
     * Sets the delivery type; lines that cannot be ordered for it leave the basket, and the answer
     * says which, so the client can warn "Some items are removed from the cart" (spec §4).
     */
    async changeDeliveryMethod(restaurantId: number, basketId: string, type: DeliveryTypeName, auth: TokenClaims) {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const code = deliveryTypeCode(type);
      if (!restaurantSettings(restaurant).deliveryTypes.includes(code))
        throw AppError.validation('deliveryType', 'delivery_type_not_available');
      const snapshot = await snapshotOf(restaurant, basket);
      const dropped = snapshot.lines.filter(({ product }) => !deliveryTypesOf(product).includes(code));
      const changed = await store.transaction(async (tx) => {
        await tx.deleteLines(dropped.map(({ line }) => line.id));
        return tx.updateBasket(basket.id, { delivery_type: code, updated_at: now().toISOString() });
      });
      return {
        basket: await viewOf(restaurant, changed),
        notice:
          dropped.length > 0
            ? { type: 'warning' as const, code: 'items_removed_from_cart', removed: dropped.map(({ product }) => product.name) }
            : null,
      };
    },

    async addDeliveryTime(
      restaurantId: number,
      basketId: string,
      type: DeliveryTypeName,
      deliveryTime: string,
      duration: string | undefined,
      auth: TokenClaims,
    ): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const check = checkTime(await schedule(restaurant, type), now(), deliveryTime);
      if (!check.ok) {
        const code =
          check.reason === 'invalid'
            ? 'date_format_invalid'
            : check.reason === 'past'
              ? TIME_REJECTION_CODE.past
              : 'Restaurant_is_not_Open';
        throw AppError.validation('delivery_time', code);
      }
      // Ticketing mode (spec §4 "Ticketing"): only the start of one of the day's ticket slots.
      if (restaurantSettings(restaurant).ticketingSystem) {
        const slots = ticketSlots(await store.ticketTimes(restaurant.id), check.time.toISODate() ?? '', restaurant.time_zone, now());
        if (!slots.some((slot) => Date.parse(slot.starts_at) === check.instant)) {
          throw AppError.validation('delivery_time', 'Restaurant_is_not_Open');
        }
      }
      const changed = await store.updateBasket(basket.id, {
        delivery_time: new Date(check.instant).toISOString(),
        delivery_type: deliveryTypeCode(type),
        duration: duration ?? null,
        updated_at: now().toISOString(),
      });
      return viewOf(restaurant, changed);
    },

    /** The guest's details for the order; a delivery address must lie in a delivery area. */
    async setUserInfo(restaurantId: number, basketId: string, userInfo: UserInfo, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const type = userInfo.deliveryType ? deliveryTypeCode(userInfo.deliveryType) : basket.delivery_type;
      let area: DeliveryAreaRow | undefined;
      if (type === 1) {
        if (!userInfo.postalCode) throw AppError.validation('userInfo.postalCode', 'required');
        area = await deliveryArea(restaurant, userInfo.postalCode);
        if (!area) throw AppError.validation('userInfo.postalCode', 'postal_code_does_not_exists_in_this_area');
      }
      const changed = await store.updateBasket(basket.id, {
        user_info: JSON.stringify(userInfo),
        ...(userInfo.postalCode ? { postal_code: userInfo.postalCode } : {}),
        ...(type ? { delivery_type: type } : {}),
        updated_at: now().toISOString(),
      });
      return viewOf(restaurant, changed, { area });
    },

    /** Shipping and totals for a postal code and delivery type, without changing the basket. */
    async priceFor(restaurantId: number, basketId: string, type: DeliveryTypeName, postalCode: string, auth: TokenClaims) {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const code = deliveryTypeCode(type);
      if (code === 1 && !(await deliveryArea(restaurant, postalCode))) {
        throw AppError.validation('postalCode', 'postal_code_does_not_exists_in_this_area');
      }
      return snapshotOf(restaurant, { ...basket, delivery_type: code, postal_code: postalCode });
    },
  };
}
