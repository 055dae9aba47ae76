import { type Basket, toMajorUnits } from '@platter/contract';
import { happyHoursAt } from '@platter/delivery-time';
import { DateTime } from 'luxon';
import type { BasketLineRow, DeliveryAreaRow, ProductRow, RestaurantRow, TableRow, VoucherRow } from '../../db/schema.ts';
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

/** A basket with everything its view and its order need, priced at its delivery time. */
export interface BasketSnapshot {
  basket: BasketRow;
  lines: SnapshotLine[];
  totals: BasketTotals;
  voucher: VoucherRow | null;
  area: DeliveryAreaRow | null;
  table: TableRow | null;
}

function depotOf(product: ProductRow): { name: string; priceMinor: number } | null {
  return product.depot_name ? { name: product.depot_name, priceMinor: product.depot_price_minor ?? 0 } : null;
}

/**
 * Loads a basket in a fixed number of queries (lines, their items, the products and happy hours
 * they name, voucher, area, table), whatever the number of lines.
 */
export async function loadSnapshot(store: BasketStore, restaurant: RestaurantRow, basket: BasketRow, now: Date): Promise<BasketSnapshot> {
  const lineRows = await store.lines(basket.id);
  const itemRows = await store.lineItems(lineRows.map((line) => line.id));
  const productIds = [
    ...new Set([...lineRows.map((line) => line.product_id), ...itemRows.flatMap((item) => (item.product_id ? [item.product_id] : []))]),
  ];
  const [products, happyHours, attributeItems, surcharges, voucher, area, table] = await Promise.all([
    store.productsByIds(restaurant.id, productIds),
    store.happyHoursOf(lineRows.map((line) => line.product_id)),
    store.attributeItemsByIds(itemRows.flatMap((item) => (item.attribute_item_id ? [item.attribute_item_id] : []))),
    store.packageSurcharges([...new Set(itemRows.flatMap((item) => (item.step_id ? [item.step_id] : [])))]),
    basket.voucher_id ? store.findVoucher(basket.voucher_id) : Promise.resolve(undefined),
    basket.postal_code ? store.findDeliveryArea(restaurant.id, basket.postal_code) : Promise.resolve(undefined),
    basket.table_id ? store.findTable(basket.table_id) : Promise.resolve(undefined),
  ]);
  const productById = new Map(products.map((product) => [product.id, product]));
  const attributeById = new Map(attributeItems.map((item) => [item.id, item]));
  const surchargeOf = (stepId: number, productId: number) =>
    surcharges.find((surcharge) => surcharge.step_id === stepId && surcharge.product_id === productId)?.price_minor ?? 0;
  const pricedAt = DateTime.fromJSDate(basket.delivery_time ? new Date(basket.delivery_time) : now);
  const happyHoursOf = (productId: number) =>
    happyHours
      .filter((happyHour) => happyHour.product_id === productId)
      .map((happyHour) => ({ ...happyHour, weekday_id: happyHour.weekday }));

  const lines: SnapshotLine[] = [];
  for (const line of lineRows) {
    const product = productById.get(line.product_id);
    if (!product) continue;
    const items = itemRows.filter((item) => item.basket_product_id === line.id);
    const chosenAttributes = items.flatMap((item) => {
      const attribute = item.kind === 'attribute' && item.attribute_item_id ? attributeById.get(item.attribute_item_id) : undefined;
      return attribute ? [{ id: attribute.id, name: attribute.name, priceMinor: attribute.price_minor, quantity: item.quantity }] : [];
    });
    const packageItems = items.flatMap((item) => {
      const content = item.kind === 'package' && item.product_id ? productById.get(item.product_id) : undefined;
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
    // Overlapping happy hours: the guest gets the cheapest, as the menu shows it.
    const happyHour = happyHoursAt(happyHoursOf(product.id), pricedAt, restaurant.time_zone).sort(
      (a, b) => a.price_minor - b.price_minor,
    )[0];
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
  return { basket, lines, totals, voucher: voucher ?? null, area: area ?? null, table: table ?? null };
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
