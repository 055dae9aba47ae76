import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { DeliveryTypeCode, deliveryTypeCode, type deliveryTypeCodeSchema, deliveryTypeName, deliveryTypeSchema } from '../index.ts';

describe('the enums without zod', () => {
  it('name each delivery type code as deliveryTypeSchema does, and back', () => {
    for (const code of Object.values(DeliveryTypeCode)) {
      expect(deliveryTypeName(code)).toBe(deliveryTypeSchema.parse(code));
      expect(deliveryTypeCode(deliveryTypeName(code))).toBe(code);
    }
  });

  it('type the codes as the schema does', () => {
    expectTypeOf<DeliveryTypeCode>().toEqualTypeOf<z.infer<typeof deliveryTypeCodeSchema>>();
  });
});
