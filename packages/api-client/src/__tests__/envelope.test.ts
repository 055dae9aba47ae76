import { envelopeSchema, errorBodySchema, validationErrorBodySchema } from '@platter/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readEnvelopeData, readErrorBody, readValidationErrorBody } from '../envelope.ts';

const MESSAGES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  1,
  [],
  {},
  { body: '' },
  { body: 'Saved' },
  { body: 1 },
  { body: null },
  { body: 'x', extra: 1 },
];
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  0,
  1.5,
  -3,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  [],
  ['x'],
  ['x', 1],
  {},
  { a: 1 },
];
const ERRORS: unknown[] = [
  undefined,
  null,
  [],
  {},
  { basketId: ['basket_does_not_exists'] },
  { a: [] },
  { a: ['x', 'y'], b: ['z'] },
  { a: 'x' },
  { a: [1] },
  { a: null },
  'x',
];

function bodies(): unknown[] {
  const list: unknown[] = [...VALUES];
  for (const message of MESSAGES) {
    for (const value of VALUES) list.push({ message, data: value }, { message, code: value }, { message, name: value, errors: {} });
    for (const value of VALUES) list.push({ message, errors: {}, inStock: value }, { message, errors: {}, validTime: value });
    for (const errors of ERRORS)
      list.push({ message, errors }, { message, errors, code: 'x', name: 'Pizza', inStock: 2, validTime: '12:00' });
    list.push({ message }, { message, data: { id: 1 }, extra: true });
  }
  return list;
}

/** JSON answers only: what `response.json()` can give (NaN and infinities become null). */
const answers = bodies().map((body) => (body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown)));
const everything = [...bodies(), ...answers];

describe('the envelope and error bodies read by hand', () => {
  it('read the envelope exactly as envelopeSchema(z.unknown()) does', () => {
    const schema = envelopeSchema(z.unknown());
    for (const body of everything) {
      const parsed = schema.safeParse(body);
      const read = readEnvelopeData(body);
      expect(read.ok, JSON.stringify(body)).toBe(parsed.success);
      if (read.ok && parsed.success) expect(read.value).toStrictEqual(parsed.data.data);
    }
  });

  it('read 422 bodies exactly as validationErrorBodySchema does', () => {
    for (const body of everything) {
      const parsed = validationErrorBodySchema.safeParse(body);
      expect(readValidationErrorBody(body), JSON.stringify(body)).toStrictEqual(parsed.success ? parsed.data : null);
    }
  });

  it('read other error bodies exactly as errorBodySchema does', () => {
    for (const body of everything) {
      const parsed = errorBodySchema.safeParse(body);
      expect(readErrorBody(body), JSON.stringify(body)).toStrictEqual(parsed.success ? parsed.data : null);
    }
  });
});
