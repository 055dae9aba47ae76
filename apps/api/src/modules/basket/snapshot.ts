import { type Basket, toMajorUnits } from '@platter/contract';
import { happyHoursAt } from '@platter/delivery-time';
import { DateTime } from 'luxon';
import type {
  AttributeItemRow,
  BasketLineRow,
  DeliveryAreaRow,
  HappyHourRow,
  ProductRow,
  RestaurantRow,
  TableRow,
  VoucherRow,
} from '../../db/schema.ts';
import type { CatalogueReads } from './catalogue-memo.ts';
import { type BasketTotals, lineTotalMinor, type PricedLine, priceBasket, unitTotalMinor } from './pricing.ts';
import type { BasketRow, BasketStore } from './store.ts';

export interface SnapshotLine {
  line: BasketLineRow;
  product: ProductRow;
  attributeItems: Array<{ id: number; name: string; priceMinor: number; quantity: number }>;
  packageItems: Array<{
    id: number;
    productId: number;
    stepId: number;
    quantity: number;
    name: string;
    stock: number | null;
    depot: { name: string; priceMinor: number } | null;
    surchargeMinor: number;
  }>;
  priced: PricedLine;
}

/** The rows a snapshot was priced from, so a later snapshot of the same basket can reuse them. */
export interface SnapshotReads {
  products: ReadonlyMap<number, ProductRow>;
  /** The happy hours of `happyHourProducts`, the products whose happy hours were read. */
  happyHours: readonly HappyHourRow[];
  happyHourProducts: ReadonlySet<number>;
  /** The products of `products` that offer attribute items (whose choice needs their items read). */
  offeringAttributes: ReadonlySet<number>;
  attributeItems: ReadonlyMap<number, AttributeItemRow>;
  /** The surcharges of the package steps `surchargeSteps`. */
  surcharges: ReadonlyArray<{ step_id: number; product_id: number; price_minor: number }>;
  surchargeSteps: ReadonlySet<number>;
}

/** A basket with everything its view and its order need, priced at its delivery time. */
export interface BasketSnapshot {
  basket: BasketRow;
  lines: SnapshotLine[];
  totals: BasketTotals;
  voucher: VoucherRow | null;
  area: DeliveryAreaRow | null;
  table: TableRow | null;
  reads: SnapshotReads;
}

function depotOf(product: ProductRow): { name: string; priceMinor: number } | null {
  return product.depot_name ? { name: product.depot_name, priceMinor: product.depot_price_minor ?? 0 } : null;
}

const covers = (known: ReadonlySet<number> | ReadonlyMap<number, unknown>, wanted: readonly number[]) =>
  wanted.every((id) => known.has(id));

/** The delivery area of a postal code: the one the call found already, else the catalogue's. */
function areaOf(catalogue: CatalogueReads, restaurant: RestaurantRow, postalCode: string | null, found: DeliveryAreaRow | undefined) {
  if (!postalCode) return undefined;
  if (found?.postal_code === postalCode) return found;
  return catalogue.deliveryArea(restaurant.id, postalCode);
}

/** Where a snapshot reads: the basket's own rows from the store, the products, happy hours and delivery areas through the catalogue (kept: `catalogue-memo.ts`). */
export interface SnapshotSources {
  store: BasketStore;
  catalogue: CatalogueReads;
}

/** What a call has read already, so that its basket's snapshot reads less. */
export interface KnownReads {
  /**
   * A snapshot of the same basket taken moments before in the same call (the basket's answer after
   * a change): the lines and items are read again and the rest is taken from it where it holds what
   * they name. A change of products, prices or vouchers in between is the same race as one just
   * after the read.
   */
  earlier?: BasketSnapshot;
  /** The delivery area the call found for the basket's postal code. */
  area?: DeliveryAreaRow;
  /** The call created the basket: it has no lines yet. */
  created?: boolean;
}

/**
 * Loads a basket in a fixed number of queries (lines with their items, the products and happy
 * hours they name, voucher, area, table), whatever the number of lines, fewer with what the call
 * knows (`known`). `alsoProducts`: products the call needs beside the basket's (the one being
 * added), read in the same query and found in `reads.products`.
 */
export async function loadSnapshot(
  { store, catalogue }: SnapshotSources,
  restaurant: RestaurantRow,
  basket: BasketRow,
  now: Date,
  known: KnownReads = {},
  alsoProducts: readonly number[] = [],
): Promise<BasketSnapshot> {
  const { lines: lineRows, items: itemRows } = known.created ? { lines: [], items: [] } : await store.linesWithItems(basket.id);
  const productIds = [
    ...new Set([
      ...lineRows.map((line) => line.product_id),
      ...itemRows.flatMap((item) => (item.product_id ? [item.product_id] : [])),
      ...alsoProducts,
    ]),
  ];
  const lineProductIds = [...new Set(lineRows.map((line) => line.product_id))];
  const attributeIds = [...new Set(itemRows.flatMap((item) => (item.attribute_item_id ? [item.attribute_item_id] : [])))];
  const stepIds = [...new Set(itemRows.flatMap((item) => (item.step_id ? [item.step_id] : [])))];
  const reused = known.earlier?.basket.id === basket.id ? known.earlier : undefined;
  const same = <K extends 'voucher_id' | 'postal_code' | 'table_id'>(key: K) => reused !== undefined && reused.basket[key] === basket[key];
  const reusesProducts = reused && covers(reused.reads.products, productIds);
  const [{ products, offeringAttributes }, happyHours, attributeItems, surcharges, voucher, area, table] = await Promise.all([
    reusesProducts
      ? reused.reads
      : catalogue.products(restaurant.id, productIds).then(({ products, offeringAttributes }) => ({
          products: new Map(products.map((row) => [row.id, row])),
          offeringAttributes,
        })),
    reused && covers(reused.reads.happyHourProducts, lineProductIds)
      ? reused.reads.happyHours
      : catalogue.happyHours(restaurant.id, lineProductIds),
    reused && covers(reused.reads.attributeItems, attributeIds)
      ? reused.reads.attributeItems
      : store.attributeItemsByIds(attributeIds).then((rows) => new Map(rows.map((row) => [row.id, row]))),
    reused && covers(reused.reads.surchargeSteps, stepIds) ? reused.reads.surcharges : store.packageSurcharges(stepIds),
    same('voucher_id') ? reused?.voucher : basket.voucher_id ? store.findVoucher(basket.voucher_id) : Promise.resolve(undefined),
    same('postal_code') ? reused?.area : areaOf(catalogue, restaurant, basket.postal_code, known.area),
    same('table_id') ? reused?.table : basket.table_id ? store.findTable(basket.table_id) : Promise.resolve(undefined),
  ]);
  const reads: SnapshotReads = {
    products,
    happyHours,
    happyHourProducts: reused && happyHours === reused.reads.happyHours ? reused.reads.happyHourProducts : new Set(lineProductIds),
    offeringAttributes,
    attributeItems,
    surcharges,
    surchargeSteps: reused && surcharges === reused.reads.surcharges ? reused.reads.surchargeSteps : new Set(stepIds),
  };
  const surchargeOf = (stepId: number, productId: number) =>
    surcharges.find((surcharge) => surcharge.step_id === stepId && surcharge.product_id === productId)?.price_minor ?? 0;
  let pricedAt: DateTime | undefined;
  const happyHoursOf = (productId: number) =>
    happyHours
      .filter((happyHour) => happyHour.product_id === productId)
      .map((happyHour) => ({ ...happyHour, weekday_id: happyHour.weekday }));

  const lines: SnapshotLine[] = [];
  for (const line of lineRows) {
    const product = products.get(line.product_id);
    if (!product) continue;
    const items = itemRows.filter((item) => item.basket_product_id === line.id);
    const chosenAttributes = items.flatMap((item) => {
      const attribute = item.kind === 'attribute' && item.attribute_item_id ? attributeItems.get(item.attribute_item_id) : undefined;
      return attribute ? [{ id: attribute.id, name: attribute.name, priceMinor: attribute.price_minor, quantity: item.quantity }] : [];
    });
    const packageItems = items.flatMap((item) => {
      const content = item.kind === 'package' && item.product_id ? products.get(item.product_id) : undefined;
      if (!content || !item.step_id) return [];
      return [
        {
          id: item.id,
          productId: content.id,
          stepId: item.step_id,
          quantity: item.quantity,
          name: content.name,
          stock: content.stock,
          depot: depotOf(content),
          surchargeMinor: surchargeOf(item.step_id, content.id),
        },
      ];
    });
    // Overlapping happy hours: the guest gets the cheapest, as the menu shows it. The moment is
    // placed in the restaurant's zone only for a product that has happy hours (luxon's zone
    // arithmetic was a tenth of basket/add's CPU).
    const ownHappyHours = happyHoursOf(product.id);
    pricedAt ??= ownHappyHours.length > 0 ? DateTime.fromJSDate(basket.delivery_time ? new Date(basket.delivery_time) : now) : undefined;
    const happyHour = pricedAt
      ? happyHoursAt(ownHappyHours, pricedAt, restaurant.time_zone).sort((a, b) => a.price_minor - b.price_minor)[0]
      : undefined;
    lines.push({
      line,
      product,
      attributeItems: chosenAttributes,
      packageItems,
      priced: {
        quantity: line.quantity,
        unitPriceMinor: happyHour ? happyHour.price_minor : product.price_minor,
        attributeItems: chosenAttributes,
        packageItems: packageItems.map((item) => ({ surchargeMinor: item.surchargeMinor, quantity: item.quantity })),
        depotMinor: product.depot_price_minor,
      },
    });
  }

  const totals = priceBasket({
    lines: lines.map((line) => line.priced),
    voucher: voucher ? { kind: voucher.kind, value: voucher.value, minimumOrderMinor: voucher.minimum_order_minor } : null,
    shippingMinor: area?.shipping_price_minor ?? 0,
    isDelivery: basket.delivery_type === 1,
    tipMinor: basket.tip_minor,
  });
  return { basket, lines, totals, voucher: voucher ?? null, area: area ?? null, table: table ?? null, reads };
}

/** The basket as the spec's client reads it (spec §3 "Basket"), money in major units. */
export function presentBasket({ basket, lines, totals, voucher, table }: BasketSnapshot): Basket {
  const depot = (value: { name: string; priceMinor: number } | null) =>
    value ? { name: value.name, price: toMajorUnits(value.priceMinor) } : null;
  return {
    id: basket.id,
    restaurant_id: basket.restaurant_id,
    totalPrice: toMajorUnits(totals.subtotalMinor),
    products: lines.map(({ line, product, attributeItems, packageItems, priced }) => ({
      basketProductId: line.id,
      productId: product.id,
      RestaurantProductId: product.id,
      name: product.name,
      image: product.image,
      price: toMajorUnits(unitTotalMinor(priced)),
      totalPrice: toMajorUnits(lineTotalMinor(priced)),
      quantity: line.quantity,
      attributeItems: attributeItems.map((item) => ({
        id: item.id,
        name: item.name,
        price: toMajorUnits(item.priceMinor),
        quantity: item.quantity,
      })),
      stock: product.stock,
      is_package: product.is_package === 1,
      items: packageItems.map((item) => ({
        id: item.id,
        RestaurantProductId: item.productId,
        quantity: item.quantity,
        productPackageId: item.stepId,
        stock: item.stock,
        name: item.name,
        depot: depot(item.depot),
      })),
      depot: depot(depotOf(product)),
      extra_info: line.extra_info,
    })),
    deliveryTime: basket.delivery_time,
    duration: basket.duration,
    voucher_code: voucher?.code ?? null,
    voucherValue: toMajorUnits(totals.discountMinor),
    totalWithDiscount: toMajorUnits(totals.totalMinor),
    deliveryType: basket.delivery_type === 1 || basket.delivery_type === 2 || basket.delivery_type === 3 ? basket.delivery_type : null,
    postalCode: basket.postal_code,
    tip: toMajorUnits(totals.tipMinor),
    shipping_price: toMajorUnits(totals.shippingMinor),
    table: table?.name ?? null,
    table_id: table?.id ?? null,
    extra_info: basket.extra_info,
  };
}
