import { z } from 'zod';
import { isoDateSchema } from './auth.ts';
import { basketIdSchema, basketProductSchema } from './basket.ts';
import { deliveryTypeCodeSchema, deliveryTypeSchema, orderFilterTypeSchema, orderStatusSchema, paymentTypeSchema } from './enums.ts';
import { moneySchema } from './envelope.ts';
import { idSchema } from './fields.ts';

const restaurantId = idSchema;

/** `POST api/order/create-order`. payFix needs qrCode and pin (spec §5). */
export const createOrderRequestSchema = z
  .object({
    basketId: basketIdSchema,
    restaurantId,
    paymentType: paymentTypeSchema,
    qrCode: z.string().trim().max(200).optional(),
    pin: z.string().trim().max(20).optional(),
    tablePaymentId: z.string().trim().max(64).optional(),
    /**
     * The guest ticked "I agree to the terms and conditions". Required (`true`) where the restaurant
     * has terms (its legal content `terms_and_conditions` has text, restaurant info
     * `legal.terms_and_conditions`); otherwise 422 `termsAgreed: terms_must_be_agreed`. Ignored elsewhere.
     */
    termsAgreed: z.boolean().optional(),
    externalBasketItems: z.array(z.unknown()).max(200).optional(),
  })
  .refine((value) => value.paymentType !== 'payFix' || Boolean(value.qrCode), { path: ['qrCode'], error: 'required' })
  .refine((value) => value.paymentType !== 'payFix' || Boolean(value.pin), { path: ['pin'], error: 'required' });

/**
 * The order's fields every answer has. The optional `payment_id` is added last (`orderSchema`,
 * `orderWithLinesSchema`): the server's compiled serialiser writes required keys before optional
 * ones, so a schema with an optional key among required ones would stay with zod's slower one.
 */
const orderFields = {
  id: z.number(),
  restaurant_id: z.number(),
  status: orderStatusSchema,
  payment_type: paymentTypeSchema,
  is_online_payment: z.boolean(),
  payment_status: z.enum(['none', 'open', 'paid', 'failed', 'canceled']),
  delivery_type: deliveryTypeCodeSchema,
  delivery_time: z.string().nullable(),
  subtotal_price: moneySchema,
  discount_price: moneySchema,
  shipping_price: moneySchema,
  tip: moneySchema,
  total_price: moneySchema,
  voucher_code: z.string().nullable(),
  /** JSON text of the guest's details, as the spec's client reads it. */
  user_details: z.string(),
  created_at: z.string(),
};
const paymentIdField = { payment_id: z.number().optional() };

/** The order as guests see it (spec §3 "Order"); `payment_id` only for online payments. */
export const orderSchema = z.object({ ...orderFields, ...paymentIdField });
export type Order = z.infer<typeof orderSchema>;

/**
 * One person of an ordered line (event mode): the same shape as a cart line's
 * `extra_info.itemDetails`, with only the details the product asked for.
 */
export const orderLinePersonSchema = z.object({
  // First, before the optional keys: see `orderFields`.
  count: z.number().int().min(1),
  fullName: z.string().optional(),
  /** `YYYY-MM-DD`, the day the ticket is for. */
  date: isoDateSchema.optional(),
});
export type OrderLinePerson = z.infer<typeof orderLinePersonSchema>;

/** An ordered line, as the order detail, the history and the manager's orders show it. */
export const orderLineSchema = z.object({
  id: z.number(),
  productId: z.number().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  price: moneySchema,
  totalPrice: moneySchema,
  /** JSON text of what was chosen (`attributeItems`, package `items`, the line's `extra_info` text), as stored. */
  details: z.string(),
  /** The guest's comment on the line, or null. */
  comment: z.string().nullable(),
  /** Event mode: the persons the line was ordered for (their counts sum to `quantity`); empty for other lines. */
  itemDetails: z.array(orderLinePersonSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order with its lines and table: an entry of the order history and of the manager's orders. */
export const orderWithLinesSchema = z.object({
  ...orderFields,
  products: z.array(orderLineSchema),
  table: z.string().nullable(),
  ...paymentIdField,
});
export type OrderWithLines = z.infer<typeof orderWithLinesSchema>;

export const createOrderResponseSchema = z.object({ paymentLink: z.string().nullable(), order: orderSchema });
export const orderQuerySchema = z.object({ orderId: idSchema });
export const orderDetailSchema = z.object({ order: orderSchema, products: z.array(orderLineSchema), table: z.string().nullable() });
export const isValidQuerySchema = z.object({ restaurantId, basketId: basketIdSchema });
export const isValidResponseSchema = z.object({ valid: z.boolean(), errors: z.record(z.string(), z.array(z.string())) });
export const checkAddressQuerySchema = z.object({
  basketId: basketIdSchema,
  restaurantId,
  postalCode: z.string().trim().min(1).max(12),
  deliveryType: deliveryTypeSchema,
  date: z.string().trim().max(40).optional(),
});
export const reorderRequestSchema = z.object({ orderId: idSchema, restaurantId });
export const reorderResponseSchema = z.object({ basketId: z.string() });
export const billRequestQuerySchema = z.object({ order_id: idSchema });
/** `GET api/order/history`: the signed-in customer's orders, newest first, each with its lines. */
export const orderHistorySchema = z.array(orderWithLinesSchema);
export const orderHistoryQuerySchema = z.object({
  restaurantId: restaurantId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `GET api/payment/update`: the return from a provider's page; the status is always re-fetched from it. */
export const paymentUpdateQuerySchema = z.object({
  paymentId: idSchema.optional(),
  orderId: idSchema.optional(),
  status: z.string().max(40).optional(),
  sessionId: z.string().max(200).optional(),
  sessionResult: z.string().max(200).optional(),
});
export const paymentStatusSchema = z.object({ status: z.enum(['open', 'paid', 'failed', 'canceled']), orderId: z.number() });
/**
 * `GET api/payment/prepare`: the page to send the guest (back) to for the order their basket
 * became. `paymentType` retries with another type while the order is open (its payment failed, was
 * canceled or never reached its provider, before its due time): an online type answers the
 * provider's new page, an offline one (cash…) the order's status page.
 */
export const paymentPrepareQuerySchema = z.object({ basketId: basketIdSchema, restaurantId, paymentType: paymentTypeSchema.optional() });

/** Manager calls (spec document 2, §7 "Manager"). */
export const managerOrdersQuerySchema = z
  .object({ from_date: isoDateSchema, to_date: isoDateSchema, filter_type: orderFilterTypeSchema.default('create'), restaurantId })
  .refine((value) => value.to_date >= value.from_date, { path: ['to_date'], error: 'end_date_before_start_date' });
export const managerOrderSchema = orderWithLinesSchema;
export const changeOrderStatusRequestSchema = z.object({ orderId: idSchema, status: orderStatusSchema, restaurantId });

/** Shared table payment (spec document 2, §7). */
export const tablePaymentCreateRequestSchema = z.object({
  restaurantId,
  tablePaymentId: z.string().trim().min(1).max(64),
  tableName: z.string().trim().min(1).max(40),
});
export const tablePaymentEventRequestSchema = z.object({
  tablePaymentId: z.string().trim().min(1).max(64),
  basketItems: z.array(basketProductSchema.partial().extend({ basketProductId: z.number() })).max(200),
  action: z.enum(['select', 'deselect', 'pay', 'paid', 'join', 'leave']),
});
export const tablePaymentQuerySchema = z.object({ tablePaymentId: z.string().trim().min(1).max(64) });

/** `GET api/restaurant/robot-request`: call the dish-collecting robot to a table (spec §4). */
export const robotRequestQuerySchema = z.object({ restaurantId, tableId: idSchema });
export const robotRequestResponseSchema = z.object({ requested: z.literal(true), tableId: z.number() });
