import { type DeliveryTypeName, type PaymentType, paymentTypeFitsDelivery, visiblePaymentTypes } from '@platter/contract';
import { fail, type Result, succeed } from './result.ts';

export type FieldFailure = { code: 'required' | 'must_be_numeric' | 'too_small' };

/** Spec §5 "Tip numeric": a number of at least 0, a comma read as the decimal point (de), rounded to cents. */
export function parseTip(input: number | string): Result<number, FieldFailure> {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(',', '.');
  if (text === '') return fail({ code: 'required' });
  if (!/^-?\d+(\.\d+)?$/.test(text)) return fail({ code: 'must_be_numeric' });
  const value = Number(text);
  if (value < 0) return fail({ code: 'too_small' });
  return succeed(Math.round(value * 100) / 100);
}

/** Spec §5 "Postal code numeric": digits only, surrounding spaces forgiven. */
export function parsePostalCode(input: string): Result<string, FieldFailure> {
  const text = input.trim();
  if (text === '') return fail({ code: 'required' });
  return /^\d+$/.test(text) ? succeed(text) : fail({ code: 'must_be_numeric' });
}

/** Spec §5 "Voucher code required". */
export function parseVoucherCode(input: string): Result<string, FieldFailure> {
  const text = input.trim();
  return text ? succeed(text) : fail({ code: 'required' });
}

/**
 * The payment types a guest may choose: the restaurant's, never the hidden zvt and cash_machine
 * (spec §9), and only those that go with the delivery type (no paying at the end of a pickup order).
 */
export function paymentTypeChoices(paymentMethods: readonly PaymentType[], deliveryType: DeliveryTypeName | null = null): PaymentType[] {
  return visiblePaymentTypes(paymentMethods).filter((type) => paymentTypeFitsDelivery(type, deliveryType));
}
