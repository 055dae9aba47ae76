import { addAddressToBasketRequestSchema, addToBasketRequestSchema } from '@platter/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createValidatorCompiler, RequestValidationError, zodValidatorCompiler } from '../../src/http/validation.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'POST', url: '/api/test', httpPart: 'body' });
type Validate = (data: unknown) => unknown;
const validator = (compiler: ReturnType<typeof createValidatorCompiler>, schema: z.ZodType) => compiler(route(schema)) as Validate;

const line = { restaurantId: 1, basketId: 'kq3J9d0sYb7pXq2VwZr4Ag', productId: 17 };
const address = {
  restaurantId: 1,
  basketId: 'kq3J9d0sYb7pXq2VwZr4Ag',
  userInfo: {
    name: 'Erika Mustermann',
    email: 'bench@example.com',
    address: 'Invalidenstraße',
    house_number: '117',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
  },
};

describe('the compiled request validators', () => {
  const compiled = createValidatorCompiler({ verify: true });

  it.each([
    ['a basket line', addToBasketRequestSchema, { ...line, quantity: 2 }],
    ['a quantity sent as text', addToBasketRequestSchema, { ...line, quantity: '4' }],
    ['a quantity left out', addToBasketRequestSchema, line],
    ['a quantity below 1', addToBasketRequestSchema, { ...line, quantity: 0 }],
    ['a missing product', addToBasketRequestSchema, { restaurantId: 1, basketId: 'b' }],
    ['a product id as words', addToBasketRequestSchema, { ...line, productId: 'seventeen' }],
    ['an address', addAddressToBasketRequestSchema, address],
    ['an address without its name', addAddressToBasketRequestSchema, { ...address, userInfo: { ...address.userInfo, name: '' } }],
    ['no body at all', addToBasketRequestSchema, undefined],
    ['a NUL in a text', addToBasketRequestSchema, { ...line, basketId: 'b\u0000' }],
  ])('answers %s as zod does: the same value or the same 422 field map', (_name, schema, data) => {
    expect(validator(compiled, schema)(data)).toEqual(validator(zodValidatorCompiler as never, schema)(data));
  });

  it('reports a wrong field as before', () => {
    const result = validator(compiled, addToBasketRequestSchema)({ restaurantId: 1, basketId: 'b' }) as { error: RequestValidationError };
    expect(result.error).toBeInstanceOf(RequestValidationError);
    expect(result.error.problems).toEqual([{ field: 'productId', code: 'required' }]);
  });

  it('fails the request outside production when the compiled parser answers otherwise than zod', () => {
    const faulty = createValidatorCompiler({ verify: true, compile: () => z.object({ productId: z.number() }) });
    expect(() => validator(faulty, addToBasketRequestSchema)({ ...line, quantity: 2 })).toThrow(
      /compiled validation of POST \/api\/test \(body\) differs/,
    );
    const unchecked = createValidatorCompiler({ verify: false, compile: () => z.object({ productId: z.number() }) });
    expect(validator(unchecked, addToBasketRequestSchema)({ ...line, quantity: 2 })).toEqual({ value: { productId: 17 } });
  });
});
