import {
  type AttributeGroup,
  type CategoriesQuery,
  type Category,
  type CategoryAttributesQuery,
  type DeliveryTime,
  type HappyHourTime,
  type HappyHourTimesQuery,
  type MostSellingQuery,
  type PackageStep,
  type PinnedProductsQuery,
  PRODUCT_SEARCH_MAX_RESULTS,
  type Product,
  type ProductAttributes,
  type ProductPackagesQuery,
  type ProductSearchQuery,
  type ProductsQuery,
  parseDeliveryTime,
  toMajorUnits,
} from '@platter/contract';
import type { AttributeItemRow, HappyHourRow, ProductRow, RestaurantRow, SubcategoryRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type WallClock, wallClockAt, wallClockOf } from '../../time/wall-clock.ts';
import type { ProductPauses } from '../break-patterns/index.ts';
import type { RestaurantLookup } from './lookup.ts';
import type { MenuPlace } from './menu-cache.ts';
import type { MenuStore } from './menu-store.ts';
import {
  allergyCodesOf,
  deliveryTypesOf,
  depotOf,
  pinnedExtraGroupIdsOf,
  presentAttributeGroup,
  presentProduct,
  presentSubcategory,
} from './presenters.ts';

export interface MenuServiceDeps {
  restaurants: RestaurantLookup;
  store: MenuStore;
  /** Products paused by an active break pattern: listed out of stock (`stock: 0`), as the storefront reads it. */
  pauses: Pick<ProductPauses, 'pausedAt'>;
  now: () => Date;
}

export interface MenuMomentQuery {
  restaurantId: number;
  categoryId?: number | undefined;
  basketId?: string | undefined;
  delivery_time?: DeliveryTime | undefined;
}

/** See `momentOf`: the wall-clock minute (`YYYY-MM-DDTHH:mm`, the restaurant's zone) and the basket's delivery type. */
export interface MenuMoment {
  deliveryType: number | null;
  minute: string;
}

/** What a basket tells the menu: the delivery type it is for and the time it is wanted at. */
interface BasketContext {
  deliveryType: number | null;
  deliveryTime: string | null;
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Spec §9: categories by `pivot.priority` when every one has a priority, otherwise as created. */
function sortCategories<T extends { id: number; priority: number | null }>(categories: T[]): T[] {
  const allPrioritised = categories.every((category) => category.priority !== null);
  return [...categories].sort((a, b) => (allPrioritised ? (a.priority ?? 0) - (b.priority ?? 0) : 0) || a.id - b.id);
}

/** The menu: categories, products with their prices at a moment, happy hours, attributes, packages. */
export function createMenuService({ restaurants, store, pauses, now }: MenuServiceDeps) {
  /**
   * The basket a menu call names, if any. It must be a basket of the same restaurant: any other id
   * is `basket_does_not_exists`, on which the client forgets its stored basket (spec document 2, §8).
   * Its owner is not checked: the menu reads only its delivery type and time and returns nothing of it.
   */
  async function basketContext(restaurantId: number, basketId: string | undefined): Promise<BasketContext | null> {
    if (basketId === undefined) return null;
    const basket = await store.findBasket(basketId);
    if (!basket || basket.restaurant_id !== restaurantId) throw AppError.validation('basketId', 'basket_does_not_exists');
    return { deliveryType: basket.delivery_type, deliveryTime: basket.delivery_time };
  }

  /**
   * The moment prices are judged at: the asked delivery time, else the basket's, else now. The
   * basket's time is read like a client's (a UTC instant, or wall-clock text); a damaged one is now.
   */
  function pricingClock(
    restaurant: Pick<RestaurantRow, 'time_zone'>,
    asked: DeliveryTime | undefined,
    basket: BasketContext | null,
  ): WallClock {
    const wanted = asked ?? (basket?.deliveryTime ? parseDeliveryTime(basket.deliveryTime) : null);
    return wanted ? wallClockOf(wanted, restaurant.time_zone) : wallClockNow(restaurant.time_zone);
  }

  // The wall clock of now per zone, read once a minute: it shows minutes, and every zone's offset
  // today is whole minutes, so it turns over with the epoch's minute.
  const clocksNow = new Map<string, { epochMinute: number; clock: WallClock }>();
  function wallClockNow(timeZone: string): WallClock {
    const instant = now();
    const epochMinute = Math.floor(instant.getTime() / 60_000);
    const known = clocksNow.get(timeZone);
    if (known?.epochMinute === epochMinute) return known.clock;
    const clock = wallClockAt(instant, timeZone);
    clocksNow.set(timeZone, { epochMinute, clock });
    return clock;
  }

  /** A basket with a delivery type shows only the products orderable for it (the menu reloads when the type changes). */
  function orderableFor(basket: BasketContext | null) {
    const deliveryType = basket?.deliveryType;
    if (deliveryType === null || deliveryType === undefined) return () => true;
    return (product: Pick<ProductRow, 'delivery_types'>) => (deliveryTypesOf(product.delivery_types) as number[]).includes(deliveryType);
  }

  async function attributeGroupsById(restaurantId: number, groupIds: readonly number[]): Promise<Map<number, AttributeGroup>> {
    const [groups, items] = await Promise.all([store.attributeGroupsByIds(restaurantId, groupIds), store.attributeItemsOfGroups(groupIds)]);
    const itemsByGroup = groupBy(items, (item) => item.group_id);
    return new Map(groups.map((group) => [group.id, presentAttributeGroup(group, itemsByGroup.get(group.id) ?? [])]));
  }

  /**
   * Products as the menu lists them. Whatever the number of rows, this costs one batched query for
   * happy hours, one for subcategories, one for the attribute groups' minima, one or two for the
   * break patterns active at `clock` and,
   * only when a product offers pinned extras, two for the extras' groups and items. A product a
   * break pattern pauses at `clock` is out of stock (`stock: 0`), the storefront's "not available".
   */
  async function productItems(restaurantId: number, rows: readonly ProductRow[], clock: WallClock): Promise<Product[]> {
    if (rows.length === 0) return [];
    const subcategoryIds = [...new Set(rows.flatMap((row) => (row.subcategory_id === null ? [] : [row.subcategory_id])))];
    const extraGroupIds = [...new Set(rows.flatMap(pinnedExtraGroupIdsOf))];
    const productIds = rows.map((row) => row.id);
    const [happyHours, subcategories, extraGroups, paused, minima] = await Promise.all([
      store.happyHoursOf(productIds),
      store.subcategoriesByIds(subcategoryIds),
      extraGroupIds.length > 0 ? attributeGroupsById(restaurantId, extraGroupIds) : new Map<number, AttributeGroup>(),
      pauses.pausedAt(restaurantId, clock),
      store.attributeMinimaOfProducts(restaurantId, productIds),
    ]);
    const minimumByProduct = new Map(minima.map((entry) => [entry.product_id, Number(entry.minimum)]));
    const happyHoursByProduct = groupBy<HappyHourRow, number>(happyHours, (hour) => hour.product_id);
    const subcategoryById = new Map<number, SubcategoryRow>(subcategories.map((row) => [row.id, row]));
    return rows.map((row) => {
      const product = presentProduct(row, {
        subcategory: row.subcategory_id === null ? undefined : subcategoryById.get(row.subcategory_id),
        happyHours: happyHoursByProduct.get(row.id) ?? [],
        extras: pinnedExtraGroupIdsOf(row).flatMap((groupId) => extraGroups.get(groupId) ?? []),
        groupsMinimum: minimumByProduct.get(row.id),
        clock,
      });
      return paused.has(row.id) ? { ...product, stock: 0 } : product;
    });
  }

  /** The category, which must be the restaurant's: another restaurant's id is as unknown as a made-up one. */
  async function requireCategory(restaurantId: number, categoryId: number) {
    const category = await store.findCategory(restaurantId, categoryId);
    if (!category) throw AppError.validation('categoryId', 'category_does_not_exists');
    return category;
  }

  /** The first half of `momentOf`: the restaurant and (when named) the category exist; the restaurant's zone. */
  async function placeOf({ restaurantId, categoryId }: Pick<MenuMomentQuery, 'restaurantId' | 'categoryId'>): Promise<MenuPlace> {
    const restaurant = await restaurants.require(restaurantId);
    if (categoryId !== undefined) await requireCategory(restaurantId, categoryId);
    return { timeZone: restaurant.time_zone };
  }

  /** The second half of `momentOf`, at a place `placeOf` found (or remembered). */
  async function momentAt(place: MenuPlace, { restaurantId, basketId, delivery_time }: MenuMomentQuery): Promise<MenuMoment> {
    const basket = await basketContext(restaurantId, basketId);
    const clock = pricingClock({ time_zone: place.timeZone }, delivery_time, basket);
    return { deliveryType: basket?.deliveryType ?? null, minute: `${clock.date}T${clock.time}` };
  }

  return {
    /**
     * What a menu answer depends on besides the restaurant's rows: the delivery type of the basket
     * named (products of other types are left out) and the minute its prices and pauses are judged
     * at (the asked delivery time, else the basket's, else now), both read as the calls read them.
     * Refuses an unknown restaurant, category (when named) or another restaurant's basket as the
     * calls do, in their order.
     */
    async momentOf(query: MenuMomentQuery): Promise<MenuMoment> {
      return momentAt(await placeOf(query), query);
    },

    placeOf,
    momentAt,

    /** The minute prices are judged at for a call naming no basket and no delivery time (`momentAt`'s minute then). */
    minuteNow(timeZone: string): string {
      const clock = wallClockNow(timeZone);
      return `${clock.date}T${clock.time}`;
    },

    /**
     * The regular or (with `extra`) the extra categories. With a basket of a chosen delivery type,
     * categories without a product orderable for that type are left out, as their products are.
     */
    async categories({ restaurantId, basketId, extra }: CategoriesQuery): Promise<Category[]> {
      await restaurants.require(restaurantId);
      const basket = await basketContext(restaurantId, basketId);
      let categories = await store.categories(restaurantId, extra);
      if (basket?.deliveryType != null) {
        const orderable = orderableFor(basket);
        const withProducts = new Set(
          (await store.activeProductDeliveryTypes(restaurantId)).filter(orderable).map((row) => row.category_id),
        );
        categories = categories.filter((category) => withProducts.has(category.id));
      }
      const subcategories = groupBy(
        await store.subcategoriesOfCategories(categories.map((category) => category.id)),
        (row) => row.category_id,
      );
      return sortCategories(categories).map((category) => ({
        id: category.id,
        name: category.name,
        description: category.description,
        image: category.image,
        foot_note: category.foot_note,
        extra: category.extra === 1,
        pivot: { priority: category.priority },
        subcategories: (subcategories.get(category.id) ?? []).map(presentSubcategory),
      }));
    },

    async products({ restaurantId, categoryId, delivery_time, basketId }: ProductsQuery): Promise<Product[]> {
      const restaurant = await restaurants.require(restaurantId);
      await requireCategory(restaurantId, categoryId);
      const basket = await basketContext(restaurantId, basketId);
      const rows = (await store.activeProductsOfCategory(restaurantId, categoryId)).filter(orderableFor(basket));
      return productItems(restaurantId, rows, pricingClock(restaurant, delivery_time, basket));
    },

    async pinnedProducts({ restaurantId, delivery_time, basketId }: PinnedProductsQuery): Promise<Product[]> {
      const restaurant = await restaurants.require(restaurantId);
      const basket = await basketContext(restaurantId, basketId);
      const rows = (await store.pinnedProducts(restaurantId)).filter(orderableFor(basket));
      return productItems(restaurantId, rows, pricingClock(restaurant, delivery_time, basket));
    },

    /** Every happy-hour window of the products, past ones included: the client greys days by them (spec §5). */
    async happyHourTimes({ restaurantId, categoryId, pinned }: HappyHourTimesQuery): Promise<HappyHourTime[]> {
      await restaurants.require(restaurantId);
      let rows: ProductRow[];
      if (pinned || categoryId === undefined) rows = await store.pinnedProducts(restaurantId);
      else {
        await requireCategory(restaurantId, categoryId);
        rows = await store.activeProductsOfCategory(restaurantId, categoryId);
      }
      const hours = await store.happyHoursOf(rows.map((row) => row.id));
      return hours.map((hour) => ({
        product_id: hour.product_id,
        weekday_id: hour.weekday,
        start_date: hour.start_date,
        end_date: hour.end_date,
        start_time: hour.start_time,
        end_time: hour.end_time,
      }));
    },

    async categoryAttributes({ restaurantId, categoryId }: CategoryAttributesQuery): Promise<ProductAttributes[]> {
      await restaurants.require(restaurantId);
      await requireCategory(restaurantId, categoryId);
      const products = await store.activeProductsOfCategory(restaurantId, categoryId);
      const links = await store.attributeGroupsOfProducts(
        restaurantId,
        products.map((product) => product.id),
      );
      const items = groupBy<AttributeItemRow, number>(
        await store.attributeItemsOfGroups([...new Set(links.map((link) => link.id))]),
        (item) => item.group_id,
      );
      const linksByProduct = groupBy(links, (link) => link.product_id);
      return products.flatMap((product) => {
        const groups = linksByProduct.get(product.id);
        if (!groups) return [];
        return [{ product_id: product.id, groups: groups.map((group) => presentAttributeGroup(group, items.get(group.id) ?? [])) }];
      });
    },

    /**
     * The steps of a package product; a product that is no package has none. A content a break
     * pattern pauses now is out of stock (`stock: 0`): the call names no basket or delivery time.
     */
    async productPackages({ restaurantId, productId }: ProductPackagesQuery): Promise<PackageStep[]> {
      const restaurant = await restaurants.require(restaurantId);
      const product = await store.findActiveProduct(restaurantId, productId);
      if (!product) throw AppError.validation('productId', 'product_does_not_exists');
      if (product.is_package !== 1) return [];
      const steps = await store.packageStepsOf(product.id);
      const [offeredRows, paused] = await Promise.all([
        store.packageStepProducts(
          restaurantId,
          steps.map((step) => step.id),
        ),
        pauses.pausedAt(restaurantId, wallClockAt(now(), restaurant.time_zone)),
      ]);
      const offered = groupBy(offeredRows, (row) => row.step_id);
      return steps.map((step) => ({
        id: step.id,
        name: step.name,
        question: step.question,
        min: step.min,
        max: step.max,
        product: (offered.get(step.id) ?? []).map((row) => ({
          id: row.id,
          name: row.name,
          description: row.description,
          image: row.image,
          price: toMajorUnits(row.surcharge_minor),
          stock: paused.has(row.id) ? 0 : row.stock,
          depot: depotOf(row.depot_name, row.depot_price_minor),
          allergy_info: allergyCodesOf(row.allergy_codes),
        })),
      }));
    },

    async search({ restaurantId, query }: ProductSearchQuery): Promise<Product[]> {
      const restaurant = await restaurants.require(restaurantId);
      const rows = await store.searchProducts(restaurantId, query, PRODUCT_SEARCH_MAX_RESULTS);
      return productItems(restaurantId, rows, wallClockAt(now(), restaurant.time_zone));
    },

    async mostSelling({ restaurantId, limit }: MostSellingQuery): Promise<Product[]> {
      const restaurant = await restaurants.require(restaurantId);
      const rows = await store.mostSellingProducts(restaurantId, limit);
      return productItems(restaurantId, rows, wallClockAt(now(), restaurant.time_zone));
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
