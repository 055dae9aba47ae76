import type { DeliveryAreaRow, HappyHourRow, ProductRow } from '../../db/schema.ts';
import { createRestaurantMemo, type RestaurantMemo } from '../restaurant/restaurant-memo.ts';
import type { BasketStore } from './store.ts';

/** What a basket's snapshot reads of the restaurant's catalogue: its products, their happy hours, its delivery areas. */
export interface CatalogueReads {
  /** The restaurant's products of `ids` that exist, and which of them offer attribute items. */
  products(restaurantId: number, ids: readonly number[]): Promise<{ products: ProductRow[]; offeringAttributes: Set<number> }>;
  /** The happy hours of the restaurant's products `productIds`. */
  happyHours(restaurantId: number, productIds: readonly number[]): Promise<HappyHourRow[]>;
  /** The restaurant's delivery area of a postal code (its shipping price and minimum order), if it delivers there. */
  deliveryArea(restaurantId: number, postalCode: string): Promise<DeliveryAreaRow | undefined>;
}

interface KeptProduct {
  row: ProductRow;
  offersAttributes: boolean;
}

/** Products kept at most, over all restaurants (and as many lists of happy hours): 600-product menus fit many times over. */
const PRODUCTS_KEPT = 20_000;
/** Postal codes kept at most, over all restaurants, those without an area included (a guest may type any). */
const POSTAL_CODES_KEPT = 5_000;

/**
 * The catalogue a basket is priced from, kept per restaurant and product like the menu's answers
 * (`restaurant-memo.ts`: until the restaurant's next announced change, `ttlMs` at most): every
 * basket call read its products' rows (22 columns each, and whether they offer attribute
 * items) and their happy hours again, 15 % of basket/add's CPU; a checkout read its delivery area
 * twice (the address, the order). No call of the API writes a product, a happy hour or a delivery
 * area but for stock, so stock alone is never taken from what is kept: a kept product that counts
 * its stock has it read afresh, and an order takes it in its own transaction as before. A product
 * that does not exist, or a postal code without an area, is kept as missing, like any other answer.
 */
export function createCatalogueMemo(
  store: Pick<BasketStore, 'productsOfferingAttributes' | 'happyHoursOf' | 'stockOf' | 'findDeliveryArea'>,
  { ttlMs }: { ttlMs: number },
): CatalogueReads & { forget(restaurantId: number): void } {
  const products = createRestaurantMemo<KeptProduct | null>({ ttlMs, maxEntries: PRODUCTS_KEPT });
  const happyHours = createRestaurantMemo<HappyHourRow[]>({ ttlMs, maxEntries: PRODUCTS_KEPT });
  const areas = createRestaurantMemo<DeliveryAreaRow | null>({ ttlMs, maxEntries: POSTAL_CODES_KEPT });

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

    async deliveryArea(restaurantId, postalCode) {
      const area = await areas.get(restaurantId, postalCode, async () => (await store.findDeliveryArea(restaurantId, postalCode)) ?? null);
      return area ?? undefined;
    },

    forget(restaurantId) {
      products.forget(restaurantId);
      happyHours.forget(restaurantId);
      areas.forget(restaurantId);
    },
  };
}
export type CatalogueMemo = ReturnType<typeof createCatalogueMemo>;
