import type { HappyHourRow, ProductRow } from '../../db/schema.ts';
import { createRestaurantMemo, type RestaurantMemo } from '../restaurant/restaurant-memo.ts';
import type { BasketStore } from './store.ts';

/** What a basket's snapshot reads of the restaurant's catalogue: its products and their happy hours. */
export interface CatalogueReads {
  /** The restaurant's products of `ids` that exist, and which of them offer attribute items. */
  products(restaurantId: number, ids: readonly number[]): Promise<{ products: ProductRow[]; offeringAttributes: Set<number> }>;
  /** The happy hours of the restaurant's products `productIds`. */
  happyHours(restaurantId: number, productIds: readonly number[]): Promise<HappyHourRow[]>;
}

interface KeptProduct {
  row: ProductRow;
  offersAttributes: boolean;
}

/** Products kept at most, over all restaurants (and as many lists of happy hours): 600-product menus fit many times over. */
const PRODUCTS_KEPT = 20_000;

/**
 * The catalogue a basket is priced from, kept per restaurant and product like the menu's answers
 * (`restaurant-memo.ts`: until the restaurant's next announced change, `ttlMs` at most): every
 * basket call read its products' rows (22 columns each, and whether they offer attribute
 * items) and their happy hours again, 15 % of basket/add's CPU. No call of the API writes a
 * product or a happy hour but for stock, so stock alone is never taken from what is kept: a kept
 * product that counts its stock has it read afresh, and an order takes it in its own transaction
 * as before. A product that does not exist is kept as missing, like any other answer.
 */
export function createCatalogueMemo(
  store: Pick<BasketStore, 'productsOfferingAttributes' | 'happyHoursOf' | 'stockOf'>,
  { ttlMs }: { ttlMs: number },
): CatalogueReads & { forget(restaurantId: number): void } {
  const products = createRestaurantMemo<KeptProduct | null>({ ttlMs, maxEntries: PRODUCTS_KEPT });
  const happyHours = createRestaurantMemo<HappyHourRow[]>({ ttlMs, maxEntries: PRODUCTS_KEPT });

  /**
   * The value of each id: kept, or from one read of the ids not kept (`missing`, as `notKept`
   * found them just before), which the memo keeps and shares with concurrent calls missing them too.
   */
  function keptOrRead<T, R>(
    memo: RestaurantMemo<T>,
    restaurantId: number,
    ids: readonly number[],
    missing: number[],
    readMissing: (ids: number[]) => Promise<R>,
    pick: (read: R, id: number) => T,
  ): Promise<T[]> {
    let read: Promise<R> | undefined;
    const readOnce = () => {
      read ??= readMissing(missing);
      return read;
    };
    return Promise.all(ids.map((id) => memo.get(restaurantId, String(id), async () => pick(await readOnce(), id))));
  }
  const notKept = <T>(memo: RestaurantMemo<T>, restaurantId: number, ids: readonly number[]) =>
    ids.filter((id) => memo.peek(restaurantId, String(id)) === undefined);

  return {
    async products(restaurantId, ids) {
      if (ids.length === 0) return { products: [], offeringAttributes: new Set() };
      if (ttlMs <= 0) return store.productsOfferingAttributes(restaurantId, ids);
      const missing = notKept(products, restaurantId, ids);
      const kept = await keptOrRead(
        products,
        restaurantId,
        ids,
        missing,
        (missing) => store.productsOfferingAttributes(restaurantId, missing),
        (read, id): KeptProduct | null => {
          const row = read.products.find((product) => product.id === id);
          return row ? { row, offersAttributes: read.offeringAttributes.has(id) } : null;
        },
      );
      const found = kept.filter((entry): entry is KeptProduct => entry !== null);
      // Rows read by this call (or by a concurrent one it joined) hold the stock as it is.
      const counted = found.filter((entry) => entry.row.stock !== null && !missing.includes(entry.row.id)).map((entry) => entry.row.id);
      const stock = counted.length > 0 ? await store.stockOf(restaurantId, counted) : undefined;
      return {
        products: found.map(({ row }) => (stock?.has(row.id) ? { ...row, stock: stock.get(row.id) ?? null } : row)),
        offeringAttributes: new Set(found.filter((entry) => entry.offersAttributes).map((entry) => entry.row.id)),
      };
    },

    async happyHours(restaurantId, productIds) {
      if (productIds.length === 0) return [];
      if (ttlMs <= 0) return store.happyHoursOf(productIds);
      const kept = await keptOrRead(
        happyHours,
        restaurantId,
        productIds,
        notKept(happyHours, restaurantId, productIds),
        (missing) => store.happyHoursOf(missing),
        (read, id) => read.filter((row) => row.product_id === id),
      );
      return kept.flat();
    },

    forget(restaurantId) {
      products.forget(restaurantId);
      happyHours.forget(restaurantId);
    },
  };
}
export type CatalogueMemo = ReturnType<typeof createCatalogueMemo>;
