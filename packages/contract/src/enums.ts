import { z } from 'zod';

export const deliveryTypeCodeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Named forms of the delivery types; `takeaway` is an alias of `pickup`. */
export const deliveryTypeNameSchema = z.enum(['delivery', 'pickup', 'here']);
export type DeliveryTypeName = z.infer<typeof deliveryTypeNameSchema>;

/** Accepts a code (1-3, also as text) or a named form and yields the named form. */
export const deliveryTypeSchema = z
  .union([deliveryTypeCodeSchema, z.enum(['1', '2', '3']), deliveryTypeNameSchema, z.literal('takeaway')])
  .transform((value): DeliveryTypeName => {
    switch (value) {
      case 1:
      case '1':
      case 'delivery':
        return 'delivery';
      case 2:
      case '2':
      case 'pickup':
      case 'takeaway':
        return 'pickup';
      default:
        return 'here';
    }
  });

/** Every payment type the API knows. `zvt` and `cash_machine` exist but are never offered to guests. */
export const paymentTypeSchema = z.enum(['mollie', 'saferPay', 'cash', 'payAtEnd', 'payFix', 'pwc', 'zvt', 'cash_machine']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const orderStatusSchema = z.enum(['received', 'processing', 'delivered', 'rejected']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderFilterTypeSchema = z.enum(['create', 'delivery']);
export type OrderFilterType = z.infer<typeof orderFilterTypeSchema>;

/** Weekdays as the API numbers them: 1 to 7. */
export const weekdaySchema = z.number().int().min(1).max(7);
export type Weekday = z.infer<typeof weekdaySchema>;
