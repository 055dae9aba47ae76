import { describe, expect, it } from 'vitest';
import { emailSchema, idSchema, isEmail, MAX_ID, readId } from '../index.ts';

const EMAILS = [
  'guest@example.com',
  ' guest@example.com ',
  'first.last+tag@sub.example.co',
  "o'hara@example.ie",
  'a@b.c',
  'a@b.cd',
  'a@-b.cd',
  'a@b-.cd',
  '.a@b.cd',
  'a.@b.cd',
  'a..b@c.de',
  'a b@c.de',
  'a@b..cd',
  '@b.cd',
  'a@',
  'a',
  '',
  '   ',
  'ä@b.cd',
  'a@bä.cd',
  'a@b.c1',
  'A_B-C@X-Y.Z.COM',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(244)}@example.com`,
  'a@b.cd\n',
  '\ta@b.cd',
];

const IDS: unknown[] = [
  1,
  7,
  0,
  -1,
  1.5,
  MAX_ID,
  MAX_ID + 1,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '1',
  ' 7 ',
  '007',
  '0',
  '',
  '  ',
  '1.0',
  '1e3',
  '0x10',
  '-1',
  `${MAX_ID}`,
  `${MAX_ID + 1}`,
  '99999999999999999999',
  'abc',
  true,
  null,
  undefined,
  [],
  [1],
  {},
];

describe('isEmail', () => {
  it('accepts exactly what emailSchema accepts', () => {
    for (const email of EMAILS) expect(isEmail(email), JSON.stringify(email)).toBe(emailSchema.safeParse(email).success);
  });
});

describe('readId', () => {
  it('reads exactly what idSchema reads', () => {
    for (const value of IDS) {
      const parsed = idSchema.safeParse(value);
      expect(readId(value), String(value)).toBe(parsed.success ? parsed.data : null);
    }
  });
});
