import type { KeyValueStorage } from '@platter/api-client';
import { type Basket, readBasketExtraInfo } from '@platter/contract';
import { localDate } from './local-date.ts';

/** Local-storage key of the day the table's capacity was last given (spec document 2). */
export function tableCapacityKey(basketId: string): string {
  return `basket-${basketId}-table-capacity-set-date`;
}

export type TableCapacityBasket = Pick<Basket, 'id' | 'table' | 'table_id' | 'extra_info'>;

/** The `{ adults, children }` the basket's extra info holds, or null when it holds none. */
export function tableCapacityOf(basket: Pick<Basket, 'extra_info'>): { adults: number; children: number } | null {
  if (!basket.extra_info) return null;
  return readBasketExtraInfo(basket.extra_info)?.table_capacity ?? null;
}

/**
 * Spec §4 "Table capacity modal": shown when a table is set and the basket has no capacity in its
 * extra info, or adults plus children is under 1, or it was not given today.
 */
export function needsTableCapacity(basket: TableCapacityBasket, setDate: string | null, today: string): boolean {
  if (basket.table_id === null && !basket.table) return false;
  const capacity = tableCapacityOf(basket);
  return capacity === null || capacity.adults + capacity.children < 1 || setDate !== today;
}

export function shouldAskTableCapacity(basket: TableCapacityBasket, storage: KeyValueStorage, now: Date): boolean {
  return needsTableCapacity(basket, storage.getItem(tableCapacityKey(basket.id)), localDate(now));
}

/** Records that the capacity was given today. */
export function rememberTableCapacity(storage: KeyValueStorage, basketId: string, now: Date): void {
  storage.setItem(tableCapacityKey(basketId), localDate(now));
}
