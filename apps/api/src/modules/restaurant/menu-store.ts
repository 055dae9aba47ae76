import { type Kysely, sql } from 'kysely';
import { compiledOnce, PLACEHOLDER_ID, PLACEHOLDER_TEXT, SECOND_PLACEHOLDER_ID } from '../../db/compiled-once.ts';
import { type DialectName, SQLITE_UNICODE_LOWER } from '../../db/database.ts';
import type { Schema } from '../../db/schema.ts';

/** `%`, `_` and the escape character itself lose their LIKE meaning. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * SQL of the menu: categories, subcategories, products, happy hours, attribute groups, package
 * steps. Every query is scoped to a restaurant or takes ids already scoped by one, and lists load
 * their children in one batched query each (`where ... in (...)`), never one query per row.
 */
export function createMenuStore(db: Kysely<Schema>, dialect: DialectName) {
  /** Lower case in every script: PostgreSQL's `lower()`, on SQLite the function the connection registers. */
  const lower = sql.raw(dialect === 'sqlite' ? SQLITE_UNICODE_LOWER : 'lower');

  // The lookups of every menu call, also when its answer comes from the cache.
  const categoryOfRestaurant = compiledOnce(
    db,
    [PLACEHOLDER_ID, SECOND_PLACEHOLDER_ID] as const,
    (db, restaurantId: number, categoryId: number) =>
      db.selectFrom('categories').select(['id', 'extra']).where('restaurant_id', '=', restaurantId).where('id', '=', categoryId),
  );
  const basketById = compiledOnce(db, [PLACEHOLDER_TEXT] as const, (db, basketId: string) =>
    db.selectFrom('baskets').select(['restaurant_id', 'delivery_type', 'delivery_time']).where('id', '=', basketId),
  );

  const activeProducts = (restaurantId: number) =>
    db.selectFrom('products').selectAll('products').where('products.restaurant_id', '=', restaurantId).where('products.active', '=', 1);

  return {
    async findCategory(restaurantId: number, categoryId: number) {
      return (await categoryOfRestaurant(restaurantId, categoryId))[0];
    },

    categories(restaurantId: number, extra: boolean) {
      return db
        .selectFrom('categories')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where('extra', '=', extra ? 1 : 0)
        .orderBy('id')
        .execute();
    },

    subcategoriesOfCategories(categoryIds: readonly number[]) {
      if (categoryIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('subcategories').selectAll().where('category_id', 'in', categoryIds).orderBy('priority').orderBy('id').execute();
    },

    subcategoriesByIds(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('subcategories').selectAll().where('id', 'in', ids).execute();
    },

    /** Which categories hold which delivery types: the light columns of every active product. */
    activeProductDeliveryTypes(restaurantId: number) {
      return db
        .selectFrom('products')
        .select(['category_id', 'delivery_types'])
        .where('restaurant_id', '=', restaurantId)
        .where('active', '=', 1)
        .execute();
    },

    activeProductsOfCategory(restaurantId: number, categoryId: number) {
      return activeProducts(restaurantId)
        .where('products.category_id', '=', categoryId)
        .orderBy('products.priority')
        .orderBy('products.id')
        .execute();
    },

    pinnedProducts(restaurantId: number) {
      return activeProducts(restaurantId).where('products.pinned', '=', 1).orderBy('products.priority').orderBy('products.id').execute();
    },

    findActiveProduct(restaurantId: number, productId: number) {
      return activeProducts(restaurantId).where('products.id', '=', productId).executeTakeFirst();
    },

    /**
     * Products whose name or description contains `query`, ignoring case in every script (`Ä` finds
     * `ä`, `É` finds `é`) on both dialects. Folding in SQL keeps the limit in SQL; a contains-search
     * scans the restaurant's products either way, so a stored folded column would buy no index.
     */
    searchProducts(restaurantId: number, query: string, limit: number) {
      const pattern = `%${escapeLikePattern(query)}%`;
      return activeProducts(restaurantId)
        .where((eb) =>
          eb.or([
            sql<boolean>`${lower}(${eb.ref('products.name')}) like ${lower}(${pattern}) escape '\\'`,
            sql<boolean>`${lower}(coalesce(${eb.ref('products.description')}, '')) like ${lower}(${pattern}) escape '\\'`,
          ]),
        )
        .orderBy('products.priority')
        .orderBy('products.id')
        .limit(limit)
        .execute();
    },

    /**
     * The restaurant's active products by quantity ordered (rejected orders do not count), then
     * by priority: products never ordered follow the ordered ones.
     */
    mostSellingProducts(restaurantId: number, limit: number) {
      const sold = db
        .selectFrom('order_products')
        .innerJoin('orders', 'orders.id', 'order_products.order_id')
        .select((eb) => ['order_products.product_id', eb.fn.sum<number>('order_products.quantity').as('quantity')])
        .where('orders.restaurant_id', '=', restaurantId)
        .where('orders.status', '!=', 'rejected')
        .groupBy('order_products.product_id')
        .as('sold');
      return activeProducts(restaurantId)
        .leftJoin(sold, 'sold.product_id', 'products.id')
        .orderBy(sql`coalesce(sold.quantity, 0)`, 'desc')
        .orderBy('products.priority')
        .orderBy('products.id')
        .limit(limit)
        .execute();
    },

    happyHoursOf(productIds: readonly number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('happy_hours')
        .selectAll()
        .where('product_id', 'in', productIds)
        .orderBy('weekday')
        .orderBy('start_time')
        .orderBy('id')
        .execute();
    },

    /** The attribute groups linked to products, with the link's order, groups of the restaurant only. */
    attributeGroupsOfProducts(restaurantId: number, productIds: readonly number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('product_attribute_groups')
        .innerJoin('attribute_groups', 'attribute_groups.id', 'product_attribute_groups.group_id')
        .selectAll('attribute_groups')
        .select('product_attribute_groups.product_id')
        .where('product_attribute_groups.product_id', 'in', productIds)
        .where('attribute_groups.restaurant_id', '=', restaurantId)
        .orderBy('product_attribute_groups.priority')
        .orderBy('product_attribute_groups.id')
        .execute();
    },

    /** Each of `productIds` that has attribute groups, with the largest minimum among them. */
    attributeMinimaOfProducts(restaurantId: number, productIds: readonly number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('product_attribute_groups')
        .innerJoin('attribute_groups', 'attribute_groups.id', 'product_attribute_groups.group_id')
        .select((eb) => ['product_attribute_groups.product_id', eb.fn.max('attribute_groups.minimum_value').as('minimum')])
        .where('product_attribute_groups.product_id', 'in', productIds)
        .where('attribute_groups.restaurant_id', '=', restaurantId)
        .groupBy('product_attribute_groups.product_id')
        .execute();
    },

    attributeGroupsByIds(restaurantId: number, groupIds: readonly number[]) {
      if (groupIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('attribute_groups').selectAll().where('restaurant_id', '=', restaurantId).where('id', 'in', groupIds).execute();
    },

    attributeItemsOfGroups(groupIds: readonly number[]) {
      if (groupIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('attribute_items').selectAll().where('group_id', 'in', groupIds).orderBy('priority').orderBy('id').execute();
    },

    packageStepsOf(productId: number) {
      return db.selectFrom('package_steps').selectAll().where('product_id', '=', productId).orderBy('priority').orderBy('id').execute();
    },

    /** The active products of the restaurant that package steps offer, with the surcharge. */
    packageStepProducts(restaurantId: number, stepIds: readonly number[]) {
      if (stepIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('package_step_products')
        .innerJoin('products', 'products.id', 'package_step_products.product_id')
        .select([
          'package_step_products.step_id',
          'package_step_products.price_minor as surcharge_minor',
          'products.id',
          'products.name',
          'products.description',
          'products.image',
          'products.stock',
          'products.depot_name',
          'products.depot_price_minor',
          'products.allergy_codes',
        ])
        .where('package_step_products.step_id', 'in', stepIds)
        .where('products.restaurant_id', '=', restaurantId)
        .where('products.active', '=', 1)
        .orderBy('package_step_products.priority')
        .orderBy('package_step_products.id')
        .execute();
    },

    async findBasket(basketId: string) {
      return (await basketById(basketId))[0];
    },
  };
}
export type MenuStore = ReturnType<typeof createMenuStore>;
