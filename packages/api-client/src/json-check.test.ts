import { describe, expect, it } from 'vitest';
import { jsonCheck, jsonSchemaProblem } from './json-check.ts';

const PRICE = { type: 'number', multipleOf: 0.01, minimum: 0 };
const PRODUCT = {
  type: 'object',
  properties: { id: { type: 'integer', exclusiveMinimum: 0 }, price: PRICE, image: { type: ['string', 'null'] } },
  required: ['id', 'price', 'image'],
  additionalProperties: false,
};

describe('jsonCheck', () => {
  it('gives a valid answer back as it came, unknown keys included', () => {
    const answer = [{ id: 7, price: 12.9, image: null, served_warm: true }];
    const result = jsonCheck<unknown>({ type: 'array', items: PRODUCT }).safeParse(answer);
    expect(result).toEqual({ success: true, data: answer });
    expect(result.success && result.data).toBe(answer);
  });

  it('names where an answer breaks its schema', () => {
    const check = jsonCheck<unknown>({ type: 'array', items: PRODUCT });
    expect(check.safeParse([{ id: 7, price: 12.999, image: null }])).toEqual({
      success: false,
      error: { message: '[0].price is not a multiple of 0.01' },
    });
    expect(jsonSchemaProblem({ type: 'array', items: PRODUCT }, [{ id: 7, image: null }])).toBe('[0].price is missing');
    expect(jsonSchemaProblem(PRODUCT, { id: 0, price: 1, image: null })).toBe('id is not above 0');
    expect(jsonSchemaProblem(PRODUCT, null)).toBe('the data is not of type "object"');
  });

  it('checks the names and values of a record', () => {
    const names = { type: 'object', propertyNames: { enum: ['cash', 'mollie'] }, additionalProperties: { type: 'string' } };
    expect(jsonSchemaProblem(names, { cash: 'Bar' })).toBeNull();
    expect(jsonSchemaProblem(names, { cheque: 'Scheck' })).toBe('cheque (its name) is not one of its values');
    expect(jsonSchemaProblem(names, { mollie: 1 })).toBe('mollie is not of type "string"');
  });
});
