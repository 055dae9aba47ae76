import type { addToBasketRequestSchema, Basket, happyHourTimesQuerySchema, User, websiteViewRequestSchema } from '@platter/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient, CallInput } from '../index.ts';

describe('call types', () => {
  it('infers inputs from the contract, restaurantId optional', () => {
    type Add = CallInput<typeof addToBasketRequestSchema>;
    expectTypeOf<Add['productId']>().toEqualTypeOf<number>();
    expectTypeOf<Add['basketId']>().toEqualTypeOf<string>();
    expectTypeOf<Add>().toHaveProperty('restaurantId').toEqualTypeOf<number | undefined>();
    expectTypeOf<{ basketId: string; productId: number }>().toExtend<Add>();
    expectTypeOf<{ productId: number }>().not.toExtend<Add>();
  });

  it('accepts what the server reads: query flags as 0/1, fields with defaults optional', () => {
    expectTypeOf<{ pinned: 1 }>().toExtend<CallInput<typeof happyHourTimesQuerySchema>>();
    expectTypeOf<{ pinned: true }>().not.toExtend<CallInput<typeof happyHourTimesQuerySchema>>();
    // A preprocessed body (website-view) is typed by the object inside.
    expectTypeOf<{ tableId: number }>().toExtend<CallInput<typeof websiteViewRequestSchema>>();
  });

  it('resolves with the parsed response', () => {
    expectTypeOf<ReturnType<ApiClient['basket']['get']>>().toEqualTypeOf<Promise<Basket>>();
    expectTypeOf<ReturnType<ApiClient['auth']['user']>>().toEqualTypeOf<Promise<User>>();
  });
});
