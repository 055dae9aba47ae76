import {
  changeOrderStatusResponseSchema,
  createOrderResponseSchema,
  envelopeSchema,
  orderDetailSchema,
  orderHistoryResponseSchema,
  orderHistorySchema,
} from '@platter/contract';
import { describe, expect, it } from 'vitest';
import { isExactlyConvertible } from '../../src/http/serializer.ts';

describe('the order answers', () => {
  it.each([
    ['create-order', createOrderResponseSchema],
    ['order detail', orderDetailSchema],
    ['order history (with lines)', orderHistorySchema],
    ['orders without lines', orderHistoryResponseSchema],
    ['a status change', changeOrderStatusResponseSchema],
  ])('compile to the fast serialiser: %s', (_name, schema) => {
    expect(isExactlyConvertible(envelopeSchema(schema))).toBe(true);
  });
});
