import { z } from 'zod';
import { deliveryTypeCodeSchema, deliveryTypeSchema, paymentTypeSchema, weekdaySchema } from './enums.ts';
import { moneySchema } from './envelope.ts';
import { idSchema } from './fields.ts';
import { languageSchema } from './page-data.ts';
import { personalInformationFieldSchema } from './restaurant-settings.ts';

// ---------------------------------------------------------------------------------------------
// Request fields. Queries arrive as text; every field names its catalogue code.
// ---------------------------------------------------------------------------------------------

const isMissing = (input: unknown) => input === undefined || input === null;

/** An id the call requires: see `idSchema` (missing is `required`). */
export const requiredIdSchema = idSchema;

/** Control characters (NUL above all, which PostgreSQL refuses in text) never belong in a query value. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A required text, trimmed: `required` when missing or blank, `too_big` above `max` characters,
 * `invalid` with control characters.
 */
const requiredText = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? 'required' : 'invalid') })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_big' })
    .refine((text) => !hasControlCharacter(text), { error: 'invalid' });

/** A page size: `must_be_numeric` for text, `too_small` below 1, `too_big` above `max`. */
const limitSchema = /* @__NO_SIDE_EFFECTS__ */ (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'must_be_numeric' })
    .int({ error: 'must_be_numeric' })
    .min(1, { error: 'too_small' })
    .max(max, { error: 'too_big' })
    .default(fallback);

/** A 1/0 flag as the spec sends it ("Extra flag 1 or 0"); absent is 0. */
const zeroOrOne = /* @__NO_SIDE_EFFECTS__ */ (code: 'extra_must_be_boolean' | 'must_be_boolean') =>
  z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: code })
    .transform((value) => value === 1 || value === '1')
    .optional()
    .transform((value) => value ?? false);

/**
 * A basket id: 128 random bits in base64url, as `api/basket/create` makes them. Empty means no
 * basket (a client without one may send the key empty). Text of another shape (other characters,
 * over 64 long) cannot name a basket, so it is answered as an unknown id: `basket_does_not_exists`.
 */
const basketIdSchema = z
  .string({ error: 'basket_does_not_exists' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,64}$/, { error: 'basket_does_not_exists' })
  .optional()
  .transform((value) => value || undefined);

/** Delivery type as a code (1-3, also as text) or a named form; `delivery_type_invalid` otherwise. */
export const deliveryTypeFieldSchema = z
  .union([deliveryTypeCodeSchema, z.enum(['1', '2', '3', 'delivery', 'pickup', 'takeaway', 'here'])], {
    error: (issue) => (isMissing(issue.input) || issue.input === '' ? 'required' : 'delivery_type_invalid'),
  })
  .pipe(deliveryTypeSchema);

/**
 * A wanted delivery time, read the two ways clients send it (spec §5: "date plus time, or a
 * formatted date"): with a zone (`2026-11-22T18:30:00Z`, `...+01:00`) it is an instant; without
 * one (`2026-11-22 18:30`, `2026-11-22T18:30`) it is the restaurant's wall-clock time.
 */
export type DeliveryTime = { zoned: true; instant: Date } | { zoned: false; date: string; time: string };

const DELIVERY_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Reads a delivery time, or null when the text is not one of the accepted shapes or no real date. */
export function parseDeliveryTime(text: string): DeliveryTime | null {
  const match = DELIVERY_TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '0', zone] = match;
  const [y, mo, d] = [Number(year), Number(month), Number(day)];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (zone) {
    const instant = new Date(text.trim().replace(' ', 'T'));
    return Number.isNaN(instant.getTime()) ? null : { zoned: true, instant };
  }
  return { zoned: false, date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

const deliveryTimeSchema = z
  .string({ error: 'date_format_invalid' })
  .max(40, { error: 'date_format_invalid' })
  .optional()
  .transform((text, context) => {
    if (text === undefined || text.trim() === '') return undefined;
    const parsed = parseDeliveryTime(text);
    if (!parsed) {
      context.addIssue({ code: 'custom', message: 'date_format_invalid', input: text });
      return z.NEVER;
    }
    return parsed;
  });

const restaurantId = requiredIdSchema;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** Calls that name only the restaurant: by-id, imprint, informationPages, postalCodes, tables. */
export const restaurantQuerySchema = z.object({ restaurantId });
export type RestaurantQuery = z.infer<typeof restaurantQuerySchema>;

/** `restaurant-by-slug` and `restaurant/id`. */
export const restaurantSlugQuerySchema = z.object({ slug: requiredText(100) });
export type RestaurantSlugQuery = z.infer<typeof restaurantSlugQuerySchema>;

/** `GET api/restaurant`: restaurants serving a postal code with a delivery type. */
export const restaurantListQuerySchema = z.object({
  postalCode: requiredText(16).pipe(z.string().regex(/^[A-Za-z0-9 -]+$/, { error: 'invalid' })),
  deliveryType: deliveryTypeFieldSchema,
  limit: limitSchema(20, 100),
  /** `open`: only restaurants open now; `all` (the default): every one. */
  status: z.enum(['open', 'all'], { error: 'invalid' }).default('all'),
});
export type RestaurantListQuery = z.infer<typeof restaurantListQuerySchema>;

/** `restaurant/category`: the regular categories, or with `extra=1` the extra ones (spec §9). */
export const categoriesQuerySchema = z.object({
  restaurantId,
  basketId: basketIdSchema,
  extra: zeroOrOne('extra_must_be_boolean'),
});
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;

export const productsQuerySchema = z.object({
  restaurantId,
  categoryId: requiredIdSchema,
  delivery_time: deliveryTimeSchema,
  basketId: basketIdSchema,
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

export const pinnedProductsQuerySchema = z.object({
  restaurantId,
  delivery_time: deliveryTimeSchema,
  basketId: basketIdSchema,
});
export type PinnedProductsQuery = z.infer<typeof pinnedProductsQuerySchema>;

/**
 * `restaurant/products-happyHour-time`: the windows of a category's products, or with `pinned=1`
 * of the pinned ones. `pinned=1` wins over `categoryId`; without either, `categoryId` is required.
 */
export const happyHourTimesQuerySchema = z
  .object({
    restaurantId,
    categoryId: requiredIdSchema.optional(),
    pinned: zeroOrOne('must_be_boolean'),
  })
  .superRefine((query, context) => {
    if (!query.pinned && query.categoryId === undefined) context.addIssue({ code: 'custom', path: ['categoryId'], message: 'required' });
  });
export type HappyHourTimesQuery = z.infer<typeof happyHourTimesQuerySchema>;

export const categoryAttributesQuerySchema = z.object({ restaurantId, categoryId: requiredIdSchema });
export type CategoryAttributesQuery = z.infer<typeof categoryAttributesQuerySchema>;

export const productPackagesQuerySchema = z.object({ restaurantId, productId: requiredIdSchema });
export type ProductPackagesQuery = z.infer<typeof productPackagesQuerySchema>;

export const PRODUCT_SEARCH_MAX_LENGTH = 100;
export const PRODUCT_SEARCH_MAX_RESULTS = 50;

export const productSearchQuerySchema = z.object({ restaurantId, query: requiredText(PRODUCT_SEARCH_MAX_LENGTH) });
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const mostSellingQuerySchema = z.object({ restaurantId, limit: limitSchema(10, 100) });
export type MostSellingQuery = z.infer<typeof mostSellingQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses. Money is in major units with 2 decimals; dates `YYYY-MM-DD`, times `HH:mm`.
// ---------------------------------------------------------------------------------------------

const id = z.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timeOfDay = z.string().regex(/^\d{2}:\d{2}$/);

/** One window of a weekly schedule (opening, here or takeaway times). */
export const weeklyTimeSchema = z.object({ weekday: weekdaySchema, open_at: timeOfDay, close_at: timeOfDay });
export type WeeklyTime = z.infer<typeof weeklyTimeSchema>;

/** A closing period (holidays: `restaurant_close_times`; early ends: `restaurant_end_close_times`). Instants in UTC ISO. */
export const closeTimeSchema = z.object({ id, starts_at: z.string(), ends_at: z.string(), reason: z.string().nullable() });
export type CloseTime = z.infer<typeof closeTimeSchema>;

/** Spec §3 "Ticket time": duration `hh:mm`, capacity null for unlimited. */
export const ticketTimeSchema = z.object({
  id,
  start_date: isoDate,
  end_date: isoDate,
  weekday: weekdaySchema,
  time: timeOfDay,
  duration: z.string(),
  capacity: z.number().int().nullable(),
});
export type TicketTime = z.infer<typeof ticketTimeSchema>;

/** Which legal contents hold text (the event-mode header shows a button only for those). */
export const legalPresenceSchema = z.object({
  about_us: z.boolean(),
  privacy_policy: z.boolean(),
  imprint: z.boolean(),
  terms_and_conditions: z.boolean(),
});
export type LegalPresence = z.infer<typeof legalPresenceSchema>;

/** `restaurant/imprint`: the legal texts, null where the restaurant has none. */
export const legalContentsSchema = z.object({
  about_us: z.string().nullable(),
  privacy_policy: z.string().nullable(),
  imprint: z.string().nullable(),
  terms_and_conditions: z.string().nullable(),
});
export type LegalContents = z.infer<typeof legalContentsSchema>;

const nullableText = z.string().nullable();

/** Spec §3 "Restaurant info", field names as the spec writes them (`telephon` included). */
export const restaurantInfoSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  telephon: z.string(),
  email: z.string(),
  facebook: nullableText,
  instagram: nullableText,
  twitter: nullableText,
  linkedin: nullableText,
  tiktok: nullableText,
  youtube: nullableText,
  pinned_products_label: nullableText,
  branding: z.boolean(),
  lang: languageSchema,
  /** The symbol as the restaurant writes it (`€`, `CHF`, `$`); clients map it to EUR, CHF, USD. */
  currency: z.string(),
  timeZone: z.string(),
  recaptcha_site_key: nullableText,
  /** Closed now: the restaurant's switch, or a closing period covering this moment. */
  closed: z.boolean(),
  delivery_average_time: z.number().int().nullable(),
  has_blog: z.boolean(),
  registration_enabled: z.boolean(),
  login_required: z.boolean(),
  has_person_on_table: z.boolean(),
  allergies: z.boolean(),
  reservation_table: z.boolean(),
  robot_request_available: z.boolean(),
  allow_multi_date_order: z.boolean(),
  ticketingSystem: z.boolean(),
  ticketTimeAvailable: z.boolean(),
  tip_request: z.boolean(),
  available_voucher: z.boolean(),
  pre_order_for_happy_hour: z.boolean(),
  ignore_pre_order_timing_by_display: z.boolean(),
  /** Event or online-shop mode (spec §1): cart lines of products asking for details carry per-person details. */
  event_mode: z.boolean(),
  /** Offered payment types; the hidden ones (zvt, cash_machine) never appear. */
  paymentMethods: z.array(paymentTypeSchema),
  /** Display name of each offered payment type, in the request's language. */
  paymentMethodNames: z.partialRecord(paymentTypeSchema, z.string()),
  deliveryTypes: z.array(deliveryTypeCodeSchema),
  has_announcement: z.boolean(),
  announcement: nullableText,
  announcement_before_checkout: z.boolean(),
  personal_information_fields: z.array(personalInformationFieldSchema),
  meta: z.object({ show_open_hours: z.boolean(), foot_note: nullableText }),
  restaurantAvailableTimes: z.array(weeklyTimeSchema),
  hereTimes: z.array(weeklyTimeSchema),
  restaurantTakeawayTimes: z.array(weeklyTimeSchema),
  /** Closing periods that have not ended yet, earliest first. */
  restaurant_close_times: z.array(closeTimeSchema),
  restaurant_end_close_times: z.array(closeTimeSchema),
  /** Ticket times whose date range has not ended yet (in the restaurant's zone). */
  restaurantTicketTimes: z.array(ticketTimeSchema),
  /** Preparation minutes per delivery type. */
  delivery_hours: z.number().int().nonnegative(),
  pickup_hours: z.number().int().nonnegative(),
  here_hours: z.number().int().nonnegative(),
  /** How many days ahead each delivery type may be ordered. */
  delivery_available_days: z.number().int().nonnegative(),
  pickup_available_days: z.number().int().nonnegative(),
  here_available_days: z.number().int().nonnegative(),
  legal: legalPresenceSchema,
});
export type RestaurantInfo = z.infer<typeof restaurantInfoSchema>;

export const restaurantIdResponseSchema = z.object({ id });
export type RestaurantIdResponse = z.infer<typeof restaurantIdResponseSchema>;

/** An entry of `GET api/restaurant`, priced for the asked postal code. */
export const restaurantListItemSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  currency: z.string(),
  /** The appearance's main image and logo. */
  image: nullableText,
  logo: nullableText,
  minimum_order_value: moneySchema,
  shipping_price: moneySchema,
  /** Open now for the asked delivery type. */
  open: z.boolean(),
});
export type RestaurantListItem = z.infer<typeof restaurantListItemSchema>;

export const subcategorySchema = z.object({ id, name: z.string(), imagePath: nullableText, priority: z.number().int() });
export type Subcategory = z.infer<typeof subcategorySchema>;

/** Spec §3 "Category"; `pivot.priority` is null where the restaurant set none. */
export const categorySchema = z.object({
  id,
  name: z.string(),
  description: nullableText,
  image: nullableText,
  foot_note: nullableText,
  extra: z.boolean(),
  pivot: z.object({ priority: z.number().int().nullable() }),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const productChoicesSchema = z.enum(['none', 'optional', 'required']);
export type ProductChoices = z.infer<typeof productChoicesSchema>;

/** An attribute item; `pivot.id` is the item's id and `pivot.price` its surcharge. */
export const attributeItemSchema = z.object({
  id,
  name: z.string(),
  image: nullableText,
  pivot: z.object({ id, price: moneySchema }),
});
export type AttributeItem = z.infer<typeof attributeItemSchema>;

/** Spec §3 "Attribute group"; `maximum_value` null means no cap. */
export const attributeGroupSchema = z.object({
  id,
  name: z.string(),
  minimum_value: z.number().int().nonnegative(),
  maximum_value: z.number().int().nonnegative().nullable(),
  is_multi_select: z.boolean(),
  items: z.array(attributeItemSchema),
});
export type AttributeGroup = z.infer<typeof attributeGroupSchema>;

export const depotSchema = z.object({ name: z.string(), price: moneySchema });
export type Depot = z.infer<typeof depotSchema>;

/** A product's happy hour: on `weekday_id` between the times, within the dates, at `price`. */
export const happyHourSchema = z.object({
  weekday_id: weekdaySchema,
  start_date: isoDate,
  end_date: isoDate,
  start_time: timeOfDay,
  end_time: timeOfDay,
  price: moneySchema,
});
export type HappyHour = z.infer<typeof happyHourSchema>;

/**
 * Which per-person details an event product asks for (spec §3 `additional_info_config`): a full
 * name, a date, and with `count` how many tickets each person takes (without it, one each). It
 * matters in event mode only, and only when `name` or `date` is set.
 */
export const additionalInfoConfigSchema = z.object({ name: z.boolean(), date: z.boolean(), count: z.boolean() });
export type AdditionalInfoConfig = z.infer<typeof additionalInfoConfigSchema>;

/** Spec §3 "Product" as the menu lists it. */
export const productSchema = z.object({
  id,
  category_id: id,
  name: z.string(),
  description: nullableText,
  image: nullableText,
  /** The price at the asked delivery time: the happy-hour price when one applies. */
  price: moneySchema,
  /** The normal price when a happy hour applies, else null. */
  regular_price: moneySchema.nullable(),
  min_price: moneySchema.nullable(),
  /** null: unlimited; 0: out of stock. */
  stock: z.number().int().nullable(),
  subcategory_id: id.nullable(),
  subcategory_name: nullableText,
  subcategory_image: nullableText,
  subcategory_priority: z.number().int().nullable(),
  is_package: z.boolean(),
  is_multiple_allowed: z.boolean(),
  allergy_info: z.array(z.string()),
  additional_info_config: additionalInfoConfigSchema.nullable(),
  /** The attribute groups offered as extras of a pinned product; empty for others. */
  extra: z.array(attributeGroupSchema),
  /**
   * What the product's attribute groups (`category-attributes-items`) ask of the guest on adding
   * it: `none` without groups (it goes in at once), `required` when a group has a minimum, else
   * `optional`. The menu's cards tell it without fetching the groups.
   */
  choices: productChoicesSchema,
  happyHours: z.array(happyHourSchema),
  depot: depotSchema.nullable(),
  deliveryTypes: z.array(deliveryTypeCodeSchema),
});
export type Product = z.infer<typeof productSchema>;

export const happyHourTimeSchema = happyHourSchema.omit({ price: true }).extend({ product_id: id });
export type HappyHourTime = z.infer<typeof happyHourTimeSchema>;

/** `restaurant/category-attributes-items`: the groups of each product of a category that has any. */
export const productAttributesSchema = z.object({ product_id: id, groups: z.array(attributeGroupSchema) });
export type ProductAttributes = z.infer<typeof productAttributesSchema>;

/** A product a package step offers; `price` is its surcharge in the package. */
export const packageProductSchema = z.object({
  id,
  name: z.string(),
  description: nullableText,
  image: nullableText,
  price: moneySchema,
  stock: z.number().int().nullable(),
  depot: depotSchema.nullable(),
  allergy_info: z.array(z.string()),
});
export type PackageProduct = z.infer<typeof packageProductSchema>;

/** Spec §3 "Package step"; `max` null means no cap. */
export const packageStepSchema = z.object({
  id,
  name: z.string(),
  question: nullableText,
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative().nullable(),
  product: z.array(packageProductSchema),
});
export type PackageStep = z.infer<typeof packageStepSchema>;

export const informationPageSchema = z.object({ id, slug: z.string(), title: z.string(), body: z.string(), priority: z.number().int() });
export type InformationPage = z.infer<typeof informationPageSchema>;

export const postalCodeSchema = z.object({ postal_code: z.string(), minimum_order_value: moneySchema, shipping_price: moneySchema });
export type PostalCode = z.infer<typeof postalCodeSchema>;

export const restaurantTableSchema = z.object({
  id,
  name: z.string(),
  number: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
});
export type RestaurantTable = z.infer<typeof restaurantTableSchema>;
