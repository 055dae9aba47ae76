import type {
  breakPatternIdRequestSchema,
  breakPatternsQuerySchema,
  changeOrderStatusRequestSchema,
  createBreakPatternRequestSchema,
  managerOrdersQuerySchema,
  updateBreakPatternRequestSchema,
} from '@platter/contract';
import type { CallInput, CallOptions } from '../call-types.ts';
import { lazySchemas } from '../lazy-schemas.ts';
import type { SendRequest } from '../transport.ts';
import { asJson, asQuery } from './query.ts';

const schema = lazySchemas(() => import('../responses/managers.ts'));

/** Manager calls (spec document 2, §7 "Manager"), all with the manager token. */
export function createManagerCalls(request: SendRequest) {
  return {
    /** `GET api/managers/restaurant`. */
    restaurant: (options: CallOptions = {}) =>
      request('managers/restaurant', { ...options, schema: schema('restaurants'), token: 'manager' }),

    /** `GET api/managers/order`: orders by date range and filter type (`create` or `delivery`). */
    orders: (input: CallInput<typeof managerOrdersQuerySchema>, options: CallOptions = {}) =>
      request('managers/order', { ...options, schema: schema('orders'), searchParams: asQuery(input), token: 'manager' }),

    /** `POST api/managers/order/change-status`. */
    changeStatus: (input: CallInput<typeof changeOrderStatusRequestSchema>, options: CallOptions = {}) =>
      request('managers/order/change-status', {
        ...options,
        method: 'post',
        schema: schema('changedOrder'),
        json: asJson(input),
        token: 'manager',
      }),

    /** `GET api/managers/break-patterns`: the restaurant's break patterns, newest first, each with `active` now. */
    breakPatterns: (input: CallInput<typeof breakPatternsQuerySchema> = {}, options: CallOptions = {}) =>
      request('managers/break-patterns', {
        ...options,
        schema: schema('breakPatterns'),
        searchParams: asQuery(input),
        token: 'manager',
      }),

    /** `POST api/managers/break-patterns`: a new break pattern (text `break_pattern_created`). */
    createBreakPattern: (input: CallInput<typeof createBreakPatternRequestSchema>, options: CallOptions = {}) =>
      request('managers/break-patterns', {
        ...options,
        method: 'post',
        schema: schema('breakPattern'),
        json: asJson(input),
        token: 'manager',
      }),

    /** `POST api/managers/break-patterns/update`: every field of a pattern replaced (text `break_pattern_updated`). */
    updateBreakPattern: (input: CallInput<typeof updateBreakPatternRequestSchema>, options: CallOptions = {}) =>
      request('managers/break-patterns/update', {
        ...options,
        method: 'post',
        schema: schema('breakPattern'),
        json: asJson(input),
        token: 'manager',
      }),

    /** `POST api/managers/break-patterns/stop`: ends a running pattern for good (text `break_pattern_stopped`). */
    stopBreakPattern: (input: CallInput<typeof breakPatternIdRequestSchema>, options: CallOptions = {}) =>
      request('managers/break-patterns/stop', {
        ...options,
        method: 'post',
        schema: schema('breakPattern'),
        json: asJson(input),
        token: 'manager',
      }),

    /** `POST api/managers/break-patterns/delete` (text `break_pattern_deleted`). */
    deleteBreakPattern: (input: CallInput<typeof breakPatternIdRequestSchema>, options: CallOptions = {}) =>
      request('managers/break-patterns/delete', {
        ...options,
        method: 'post',
        schema: schema('deletedBreakPattern'),
        json: asJson(input),
        token: 'manager',
      }),
  };
}

export type ManagerCalls = ReturnType<typeof createManagerCalls>;
