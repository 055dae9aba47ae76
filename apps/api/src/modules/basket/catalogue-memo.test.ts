import { describe, expect, it } from 'vitest';
import type { DeliveryAreaRow, HappyHourRow, ProductRow } from '../../db/schema.ts';
import { createCatalogueMemo } from './catalogue-memo.ts';

const product = (id: number, stock: number | null = null) => ({ id, name: `Product ${id}`, price_minor: 500, stock }) as ProductRow;
const happyHour = (id: number, productId: number) => ({ id, product_id: productId, price_minor: 300 }) as HappyHourRow;

const area = (postalCode: string, shipping: number) =>
  ({ id: Number(postalCode), postal_code: postalCode, shipping_price_minor: shipping, minimum_order_minor: 1500 }) as DeliveryAreaRow;

/** A catalogue in memory behind the store's four reads, counting what each is asked. */
function fakeStore() {
  const products = new Map([1, 2, 3].map((id) => [id, product(id)]));
  products.set(4, product(4, 10));
  const happyHours = [happyHour(1, 1), happyHour(2, 1), happyHour(3, 2)];
  const areas = new Map([['10115', area('10115', 250)]]);
  const asked = { products: [] as number[][], stock: [] as number[][], happyHours: [] as number[][], areas: [] as string[] };
  return {
    products,
    areas,
    asked,
    store: {
      async findDeliveryArea(_restaurantId: number, postalCode: string) {
        asked.areas.push(postalCode);
        const row = areas.get(postalCode);
        return row ? { ...row } : undefined;
      },
      async productsOfferingAttributes(_restaurantId: number, ids: readonly number[]) {
        asked.products.push([...ids]);
        const rows = ids.flatMap((id) => {
          const row = products.get(id);
          return row ? [{ ...row }] : [];
        });
        return { products: rows, offeringAttributes: new Set(rows.filter((row) => row.id === 2).map((row) => row.id)) };
      },
      async stockOf(_restaurantId: number, ids: readonly number[]) {
        asked.stock.push([...ids]);
        return new Map(ids.map((id) => [id, products.get(id)?.stock ?? null]));
      },
      async happyHoursOf(ids: readonly number[]) {
        asked.happyHours.push([...ids]);
        return happyHours.filter((row) => ids.includes(row.product_id));
      },
    },
  };
}

describe('the catalogue a basket is priced from', () => {
  it('reads each product once while it is kept, and only the ones not kept', async () => {
    const { store, asked } = fakeStore();
    const catalogue = createCatalogueMemo(store, { ttlMs: 60_000 });
    const first = await catalogue.products(7, [1, 2]);
    expect(first.products.map((row) => row.id)).toEqual([1, 2]);
    expect([...first.offeringAttributes]).toEqual([2]);
    const second = await catalogue.products(7, [2, 3, 1]);
    expect(second.products.map((row) => row.id)).toEqual([2, 3, 1]);
    expect([...second.offeringAttributes]).toEqual([2]);
    expect(asked.products).toEqual([[1, 2], [3]]);
  });

  it('keeps a product that does not exist as missing', async () => {
    const { store, asked } = fakeStore();
    const catalogue = createCatalogueMemo(store, { ttlMs: 60_000 });
    expect((await catalogue.products(7, [99])).products).toEqual([]);
    expect((await catalogue.products(7, [99, 1])).products.map((row) => row.id)).toEqual([1]);
    expect(asked.products).toEqual([[99], [1]]);
  });

  it('reads the stock of a kept product that counts it afresh, and never of one that does not', async () => {
    const { store, asked, products } = fakeStore();
    const catalogue = createCatalogueMemo(store, { ttlMs: 60_000 });
    expect((await catalogue.products(7, [4, 1])).products.map((row) => row.stock)).toEqual([10, null]);
    expect(asked.stock).toEqual([]);
    // An order takes stock: nothing retires the kept row, yet the next read has the stock as it is.
    products.set(4, product(4, 3));
    expect((await catalogue.products(7, [4, 1])).products.map((row) => row.stock)).toEqual([3, null]);
    expect(asked.stock).toEqual([[4]]);
    expect(asked.products).toEqual([[4, 1]]);
  });

  it('shares one read between calls that miss the same products at once', async () => {
    const { store, asked } = fakeStore();
    const catalogue = createCatalogueMemo(store, { ttlMs: 60_000 });
    const [a, b] = await Promise.all([catalogue.products(7, [1, 2]), catalogue.products(7, [2, 1])]);
    expect(a.products.map((row) => row.id)).toEqual([1, 2]);
    expect(b.products.map((row) => row.id)).toEqual([2, 1]);
    expect(asked.products).toEqual([[1, 2]]);
  });

  it('keeps happy hours per product, an empty list too', async () => {
    const { store, asked } = fakeStore();
    const catalogue = createCatalogueMemo(store, { ttlMs: 60_000 });
    expect((await catalogue.happyHours(7, [1, 3])).map((row) => row.id)).toEqual([1, 2]);
    expect((await catalogue.happyHours(7, [3, 2, 1])).map((row) => row.id)).toEqual([3, 1, 2]);
    expect(asked.happyHours).toEqual([[1, 3], [2]]);
  });

  it('reads again after the restaurant changed (forget), and keeps each restaurant apart', async () => {
    const { store, asked, products } = fakeStore();
    const catalogue = createCatalogueMemo(store, { ttlMs: 60_000 });
    await catalogue.products(7, [1]);
    await catalogue.happyHours(7, [1]);
    products.set(1, { ...product(1), price_minor: 650 });
    await catalogue.products(8, [1]);
    catalogue.forget(7);
    expect((await catalogue.products(7, [1])).products[0]?.price_minor).toBe(650);
    await catalogue.happyHours(7, [1]);
    expect(asked.products).toEqual([[1], [1], [1]]);
    expect(asked.happyHours).toEqual([[1], [1]]);
  });

  it('keeps nothing when the menu cache is off (0 s)', async () => {
    const { store, asked } = fakeStore();
    const catalogue = createCatalogueMemo(store, { ttlMs: 0 });
    await catalogue.products(7, [1]);
    await catalogue.products(7, [1]);
    await catalogue.happyHours(7, [1]);
    await catalogue.happyHours(7, [1]);
    expect(asked.products).toEqual([[1], [1]]);
    expect(asked.happyHours).toEqual([[1], [1]]);
  });

  it('reads a delivery area once per postal code while kept, a postal code without one too', async () => {
    const { store, asked, areas } = fakeStore();
    const catalogue = createCatalogueMemo(store, { ttlMs: 60_000 });
    expect((await catalogue.deliveryArea(7, '10115'))?.shipping_price_minor).toBe(250);
    expect(await catalogue.deliveryArea(7, '99999')).toBeUndefined();
    expect((await catalogue.deliveryArea(7, '10115'))?.shipping_price_minor).toBe(250);
    expect(await catalogue.deliveryArea(7, '99999')).toBeUndefined();
    expect(asked.areas).toEqual(['10115', '99999']);
    areas.set('10115', area('10115', 300));
    catalogue.forget(7);
    expect((await catalogue.deliveryArea(7, '10115'))?.shipping_price_minor).toBe(300);
    expect(asked.areas).toEqual(['10115', '99999', '10115']);
  });
});
