import { z } from 'zod';
import { emailSchema, isoDateSchema } from './auth.ts';
import { deliveryTypeCodeSchema, deliveryTypeSchema } from './enums.ts';
import { moneySchema } from './envelope.ts';
import { idSchema } from './fields.ts';
import { BASKET_LIMITS, ITEM_DETAIL_COUNT_MAX, ITEM_DETAILS_MAX } from './limits.ts';

/**
 * Basket calls (spec document 2, §7 "Basket"). Basket ids are opaque, unguessable text (128 random
 * bits); the server binds each basket to the guest session or user that owns it.
 */
export const basketIdSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(64, { error: 'basket_does_not_exists' });

const restaurantId = idSchema;

const quantity = z.coerce
  .number({ error: 'must_be_numeric' })
  .int({ error: 'must_be_numeric' })
  .max(BASKET_LIMITS.lineQuantity, { error: 'too_big' });
/** Attribute items are sent as ids, or as `{ id, quantity }` when an item can be taken more than once. */
export const attributeItemInputSchema = z.union([
  idSchema,
  z.object({ id: idSchema, quantity: z.coerce.number().int().min(1).max(99).default(1) }),
]);
const attributeItems = z.array(attributeItemInputSchema, { error: 'must_be_array' }).max(100, { error: 'too_big' });

/** Text trimmed, and blank text or null read as not given (the server then says `required` where it is asked for). */
const givenText = (value: unknown) => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : value.trim();
};

/**
 * One person of an event-shop line (spec §3 extra_info.itemDetails): full name, date (`YYYY-MM-DD`)
 * and how many tickets the person takes (1 unless the product counts them). Which of them a product
 * requires, and which dates it allows, the server judges with the product (event mode, spec §5).
 */
export const itemDetailSchema = z.object({
  fullName: z.preprocess(givenText, z.string().max(120, { error: 'too_big' }).optional()),
  date: z.preprocess(givenText, isoDateSchema.optional()),
  count: z.coerce
    .number({ error: 'must_be_numeric' })
    .int({ error: 'must_be_numeric' })
    .min(1, { error: 'too_small' })
    .max(ITEM_DETAIL_COUNT_MAX, { error: 'too_big' })
    .default(1),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** A cart line's extra info: the guest's comment and per-person details. Sent as JSON text or as an object. */
export const lineExtraInfoSchema = z.preprocess(
  (value) => (typeof value === 'string' ? safeJson(value) : value),
  z.object({
    comment: z.string().trim().max(500, { error: 'too_big' }).optional(),
    itemDetails: z.array(itemDetailSchema, { error: 'must_be_array' }).max(ITEM_DETAILS_MAX, { error: 'too_big' }).optional(),
  }),
);
export type LineExtraInfo = z.infer<typeof lineExtraInfoSchema>;

/** The basket's extra info; `table_capacity` is the table-capacity modal's answer. */
export const basketExtraInfoSchema = z.preprocess(
  (value) => (typeof value === 'string' ? safeJson(value) : value),
  z.object({
    table_capacity: z
      .object({ adults: z.coerce.number().int().min(0).max(99), children: z.coerce.number().int().min(0).max(99) })
      .optional(),
  }),
);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Delivery time as the client sends it: an ISO instant, or `YYYY-MM-DD HH:mm` in the restaurant's zone. */
export const deliveryTimeInputSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, { error: 'date_format_invalid' });

export const createBasketRequestSchema = z.object({ restaurantId, delivery_time: deliveryTimeInputSchema.optional() });
export const basketRefSchema = z.object({ basketId: basketIdSchema, restaurantId });
/**
 * `guestToken`: the public token of the guest session that created the basket, the proof that the
 * customer holds that session (a basket's id alone is no proof). Not needed for a basket already
 * the customer's (assigned to them, or created with their private token).
 */
export const assignBasketRequestSchema = basketRefSchema.extend({ guestToken: z.string().trim().min(1).max(4096).optional() });
export const unassignBasketRequestSchema = z.object({ basketId: basketIdSchema });

export const setTableRequestSchema = basketRefSchema.extend({
  tableId: idSchema.optional(),
  tableName: z.string().trim().min(1).max(40).optional(),
  table: z.union([idSchema, z.string().trim().min(1).max(40)]).optional(),
  qrcode: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')], {
      error: 'qrcode_must_be_boolean',
    })
    .default(false),
});

export const addToBasketRequestSchema = basketRefSchema.extend({
  productId: idSchema,
  basketProductId: idSchema.optional(),
  /** Parsed as an integer; missing or below 1 counts as 1 (spec §5). */
  quantity: quantity.optional().transform((value) => (value === undefined || value < 1 ? 1 : value)),
  attributeItems: attributeItems.optional(),
  extraInfo: lineExtraInfoSchema.optional(),
});

export const basketLineRefSchema = basketRefSchema.extend({ basketProductId: idSchema });

export const packageItemInputSchema = z.object({
  productId: idSchema,
  productPackage: idSchema,
  quantity: z.coerce.number().int().min(1).max(99).default(1),
});
export const addPackageItemsRequestSchema = basketRefSchema.extend({
  productId: idSchema,
  quantity: quantity.optional().transform((value) => (value === undefined || value < 1 ? 1 : value)),
  productItems: z.array(packageItemInputSchema, { error: 'must_be_array' }).max(100),
  extraInfo: lineExtraInfoSchema.optional(),
  basketProductId: idSchema.optional(),
});

export const attributeItemsRequestSchema = basketLineRefSchema.extend({
  attributeItems: attributeItems.default([]),
  productAttributeItems: attributeItems.default([]),
});

/** The guest's contact and delivery details at checkout (spec §7 add-address userInfo). */
export const userInfoSchema = z.object({
  name: z.string().trim().max(120).optional(),
  email: emailSchema.optional(),
  mobile: z.string().trim().max(40).optional(),
  birth_date: isoDateSchema.optional(),
  comment: z.string().trim().max(500).optional(),
  company: z.string().trim().max(120).optional(),
  address: z.string().trim().max(200).optional(),
  house_number: z.string().trim().max(20).optional(),
  postalCode: z.string().trim().max(12).optional(),
  city: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  deliveryType: deliveryTypeSchema.optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
export const addAddressToBasketRequestSchema = basketRefSchema.extend({ userInfo: userInfoSchema });

export const totalPriceQuerySchema = basketRefSchema.extend({
  deliveryType: deliveryTypeSchema,
  postalCode: z.string().trim().min(1).max(12),
});
export const addDeliveryTimeRequestSchema = basketRefSchema.extend({
  delivery_time: deliveryTimeInputSchema,
  deliveryType: deliveryTypeSchema,
  duration: z.string().trim().max(20).optional(),
});
export const addVoucherRequestSchema = basketRefSchema.extend({
  voucherCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64),
});
export const addTipRequestSchema = basketRefSchema.extend({ tip_price: z.coerce.number({ error: 'must_be_numeric' }).min(0).max(1000) });
export const updateLineExtraInfoRequestSchema = z.object({
  basketId: basketIdSchema.optional(),
  basketProductId: idSchema,
  extraInfo: lineExtraInfoSchema,
});
export const updateBasketExtraInfoRequestSchema = basketRefSchema.extend({ extraInfo: basketExtraInfoSchema });
export const changeDeliveryMethodRequestSchema = basketRefSchema.extend({ deliveryType: deliveryTypeSchema });

const depotSchema = z.object({ name: z.string(), price: moneySchema }).nullable();

export const basketAttributeItemSchema = z.object({ id: z.number(), name: z.string(), price: moneySchema, quantity: z.number().int() });
export const basketPackageItemSchema = z.object({
  id: z.number(),
  RestaurantProductId: z.number(),
  quantity: z.number().int(),
  productPackageId: z.number(),
  stock: z.number().int().nullable(),
  name: z.string(),
  depot: depotSchema,
});

/** A cart line (spec §3 "Basket product"). Prices in major units. */
export const basketProductSchema = z.object({
  basketProductId: z.number(),
  productId: z.number(),
  RestaurantProductId: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  price: moneySchema,
  totalPrice: moneySchema,
  quantity: z.number().int(),
  attributeItems: z.array(basketAttributeItemSchema),
  stock: z.number().int().nullable(),
  is_package: z.boolean(),
  items: z.array(basketPackageItemSchema),
  depot: depotSchema,
  /**
   * JSON text of `{ comment, itemDetails }`, as the spec's client reads it. In event mode a line of a
   * product asking for details holds its persons here, and its `quantity` is their counts' sum.
   */
  extra_info: z.string().nullable(),
});
export type BasketProduct = z.infer<typeof basketProductSchema>;

/** The basket (spec §3 "Basket"). Totals are computed by the server in minor units, sent with 2 decimals. */
export const basketSchema = z.object({
  id: z.string(),
  restaurant_id: z.number(),
  totalPrice: moneySchema,
  products: z.array(basketProductSchema),
  deliveryTime: z.string().nullable(),
  duration: z.string().nullable(),
  voucher_code: z.string().nullable(),
  voucherValue: moneySchema,
  totalWithDiscount: moneySchema,
  deliveryType: deliveryTypeCodeSchema.nullable(),
  postalCode: z.string().nullable(),
  tip: moneySchema,
  shipping_price: moneySchema,
  table: z.string().nullable(),
  table_id: z.number().nullable(),
  extra_info: z.string().nullable(),
});
export type Basket = z.infer<typeof basketSchema>;

/** What `change-delivery-method` adds when lines were dropped: a notice of a type for the client to show. */
export const deliveryChangeSchema = z.object({
  basket: basketSchema,
  notice: z.object({ type: z.enum(['info', 'warning']), code: z.string(), removed: z.array(z.string()) }).nullable(),
});

export const shippingPriceSchema = z.object({ shippingPrice: moneySchema, totalPrice: moneySchema, totalWithDiscount: moneySchema });
export const shippingPriceQuerySchema = basketRefSchema.extend({
  deliveryType: deliveryTypeSchema,
  postalCode: z.string().trim().min(1).max(12),
});
