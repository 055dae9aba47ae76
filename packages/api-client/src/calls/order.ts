import type {
  billRequestQuerySchema,
  checkAddressQuerySchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  isValidQuerySchema,
  orderHistoryQuerySchema,
  orderQuerySchema,
  reorderRequestSchema,
} from '@platter/contract';
import type { CallInput, CallOptions, CallOutput } from '../call-types.ts';
import { lazySchemas } from '../lazy-schemas.ts';
import type { SendRequest } from '../transport.ts';
import { type FollowedPaymentLink, type FollowPaymentLinkOptions, followPaymentLink } from './payment-link.ts';
import { asJson, asQuery } from './query.ts';

const schema = lazySchemas(() => import('../responses/order.ts'));

export type CreateOrderOptions = CallOptions & FollowPaymentLinkOptions;

/** The created order, its payment link, and where the client went next. */
export type CreatedOrder = CallOutput<typeof createOrderResponseSchema> & { followed: FollowedPaymentLink };

/** Order calls (spec document 2, §7 "Orders and payment"). */
export function createOrderCalls(request: SendRequest) {
  return {
    /** `POST api/order/create-basket`: a new basket holding an earlier order's lines. */
    createBasket: (input: CallInput<typeof reorderRequestSchema>, options: CallOptions = {}) =>
      request('order/create-basket', { ...options, method: 'post', schema: schema('reorder'), json: asJson(input) }),

    /** `GET api/order/check-address`: fails with an ApiError when the address cannot be served. */
    checkAddress: (input: CallInput<typeof checkAddressQuerySchema>, options: CallOptions = {}) =>
      request('order/check-address', { ...options, schema: schema('checkAddress'), searchParams: asQuery(input) }),

    /**
     * `POST api/order/create-order`, then spec §2 "After order creation" (see `followPaymentLink`).
     * The caller clears its basket (the basket store does).
     */
    createOrder: async (
      input: CallInput<typeof createOrderRequestSchema>,
      { navigate, routeName, redirect, ...options }: CreateOrderOptions = {},
    ): Promise<CreatedOrder> => {
      const result = await request('order/create-order', {
        ...options,
        method: 'post',
        schema: schema('createOrder'),
        json: asJson(input),
      });
      const followed = followPaymentLink(result.paymentLink, {
        ...(navigate ? { navigate } : {}),
        ...(routeName ? { routeName } : {}),
        ...(redirect ? { redirect } : {}),
      });
      return { ...result, followed };
    },

    /** `POST api/order/is-valid`, with its fields in the query as the spec sends them. */
    isValid: (input: CallInput<typeof isValidQuerySchema>, options: CallOptions = {}) =>
      request('order/is-valid', { ...options, method: 'post', schema: schema('isValid'), searchParams: asQuery(input) }),

    /** `GET api/order`: the order, its lines and table. */
    get: (input: CallInput<typeof orderQuerySchema>, options: CallOptions = {}) =>
      request('order', { ...options, schema: schema('orderDetail'), searchParams: asQuery(input) }),

    /** `GET api/order/bill-request`: asks the staff for the bill. */
    billRequest: (input: CallInput<typeof billRequestQuerySchema>, options: CallOptions = {}) =>
      request('order/bill-request', { ...options, schema: schema('unread'), searchParams: asQuery(input) }),

    /** `GET api/order/history`: the signed-in customer's orders. */
    history: (input: CallInput<typeof orderHistoryQuerySchema> = {}, options: CallOptions = {}) =>
      request('order/history', { ...options, schema: schema('history'), searchParams: asQuery(input) }),
  };
}

export type OrderCalls = ReturnType<typeof createOrderCalls>;
