/** The least quantity that can be added (spec §9). */
export const MINIMUM_ADD_QUANTITY = 1;

/**
 * The quantity to send when adding (spec §5): parsed as an integer, and 1 when missing,
 * unreadable or below 1. `"2.7"` is 2, as `parseInt` reads it.
 */
export function parseQuantity(input: number | string | null | undefined): number {
  const parsed = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input ?? '', 10);
  return Number.isFinite(parsed) && parsed >= MINIMUM_ADD_QUANTITY ? parsed : MINIMUM_ADD_QUANTITY;
}
