/** Provider amounts are text built from the integer digits, so no float ever touches an amount. */

/** Decimal text with the two decimals all our currencies have: 1250 -> "12.50" (Mollie). */
export function decimalAmount(amountMinor: number): string {
  const digits = minorAmount(amountMinor).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Minor units as text: 1250 -> "1250" (Saferpay). */
export function minorAmount(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  return String(amountMinor);
}
