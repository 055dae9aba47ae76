import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type Envelope, envelopeSchema, errorBodySchema, toMajorUnits, toMinorUnits, validationErrorBodySchema } from '../index.ts';

describe('envelope', () => {
  it('parses a successful body and infers the data type', () => {
    const schema = envelopeSchema(z.object({ access_token: z.string() }));
    const body = schema.parse({ data: { access_token: 'abc' }, message: { body: '' } });
    expect(body.data.access_token).toBe('abc');
    expectTypeOf(body).toEqualTypeOf<Envelope<{ access_token: string }>>();
  });

  it('rejects a body without the message part', () => {
    const schema = envelopeSchema(z.null());
    expect(schema.safeParse({ data: null }).success).toBe(false);
  });

  it('reads a 422 field map with stock parameters', () => {
    const body = validationErrorBodySchema.parse({
      message: { body: 'Only 2 left of Pizza' },
      errors: { productId: ['the_product_quantity_limit_reached'] },
      name: 'Pizza',
      inStock: 2,
    });
    expect(body.errors.productId).toEqual(['the_product_quantity_limit_reached']);
    expect(body.inStock).toBe(2);
  });

  it('requires a code on other errors', () => {
    expect(errorBodySchema.safeParse({ message: { body: 'Not found' } }).success).toBe(false);
  });
});

describe('money units', () => {
  it('converts between minor and major units without float drift', () => {
    expect(toMajorUnits(1250)).toBe(12.5);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(19.99)).toBe(1999);
  });
});
