import { SUPPORTED_LANGUAGES } from '@platter/i18n';
import type { Appearance, FeatureSwitches, PageData } from './page-data.ts';

/*
 * `pageDataSchema` checked by hand: every web app reads its page data before the first render,
 * and zod's schema construction there cost about 0.5 s of main thread on a phone (issue 18). The
 * rules are the schema's, defaults included; a test holds the two together on many inputs.
 */

/** The id of the `<script type="application/json">` element carrying the page data. */
export const PAGE_DATA_ELEMENT_ID = 'platter-data';

/** What `appearanceSchema` yields for `{}`: the appearance of a deployment that sets none. */
export const DEFAULT_APPEARANCE: Readonly<Appearance> = Object.freeze({
  primaryColor: '#c2410c',
  logoUrl: null,
  logoShape: 'round',
  mainImageUrl: null,
  menuLayout: 'side',
});

const DEFAULT_FEATURES: Readonly<FeatureSwitches> = Object.freeze({
  hasShop: true,
  hasLanding: false,
  catalogueOnly: false,
  reviews: true,
  itemComments: true,
  itemCommentMaxLength: 140,
});

export type PageDataCheck = { ok: true; value: PageData } | { ok: false; reason: string };

class Refusal extends Error {}

type Fields = Record<string, unknown>;

function objectAt(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal(`${path}: expected an object`);
  return value as Fields;
}

function stringAt(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new Refusal(`${path}: expected a string`);
  return value;
}

function oneOf<T extends string>(options: readonly T[], value: unknown, path: string): T {
  if (!options.includes(value as T)) throw new Refusal(`${path}: expected one of ${options.join(', ')}`);
  return value as T;
}

function booleanAt(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new Refusal(`${path}: expected a boolean`);
  return value;
}

function positiveIntegerAt(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    throw new Refusal(`${path}: expected a positive whole number`);
  return value;
}

function nullableStringAt(value: unknown, path: string): string | null {
  return value === null ? null : stringAt(value, path);
}

/** A field with a default: the default when absent (undefined), else the field's own check. */
function withDefault<T>(value: unknown, fallback: T, check: (value: unknown) => T): T {
  return value === undefined ? fallback : check(value);
}

function appearanceOf(value: unknown): Appearance {
  const input = objectAt(value, 'appearance');
  return {
    primaryColor: withDefault(input.primaryColor, DEFAULT_APPEARANCE.primaryColor, (colour) => {
      if (!/^#[0-9a-fA-F]{6}$/.test(stringAt(colour, 'appearance.primaryColor')))
        throw new Refusal('appearance.primaryColor: a colour like #1f7a5c');
      return colour as string;
    }),
    logoUrl: withDefault(input.logoUrl, DEFAULT_APPEARANCE.logoUrl, (url) => nullableStringAt(url, 'appearance.logoUrl')),
    logoShape: withDefault(input.logoShape, DEFAULT_APPEARANCE.logoShape, (shape) =>
      oneOf(['round', 'square', 'wide'] as const, shape, 'appearance.logoShape'),
    ),
    mainImageUrl: withDefault(input.mainImageUrl, DEFAULT_APPEARANCE.mainImageUrl, (url) =>
      nullableStringAt(url, 'appearance.mainImageUrl'),
    ),
    menuLayout: withDefault(input.menuLayout, DEFAULT_APPEARANCE.menuLayout, (layout) =>
      oneOf(['side', 'top'] as const, layout, 'appearance.menuLayout'),
    ),
  };
}

function featuresOf(value: unknown): FeatureSwitches {
  const input = objectAt(value, 'features');
  const flag = (name: 'hasShop' | 'hasLanding' | 'catalogueOnly' | 'reviews' | 'itemComments') =>
    withDefault(input[name], DEFAULT_FEATURES[name], (given) => booleanAt(given, `features.${name}`));
  return {
    hasShop: flag('hasShop'),
    hasLanding: flag('hasLanding'),
    catalogueOnly: flag('catalogueOnly'),
    reviews: flag('reviews'),
    itemComments: flag('itemComments'),
    itemCommentMaxLength: withDefault(input.itemCommentMaxLength, DEFAULT_FEATURES.itemCommentMaxLength, (length) =>
      positiveIntegerAt(length, 'features.itemCommentMaxLength'),
    ),
  };
}

function restaurantOf(value: unknown): PageData['restaurant'] {
  const input = objectAt(value, 'restaurant');
  return {
    id: positiveIntegerAt(input.id, 'restaurant.id'),
    slug: stringAt(input.slug, 'restaurant.slug'),
    name: stringAt(input.name, 'restaurant.name'),
    currency: stringAt(input.currency, 'restaurant.currency'),
    lang: oneOf(SUPPORTED_LANGUAGES, input.lang, 'restaurant.lang'),
    timeZone: stringAt(input.timeZone, 'restaurant.timeZone'),
  };
}

/**
 * Reads the page's dynamic-data object as `pageDataSchema` does (defaults filled, unknown fields
 * dropped), without zod; a value the schema refuses is `{ ok: false }` with the first problem.
 */
export function checkPageData(value: unknown): PageDataCheck {
  try {
    const input = objectAt(value, 'page data');
    const pageData: PageData = {
      apiBase: withDefault(input.apiBase, '/api', (base) => stringAt(base, 'apiBase')),
      restaurant: restaurantOf(input.restaurant),
      appearance: appearanceOf(input.appearance),
      features: featuresOf(input.features),
    };
    // Optional without a default: kept when given, even as undefined, as zod keeps it.
    if ('recaptchaSiteKey' in input) {
      const key = input.recaptchaSiteKey;
      if (key !== undefined && stringAt(key, 'recaptchaSiteKey').length === 0)
        throw new Refusal('recaptchaSiteKey: expected a non-empty string');
      pageData.recaptchaSiteKey = key as string | undefined;
    }
    return { ok: true, value: pageData };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  }
}
