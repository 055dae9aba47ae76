import { z } from 'zod';

/** Delivery types as the API numbers them (spec §3): 1 delivery, 2 pickup, 3 here. */
export const DeliveryTypeCode = { delivery: 1, pickup: 2, here: 3 } as const;
export const deliveryTypeCodeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type DeliveryTypeCode = z.infer<typeof deliveryTypeCodeSchema>;

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

export function deliveryTypeCode(name: DeliveryTypeName): DeliveryTypeCode {
  return DeliveryTypeCode[name];
}

/** Every payment type the API knows. `zvt` and `cash_machine` exist but are never offered to guests. */
export const paymentTypeSchema = z.enum(['mollie', 'saferPay', 'cash', 'payAtEnd', 'payFix', 'pwc', 'zvt', 'cash_machine']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export const HIDDEN_PAYMENT_TYPES: readonly PaymentType[] = ['zvt', 'cash_machine'];
export const ONLINE_PAYMENT_TYPES: readonly PaymentType[] = ['mollie', 'saferPay'];

/** Payment types a guest may be shown, in the order the restaurant lists them. */
export function visiblePaymentTypes(types: readonly PaymentType[]): PaymentType[] {
  return types.filter((type) => !HIDDEN_PAYMENT_TYPES.includes(type));
}

/**
 * Whether a payment type goes with a delivery type: paying at the end (of the meal) needs a guest
 * who stays, so a pickup order cannot take it (issue 16; the server refuses it with
 * `cannot_chose_pay_at_end`). Without a type yet, anything offered goes.
 */
export function paymentTypeFitsDelivery(paymentType: PaymentType, deliveryType: DeliveryTypeName | null): boolean {
  return !(paymentType === 'payAtEnd' && deliveryType === 'pickup');
}

export const orderStatusSchema = z.enum(['received', 'processing', 'delivered', 'rejected']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderFilterTypeSchema = z.enum(['create', 'delivery']);
export type OrderFilterType = z.infer<typeof orderFilterTypeSchema>;

/** Weekdays as the API numbers them: 1 to 7. */
export const weekdaySchema = z.number().int().min(1).max(7);
export type Weekday = z.infer<typeof weekdaySchema>;
