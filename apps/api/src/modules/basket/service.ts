import type { AppContext } from '../../context.ts';
import type { BasketRow, RestaurantRow } from '../../db/schema.ts';
import type { ProductPauses } from '../break-patterns/index.ts';
import { createBasketAccess } from './access-service.ts';
import { createBasketCore } from './core.ts';
import { createBasketDelivery } from './delivery-service.ts';
import { productDateRuleFor } from './event-details.ts';
import { createBasketExtras } from './extras-service.ts';
import { createBasketLines } from './lines-service.ts';
import type { BasketStore } from './store.ts';

/**
 * The basket's use cases in one object for the routes and the order module, each group built in
 * its own file: access (create, read, assign), lines, delivery and checkout details, and extras
 * (voucher, tip, table). They share `core.ts`: the basket a caller may use, its view, and the one
 * transactional write of a line with its items.
 */
export function createBasketService(context: AppContext, store: BasketStore, pauses: Pick<ProductPauses, 'pausedForDelivery'>) {
  const core = createBasketCore(context, store, pauses);
  const { now } = context;
  return {
    open: core.open,
    view: core.view,
    snapshot: core.snapshot,
    /** Pre-ordered happy-hour products on their days only (`happy-hour-preorder.ts`); the order checks again. */
    assertHappyHourDates: core.assertHappyHourDates,
    /** The delivery-time rules' view of the restaurant for a delivery type (the order checks the time again). */
    schedule: core.schedule,
    forgetRestaurant: core.forgetRestaurant,
    /** The dates a product sold per person may be booked for, for this basket. */
    productDateRule: (restaurant: RestaurantRow, basket: BasketRow, productId: number) =>
      productDateRuleFor(store, restaurant, basket, productId, now()),
    ...createBasketAccess(context, store, core),
    ...createBasketLines(context, store, core),
    ...createBasketDelivery(context, store, core),
    ...createBasketExtras(context, store, core),
  };
}
export type BasketService = ReturnType<typeof createBasketService>;
