import {
  type changeOrderStatusRequestSchema,
  changeOrderStatusResponseSchema,
  managerOrderSchema,
  type managerOrdersQuerySchema,
  managerRestaurantResponseSchema,
} from '@platter/contract';
import { z } from 'zod';
import type { CallInput, CallOptions } from '../call-types.ts';
import type { SendRequest } from '../transport.ts';
import { asJson, asQuery } from './query.ts';

/** Manager calls (spec document 2, §7 "Manager"), all with the manager token. */
export function createManagerCalls(request: SendRequest) {
  return {
    /** `GET api/managers/restaurant`. */
    restaurant: (options: CallOptions = {}) =>
      request('managers/restaurant', { ...options, schema: managerRestaurantResponseSchema, token: 'manager' }),

    /** `GET api/managers/order`: orders by date range and filter type (`create` or `delivery`). */
    orders: (input: CallInput<typeof managerOrdersQuerySchema>, options: CallOptions = {}) =>
      request('managers/order', { ...options, schema: z.array(managerOrderSchema), searchParams: asQuery(input), token: 'manager' }),

    /** `POST api/managers/order/change-status`. */
    changeStatus: (input: CallInput<typeof changeOrderStatusRequestSchema>, options: CallOptions = {}) =>
      request('managers/order/change-status', {
        ...options,
        method: 'post',
        schema: changeOrderStatusResponseSchema,
        json: asJson(input),
        token: 'manager',
      }),
  };
}

export type ManagerCalls = ReturnType<typeof createManagerCalls>;
