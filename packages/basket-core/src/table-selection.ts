import type { KeyValueStorage } from '@platter/api-client';
import type { Basket } from '@platter/contract';

/**
 * The table selection: an eat-here basket (delivery type 3, here) without a table is offered the
 * restaurant's tables (`GET api/restaurant/tables`) to choose the one the guest sits at.
 *
 * `hide-table-selection-{basketId}` (spec document 2, local-storage keys; the spec shows no more)
 * is decided here: it holds `"true"` once the selection is hidden for that basket, which happens
 * when the guest dismisses it ("Not now") or when the basket's table came from a QR code (the code
 * on the table names it; a guest who then eats in again is not asked to pick one from a list). It
 * is per basket, so the next basket (after an order) offers the selection again.
 */
export function tableSelectionKey(basketId: string): string {
  return `hide-table-selection-${basketId}`;
}

export function isTableSelectionHidden(storage: KeyValueStorage, basketId: string): boolean {
  return storage.getItem(tableSelectionKey(basketId)) === 'true';
}

export function hideTableSelection(storage: KeyValueStorage, basketId: string): void {
  storage.setItem(tableSelectionKey(basketId), 'true');
}

export type TableSelectionBasket = Pick<Basket, 'id' | 'table' | 'table_id' | 'deliveryType'>;

/** Whether to offer the table selection: an eat-here basket without a table, where it is not hidden. */
export function shouldOfferTableSelection(basket: TableSelectionBasket, storage: KeyValueStorage): boolean {
  if (basket.deliveryType !== 3 || basket.table_id !== null || basket.table) return false;
  return !isTableSelectionHidden(storage, basket.id);
}
