import { z } from 'zod';
import { basketSchema, shippingPriceSchema } from './basket.ts';
import { orderSchema } from './order.ts';
import { restaurantInfoSchema } from './restaurant.ts';

/*
 * Response shapes that spec document 2 leaves "not shown": those the server's routes declare
 * (apps/api basket, order and payment modules), and the client's assumptions where no route exists
 * yet (table payments). api-client parses with them; the server declares them.
 */

/** `POST api/basket/create` answers with the new, empty basket (its `id` goes into the local registry). */
export const basketCreateResponseSchema = basketSchema;

/** Basket changes answer with the basket as it now is (the client still reloads it after each change, spec §4). */
export const basketChangeResponseSchema = basketSchema;

/** `POST api/basket/unassigned-basket` answers with nothing. */
export const basketUnassignResponseSchema = z.null();

/** `GET api/order/check-address`: a failure is an ApiError; success says so. */
export const checkAddressResponseSchema = z.object({ valid: z.literal(true) });

/** A response the spec does not show and no route declares yet (bill request, table payments): success or an ApiError is what counts. */
export const unreadResponseSchema = z.unknown();

/** `GET api/payment/prepare`: "redirect to mollieLink" (assumed: no route yet). */
export const paymentPrepareResponseSchema = z.object({ mollieLink: z.string() });

/** `GET api/order/history`: the signed-in customer's orders. */
export const orderHistoryResponseSchema = z.array(orderSchema);

/** `GET api/basket/total-price` answers like `api/restaurant/shipping-price`. */
export const basketTotalResponseSchema = shippingPriceSchema;

/** `GET api/managers/restaurant`: the restaurants the manager manages, by id (a manager of several picks one). */
export const managerRestaurantResponseSchema = z.array(restaurantInfoSchema);

/** `POST api/managers/order/change-status`: the order with its new status. */
export const changeOrderStatusResponseSchema = orderSchema;
