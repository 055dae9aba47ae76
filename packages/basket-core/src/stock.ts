/** The part of a cart line that uses up a product's stock. */
export interface StockUsingLine {
  productId: number;
  quantity: number;
  /** Package contents: each unit of the line uses `quantity` of each item's product. */
  items?: ReadonlyArray<{ productId: number; quantity: number }>;
}

/** How many units of a product the cart already uses, package contents included. */
export function quantityInCart(productId: number, lines: ReadonlyArray<StockUsingLine>): number {
  let used = 0;
  for (const line of lines) {
    if (line.productId === productId) used += line.quantity;
    for (const item of line.items ?? []) {
      if (item.productId === productId) used += item.quantity * line.quantity;
    }
  }
  return used;
}

/**
 * Units still addable (spec §5): stock minus what the cart holds, never below 0.
 * `null` stock means unlimited and yields `Infinity`; the add button is disabled at 0.
 */
export function stockLeft(product: { id: number; stock: number | null | undefined }, lines: ReadonlyArray<StockUsingLine>): number {
  if (product.stock === null || product.stock === undefined) return Number.POSITIVE_INFINITY;
  return Math.max(0, product.stock - quantityInCart(product.id, lines));
}
