import type { KeyValueStorage } from '@platter/api-client';

/** Local-storage key of the basket list (spec document 2, "Local-storage keys"). */
export const BASKET_REGISTRY_KEY = 'basket';

export interface BasketRecord {
  restaurantId: number;
  basketId: string;
}

/**
 * One entry of the list, read as `z.object({ restaurantId: z.coerce.number().int().positive(),
 * basketId: z.string().min(1) })` would (a test holds them together), by hand: the list is read
 * as the app starts, where zod is not loaded (issue 18).
 */
function recordOf(entry: unknown): BasketRecord | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const { restaurantId, basketId } = entry as Record<string, unknown>;
  const id = coercedNumber(restaurantId);
  if (id === null || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof basketId !== 'string' || basketId.length === 0) return null;
  return { restaurantId: id, basketId };
}

/** `Number(value)` as zod's coercion takes it; a value it cannot convert is null. */
function coercedNumber(value: unknown): number | null {
  try {
    return Number(value);
  } catch {
    return null;
  }
}

/** Reads the stored list; unreadable text or entries are dropped rather than breaking the start. */
export function parseBasketRegistry(text: string | null): BasketRecord[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const record = recordOf(entry);
    return record ? [record] : [];
  });
}

/** The local list of baskets, one per restaurant: `[{ restaurantId, basketId }]` under the key `basket`. */
export function createBasketRegistry(storage: KeyValueStorage) {
  const read = () => parseBasketRegistry(storage.getItem(BASKET_REGISTRY_KEY));
  const write = (records: BasketRecord[]) => storage.setItem(BASKET_REGISTRY_KEY, JSON.stringify(records));

  return {
    list: read,

    basketIdFor(restaurantId: number): string | null {
      return read().find((record) => record.restaurantId === restaurantId)?.basketId ?? null;
    },

    /** Remembers a restaurant's basket, replacing an earlier one of the same restaurant. */
    remember(restaurantId: number, basketId: string): void {
      write([...read().filter((record) => record.restaurantId !== restaurantId), { restaurantId, basketId }]);
    },

    /** Forgets a restaurant's basket (after its order was created). */
    forget(restaurantId: number): void {
      const records = read();
      const rest = records.filter((record) => record.restaurantId !== restaurantId);
      if (rest.length !== records.length) write(rest);
    },

    /** Removes the whole list (spec §4: on `basket_does_not_exists`). */
    clear(): void {
      storage.removeItem(BASKET_REGISTRY_KEY);
    },
  };
}
export type BasketRegistry = ReturnType<typeof createBasketRegistry>;
