import { BASKET_LIMITS, toMajorUnits } from '@platter/contract';
import type { ProductRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * A basket's bounds (`BASKET_LIMITS`, issue 15), checked before a line is added: the line's
 * quantity after the add (absent for lines sold per person, bounded by their persons), and the
 * goods' value after it (422 on `quantity`). `create-order` checks them again on the whole basket.
 */
export function assertWithinBasketLimits(after: { lineQuantity?: number | undefined; subtotalMinor: number }, currency: string): void {
  if (after.lineQuantity !== undefined && after.lineQuantity > BASKET_LIMITS.lineQuantity) {
    throw AppError.validation('quantity', 'basket_line_quantity_limit', { max: BASKET_LIMITS.lineQuantity });
  }
  if (after.subtotalMinor > BASKET_LIMITS.subtotalMinor) {
    throw AppError.validation('quantity', 'basket_total_limit', { max: toMajorUnits(BASKET_LIMITS.subtotalMinor), currency });
  }
}

/** Delivery type codes a product can be ordered for (its JSON column; damaged reads as all). */
export function deliveryTypesOf(product: Pick<ProductRow, 'delivery_types'>): number[] {
  try {
    const parsed: unknown = JSON.parse(product.delivery_types);
    return Array.isArray(parsed) ? parsed.filter((value): value is number => typeof value === 'number') : [1, 2, 3];
  } catch {
    return [1, 2, 3];
  }
}

/**
 * Whether `wanted` more units fit in the stock, given what the basket already holds of the product
 * (its own lines and package contents). Stock null is unlimited.
 */
export function assertInStock(product: Pick<ProductRow, 'name' | 'stock'>, inBasket: number, wanted: number): void {
  if (product.stock === null) return;
  if (product.stock <= 0) throw AppError.validation('productId', 'the_product_is_not_available', { name: product.name });
  const left = Math.max(0, product.stock - inBasket);
  if (wanted > left) {
    throw AppError.validation('quantity', 'the_product_quantity_limit_reached', { name: product.name, inStock: left });
  }
}

export interface AttributeOption {
  group_id: number;
  minimum_value: number;
  maximum_value: number | null;
  is_multi_select: number;
  item_id: number;
}

/**
 * The server's check of a line's attribute choice (spec §5): every item offered for the product,
 * each group's minimum reached and maximum respected, one item in a single-select group.
 */
export function checkAttributeChoice(options: readonly AttributeOption[], chosen: ReadonlyArray<{ id: number; quantity: number }>): void {
  const optionOf = new Map(options.map((option) => [option.item_id, option]));
  const perGroup = new Map<number, number>();
  for (const choice of chosen) {
    const option = optionOf.get(choice.id);
    if (!option) throw AppError.validation('attributeItems', 'invalid');
    perGroup.set(option.group_id, (perGroup.get(option.group_id) ?? 0) + choice.quantity);
  }
  const groups = new Map(options.map((option) => [option.group_id, option]));
  for (const [groupId, group] of groups) {
    const count = perGroup.get(groupId) ?? 0;
    const maximum = group.is_multi_select ? group.maximum_value : 1;
    if (count < group.minimum_value) throw AppError.validation('attributeItems', 'minimum_product_selection', { min: group.minimum_value });
    if (maximum !== null && count > maximum) throw AppError.validation('attributeItems', 'too_big');
  }
}
