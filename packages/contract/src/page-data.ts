import { SUPPORTED_LANGUAGES } from '@platter/i18n';
import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1f7a5c');

/** How a deployment looks (spec §1 "Appearance"): colours, logo and its shape, main image, menu side. */
export const appearanceSchema = z.object({
  primaryColor: hexColour.default('#c2410c'),
  logoUrl: z.string().nullable().default(null),
  logoShape: z.enum(['round', 'square', 'wide']).default('round'),
  mainImageUrl: z.string().nullable().default(null),
  menuLayout: z.enum(['side', 'top']).default('side'),
});
export type Appearance = z.infer<typeof appearanceSchema>;
export type AppearanceInput = z.input<typeof appearanceSchema>;

export const languageSchema = z.enum(SUPPORTED_LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Feature switches of a deployment (spec §6 "Per-restaurant feature gates" that the page needs at start). */
export const featureSwitchesSchema = z.object({
  hasShop: z.boolean().default(true),
  hasLanding: z.boolean().default(false),
  catalogueOnly: z.boolean().default(false),
  reviews: z.boolean().default(true),
  itemComments: z.boolean().default(true),
  itemCommentMaxLength: z.number().int().positive().default(140),
});
export type FeatureSwitches = z.infer<typeof featureSwitchesSchema>;

/**
 * The page's dynamic-data object: the server writes it into each served `index.html` as
 * `<script id="platter-data" type="application/json">`, so one build serves many restaurants.
 */
export const pageDataSchema = z.object({
  apiBase: z.string().default('/api'),
  restaurant: z.object({
    id: z.number().int().positive(),
    slug: z.string(),
    name: z.string(),
    currency: z.string(),
    lang: languageSchema,
    timeZone: z.string(),
  }),
  appearance: appearanceSchema,
  features: featureSwitchesSchema,
  /**
   * The restaurant's reCAPTCHA site key (its setting `recaptcha_site_key`), so the page can load the
   * bot-protection script before the restaurant info arrives; absent when the restaurant has none.
   */
  recaptchaSiteKey: z.string().min(1).optional(),
});
export type PageData = z.infer<typeof pageDataSchema>;
export type PageDataInput = z.input<typeof pageDataSchema>;
