import { describe, expect, it } from 'vitest';
import { deliveryTypeCode, deliveryTypeSchema, paymentTypeSchema, visiblePaymentTypes } from '../index.ts';

describe('deliveryTypeSchema', () => {
  it.each([
    [1, 'delivery'],
    ['2', 'pickup'],
    ['takeaway', 'pickup'],
    [3, 'here'],
    ['here', 'here'],
  ] as const)('reads %s as %s', (input, name) => {
    expect(deliveryTypeSchema.parse(input)).toBe(name);
  });

  it('rejects an unknown type', () => {
    expect(deliveryTypeSchema.safeParse(4).success).toBe(false);
    expect(deliveryTypeSchema.safeParse('boat').success).toBe(false);
  });

  it('maps names back to codes', () => {
    expect(deliveryTypeCode('here')).toBe(3);
  });
});

describe('payment types', () => {
  it('never shows the hidden methods', () => {
    const all = paymentTypeSchema.options;
    expect(visiblePaymentTypes(all)).toEqual(['mollie', 'saferPay', 'cash', 'payAtEnd', 'payFix', 'pwc']);
  });
});
