import {
  basketChangeResponseSchema,
  basketCreateResponseSchema,
  basketSchema,
  basketTotalResponseSchema,
  basketUnassignResponseSchema,
  deliveryChangeSchema,
} from '@platter/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as basket from '../responses/basket.ts';

describe('the response schemas loaded per area', () => {
  it("are the contract's basket answers, taken at their source", () => {
    expect(basket.change).toBe(basketChangeResponseSchema);
    expect(basket.create).toBe(basketCreateResponseSchema);
    expect(basket.basket).toBe(basketSchema);
    expect(basket.total).toBe(basketTotalResponseSchema);
    expect(basket.deliveryChange).toBe(deliveryChangeSchema);
    expect(z.toJSONSchema(basket.unassign)).toEqual(z.toJSONSchema(basketUnassignResponseSchema));
  });
});
