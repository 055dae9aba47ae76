import type { DeliveryTypeName, PaymentType } from './enums.ts';

/*
 * The enums' constants and rules, free of zod: a web app's first route imports them without
 * constructing any schema (issue 18). `enums.ts` holds the schemas that accept them.
 */

/** Delivery types as the API numbers them (spec §3): 1 delivery, 2 pickup, 3 here. */
export const DeliveryTypeCode = { delivery: 1, pickup: 2, here: 3 } as const;
export type DeliveryTypeCode = (typeof DeliveryTypeCode)[keyof typeof DeliveryTypeCode];

export function deliveryTypeCode(name: DeliveryTypeName): DeliveryTypeCode {
  return DeliveryTypeCode[name];
}

const NAMES_BY_CODE: Readonly<Record<DeliveryTypeCode, DeliveryTypeName>> = { 1: 'delivery', 2: 'pickup', 3: 'here' };

/** The named form of a delivery type code, as `deliveryTypeSchema` yields it for a code. */
export function deliveryTypeName(code: DeliveryTypeCode): DeliveryTypeName {
  return NAMES_BY_CODE[code];
}

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
