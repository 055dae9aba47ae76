/**
 * Basket arithmetic, in integer minor units only (cents): no floating point touches money until
 * the response converts it with `toMajorUnits`. Pure, so it is the same for the basket view, the
 * shipping-price call and the order transaction.
 */

export interface PricedLine {
  quantity: number;
  /** The product's price at the basket's delivery time (its happy-hour price when one applies). */
  unitPriceMinor: number;
  /** Chosen attribute items, per unit of the line. */
  attributeItems: ReadonlyArray<{ priceMinor: number; quantity: number }>;
  /** Chosen package items, per unit of the line: their surcharges. */
  packageItems: ReadonlyArray<{ surchargeMinor: number; quantity: number }>;
  /** A deposit (depot) charged per unit, e.g. for bottles. */
  depotMinor: number | null;
}

export interface VoucherTerms {
  kind: 'percent' | 'amount';
  /** A percentage for `percent`, minor units for `amount`. */
  value: number;
  minimumOrderMinor: number;
}

export interface PricingInput {
  lines: readonly PricedLine[];
  voucher: VoucherTerms | null;
  /** Shipping of the delivery area; only delivery orders pay it. */
  shippingMinor: number;
  isDelivery: boolean;
  tipMinor: number;
}

export interface BasketTotals {
  /** Goods: every line, attribute items, package surcharges and deposits. */
  subtotalMinor: number;
  discountMinor: number;
  /** Why a voucher on the basket gives nothing now (below its minimum order), else null. */
  voucherIssue: 'you_donot_get_discount' | null;
  shippingMinor: number;
  tipMinor: number;
  /** What the guest pays: goods minus discount, plus shipping and tip. */
  totalMinor: number;
}

export function unitTotalMinor(line: PricedLine): number {
  const attributes = line.attributeItems.reduce((sum, item) => sum + item.priceMinor * item.quantity, 0);
  const packageItems = line.packageItems.reduce((sum, item) => sum + item.surchargeMinor * item.quantity, 0);
  return line.unitPriceMinor + attributes + packageItems + (line.depotMinor ?? 0);
}

export function lineTotalMinor(line: PricedLine): number {
  return unitTotalMinor(line) * line.quantity;
}

/** Percentages round half up to the cent; an amount never discounts more than the goods cost. */
export function discountMinor(subtotalMinor: number, voucher: VoucherTerms): number {
  if (voucher.kind === 'percent') return Math.min(subtotalMinor, Math.round((subtotalMinor * voucher.value) / 100));
  return Math.min(subtotalMinor, voucher.value);
}

/** Whether goods of `subtotalMinor` reach the voucher's minimum order (below it: `you_donot_get_discount`). */
export function voucherReached(subtotalMinor: number, voucher: Pick<VoucherTerms, 'minimumOrderMinor'>): boolean {
  return subtotalMinor >= voucher.minimumOrderMinor;
}

export function priceBasket({ lines, voucher, shippingMinor, isDelivery, tipMinor }: PricingInput): BasketTotals {
  const subtotalMinor = lines.reduce((sum, line) => sum + lineTotalMinor(line), 0);
  const voucherApplies = voucher !== null && voucherReached(subtotalMinor, voucher);
  const discount = voucher && voucherApplies ? discountMinor(subtotalMinor, voucher) : 0;
  const shipping = isDelivery ? shippingMinor : 0;
  return {
    subtotalMinor,
    discountMinor: discount,
    voucherIssue: voucher && !voucherApplies ? 'you_donot_get_discount' : null,
    shippingMinor: shipping,
    tipMinor,
    totalMinor: subtotalMinor - discount + shipping + tipMinor,
  };
}
