import { type DemoTransaction, idOf, idsByKey, insertAll } from './bulk.ts';
import { categoryImageUrl, productImageUrl, subcategoryImageUrl } from './image-urls.ts';
import { daysFromLoad, STANDING_OFFER_DAYS } from './times.ts';
import type { DemoAttributeGroup, DemoCategory, DemoProduct, DemoRestaurant, DemoSubcategory } from './types.ts';

/** A product with the sections it sits in and its position within its category. */
interface PlacedProduct {
  category: DemoCategory;
  subcategory: DemoSubcategory;
  product: DemoProduct;
  priority: number;
}

/**
 * Inserts one restaurant's menu with one statement per table: attribute groups and items, categories,
 * subcategories, products, then what links to products (happy hours, attribute groups, package steps).
 * Rows come back with their natural key, so links never rely on the order RETURNING yields them in.
 * Happy hours run over the standing offers' days from `now`, the load day (bench/lib/seed.mjs
 * calls it without one: the day it seeds).
 */
export async function insertMenu(
  trx: DemoTransaction,
  restaurantId: number,
  restaurant: DemoRestaurant,
  now: Date = new Date(),
): Promise<void> {
  const day = daysFromLoad(now, restaurant.timeZone);
  const groupIds = await insertAttributeGroups(trx, restaurantId, restaurant.attributeGroups ?? []);
  const categoryIds = await insertCategories(trx, restaurantId, restaurant);
  const subcategoryIds = await insertSubcategories(trx, restaurant, categoryIds);

  const placed = restaurant.categories.flatMap((category) =>
    category.subcategories
      .flatMap((subcategory) => subcategory.products.map((product) => ({ category, subcategory, product })))
      .map((entry, index): PlacedProduct => ({ ...entry, priority: index + 1 })),
  );
  const productIds = await insertProducts(trx, restaurantId, placed, { groupIds, categoryIds, subcategoryIds });
  const products = placed.map(({ product }) => ({ product, productId: idOf(productIds, product.name, 'product') }));

  await insertAll(
    trx,
    'happy_hours',
    products.flatMap(({ product, productId }) => {
      const happyHour = product.happyHour;
      if (!happyHour) return [];
      return happyHour.weekdays.map((weekday) => ({
        product_id: productId,
        weekday,
        start_time: happyHour.from,
        end_time: happyHour.to,
        start_date: day(STANDING_OFFER_DAYS.from).date,
        end_date: day(STANDING_OFFER_DAYS.to).date,
        price_minor: happyHour.price,
      }));
    }),
  );
  await insertAll(
    trx,
    'product_attribute_groups',
    products.flatMap(({ product, productId }) =>
      (product.attributeGroups ?? []).map((group, index) => ({
        product_id: productId,
        group_id: idOf(groupIds, group, 'attribute group'),
        priority: index + 1,
      })),
    ),
  );
  await insertPackageSteps(trx, products, productIds);
}

async function insertAttributeGroups(
  trx: DemoTransaction,
  restaurantId: number,
  groups: readonly DemoAttributeGroup[],
): Promise<Map<string, number>> {
  if (groups.length === 0) return new Map();
  const rows = await trx
    .insertInto('attribute_groups')
    .values(
      groups.map((group) => ({
        restaurant_id: restaurantId,
        name: group.name,
        minimum_value: group.minimum,
        maximum_value: group.maximum,
        is_multi_select: group.multiSelect ? 1 : 0,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const groupIds = idsByKey(rows, (row) => row.name, 'attribute group');
  await insertAll(
    trx,
    'attribute_items',
    groups.flatMap((group) =>
      group.items.map((item, index) => ({
        group_id: idOf(groupIds, group.name, 'attribute group'),
        name: item.name,
        price_minor: item.price,
        priority: index + 1,
      })),
    ),
  );
  return groupIds;
}

async function insertCategories(trx: DemoTransaction, restaurantId: number, restaurant: DemoRestaurant): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('categories')
    .values(
      restaurant.categories.map((category, index) => ({
        restaurant_id: restaurantId,
        name: category.name,
        description: category.description ?? null,
        image: categoryImageUrl(restaurant.slug, category.name),
        foot_note: category.footNote ?? null,
        extra: category.extra ? 1 : 0,
        priority: index + 1,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  return idsByKey(rows, (row) => row.name, 'category');
}

/** Subcategory ids keyed `<category id>/<subcategory name>`: names repeat across categories. */
async function insertSubcategories(
  trx: DemoTransaction,
  restaurant: DemoRestaurant,
  categoryIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('subcategories')
    .values(
      restaurant.categories.flatMap((category) =>
        category.subcategories.map((subcategory, index) => ({
          category_id: idOf(categoryIds, category.name, 'category'),
          name: subcategory.name,
          image: subcategoryImageUrl(restaurant.slug, category.name, subcategory.name),
          priority: index + 1,
        })),
      ),
    )
    .returning(['id', 'category_id', 'name'])
    .execute();
  return idsByKey(rows, (row) => `${row.category_id}/${row.name}`, 'subcategory');
}

interface MenuIds {
  groupIds: ReadonlyMap<string, number>;
  categoryIds: ReadonlyMap<string, number>;
  subcategoryIds: ReadonlyMap<string, number>;
}

async function insertProducts(
  trx: DemoTransaction,
  restaurantId: number,
  placed: readonly PlacedProduct[],
  { groupIds, categoryIds, subcategoryIds }: MenuIds,
): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('products')
    .values(
      placed.map(({ category, subcategory, product, priority }) => {
        const categoryId = idOf(categoryIds, category.name, 'category');
        return {
          restaurant_id: restaurantId,
          category_id: categoryId,
          subcategory_id: idOf(subcategoryIds, `${categoryId}/${subcategory.name}`, 'subcategory'),
          name: product.name,
          description: product.description,
          image: productImageUrl(product.name),
          price_minor: product.price,
          min_price_minor: product.minPrice ?? null,
          stock: product.stock ?? null,
          is_package: product.packageSteps ? 1 : 0,
          is_ticket: product.ticket ? 1 : 0,
          is_multiple_allowed: product.multipleAllowed === false ? 0 : 1,
          allergy_codes: JSON.stringify(product.allergies ?? []),
          additional_info_config: product.additionalInfo ? JSON.stringify(product.additionalInfo) : null,
          depot_name: product.depot?.name ?? null,
          depot_price_minor: product.depot?.price ?? null,
          delivery_types: JSON.stringify(product.deliveryTypes ?? [1, 2, 3]),
          pinned: product.pinned ? 1 : 0,
          pinned_extras: product.pinnedExtras
            ? JSON.stringify(product.pinnedExtras.map((group) => idOf(groupIds, group, 'attribute group')))
            : null,
          priority,
        };
      }),
    )
    .returning(['id', 'name'])
    .execute();
  return idsByKey(rows, (row) => row.name, 'product');
}

/** Package steps keyed `<package id>/<step name>`, then the products each step offers. */
async function insertPackageSteps(
  trx: DemoTransaction,
  products: ReadonlyArray<{ product: DemoProduct; productId: number }>,
  productIds: ReadonlyMap<string, number>,
): Promise<void> {
  const packages = products.filter(({ product }) => product.packageSteps !== undefined);
  const stepRows = packages.flatMap(({ product, productId }) =>
    (product.packageSteps ?? []).map((step, index) => ({
      product_id: productId,
      name: step.name,
      question: step.question,
      min: step.min,
      max: step.max,
      priority: index + 1,
    })),
  );
  if (stepRows.length === 0) return;
  const rows = await trx.insertInto('package_steps').values(stepRows).returning(['id', 'product_id', 'name']).execute();
  const stepIds = idsByKey(rows, (row) => `${row.product_id}/${row.name}`, 'package step');
  await insertAll(
    trx,
    'package_step_products',
    packages.flatMap(({ product, productId }) =>
      (product.packageSteps ?? []).flatMap((step) =>
        step.choices.map((choice, index) => ({
          step_id: idOf(stepIds, `${productId}/${step.name}`, 'package step'),
          product_id: idOf(productIds, choice.product, 'product'),
          price_minor: choice.surcharge ?? 0,
          priority: index + 1,
        })),
      ),
    ),
  );
}
