import { describe, expect, it } from 'vitest';
import { appearanceSchema, checkPageData, DEFAULT_APPEARANCE, pageDataSchema } from '../index.ts';

const valid = {
  apiBase: '/api',
  restaurant: { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
  appearance: { primaryColor: '#1f7a5c', logoUrl: '/logo.svg', logoShape: 'wide', mainImageUrl: null, menuLayout: 'top' },
  features: { hasShop: true, hasLanding: false, catalogueOnly: false, reviews: true, itemComments: false, itemCommentMaxLength: 80 },
  recaptchaSiteKey: '6Lc-key',
};

/** Values to try in any field: the right and wrong types, edge numbers, the enums' members and near misses. */
const CANDIDATES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  '/api',
  '#c2410c',
  '#C2410C',
  '#c2410',
  '#c2410cc',
  'red',
  'de',
  'en',
  'fr',
  'ar',
  'it',
  'DE',
  'round',
  'square',
  'wide',
  'side',
  'top',
  0,
  1,
  -1,
  1.5,
  140,
  2 ** 53,
  2 ** 53 - 1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  [1],
  {},
  { body: 'x' },
];

const PATHS = [
  ['apiBase'],
  ['restaurant'],
  ['restaurant', 'id'],
  ['restaurant', 'slug'],
  ['restaurant', 'name'],
  ['restaurant', 'currency'],
  ['restaurant', 'lang'],
  ['restaurant', 'timeZone'],
  ['appearance'],
  ['appearance', 'primaryColor'],
  ['appearance', 'logoUrl'],
  ['appearance', 'logoShape'],
  ['appearance', 'mainImageUrl'],
  ['appearance', 'menuLayout'],
  ['features'],
  ['features', 'hasShop'],
  ['features', 'hasLanding'],
  ['features', 'catalogueOnly'],
  ['features', 'reviews'],
  ['features', 'itemComments'],
  ['features', 'itemCommentMaxLength'],
  ['recaptchaSiteKey'],
  ['unknownField'],
  ['restaurant', 'unknownField'],
] as const;

/** A copy of `value` with `path` set to `field` (a missing object on the way is made). */
function withField(value: unknown, path: readonly string[], field: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return field;
  const object = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  object[head] = withField(object[head], rest, field);
  return object;
}

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function expectSameAsSchema(input: unknown) {
  const parsed = pageDataSchema.safeParse(input);
  const checked = checkPageData(input);
  expect(checked.ok, JSON.stringify(input)).toBe(parsed.success);
  if (checked.ok && parsed.success) expect(checked.value).toStrictEqual(parsed.data);
}

describe('checkPageData', () => {
  it('reads valid page data as pageDataSchema does, defaults filled', () => {
    expectSameAsSchema(valid);
    expectSameAsSchema({ restaurant: valid.restaurant, appearance: {}, features: {} });
    expect(checkPageData({ restaurant: valid.restaurant, appearance: {}, features: {} })).toStrictEqual({
      ok: true,
      value: pageDataSchema.parse({ restaurant: valid.restaurant, appearance: {}, features: {} }),
    });
  });

  it('accepts and refuses exactly what pageDataSchema does, field by field', () => {
    for (const base of [valid, { restaurant: valid.restaurant, appearance: {}, features: {} }])
      for (const path of PATHS) for (const candidate of CANDIDATES) expectSameAsSchema(withField(base, path, candidate));
    for (const candidate of CANDIDATES) expectSameAsSchema(candidate);
  });

  it('accepts and refuses exactly what pageDataSchema does, with several fields changed at once', () => {
    const next = random(18);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    for (let run = 0; run < 3000; run += 1) {
      let input: unknown = valid;
      const changes = 1 + Math.floor(next() * 4);
      for (let change = 0; change < changes; change += 1) input = withField(input, pick(PATHS), pick(CANDIDATES));
      expectSameAsSchema(input);
    }
  });

  it('says what is wrong', () => {
    expect(checkPageData({ ...valid, restaurant: { ...valid.restaurant, lang: 'xx' } })).toEqual({
      ok: false,
      reason: expect.stringContaining('restaurant.lang'),
    });
  });
});

describe('DEFAULT_APPEARANCE', () => {
  it('is what appearanceSchema yields for a deployment that sets none', () => {
    expect(DEFAULT_APPEARANCE).toStrictEqual(appearanceSchema.parse({}));
  });
});
