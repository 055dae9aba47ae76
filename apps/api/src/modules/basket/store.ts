import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { compiledByShape } from '../../db/compiled-once.ts';
import type { DialectName } from '../../db/database.ts';
import type { BasketLineRow, BasketProductItemsTable, BasketsTable, ProductRow, Schema } from '../../db/schema.ts';

export type BasketRow = Selectable<BasketsTable>;
/** A basket line as it is first written. */
export type NewLine = { basket_id: string; product_id: number; quantity: number; extra_info: string | null; created_at: string };
export type BasketItemRow = Selectable<BasketProductItemsTable>;

/**
 * SQL of baskets: the basket, its lines and their chosen items, and what pricing reads.
 * `transaction(work)` runs `work` with the same queries bound to one transaction, for writes of
 * several rows that stand or fall together (a line with its attribute or package items).
 */
export function createBasketStore(db: Kysely<Schema>, dialect: DialectName) {
  const compiled = compileBasketQueries(db);
  return {
    ...basketQueries(db, dialect, compiled),
    transaction<T>(work: (store: BasketQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(basketQueries(trx, dialect, compiled)));
    },
  };
}

/**
 * The basket's queries, each built and compiled by Kysely once per shape of its input
 * (`compiledByShape`) and run on the database or a transaction: building them on every call was
 * most of basket/add's CPU. A list (`in (...)`) is one shape per length.
 */
function compileBasketQueries(db: Kysely<Schema>) {
  return {
    insertBasket: compiledByShape(db, (db, basket: Insertable<BasketsTable>) => db.insertInto('baskets').values(basket).returningAll()),
    findBasket: compiledByShape(db, (db, id: string) => db.selectFrom('baskets').selectAll().where('id', '=', id)),
    findBasketWithOrder: compiledByShape(db, (db, id: string) =>
      db
        .selectFrom('baskets')
        .selectAll('baskets')
        .select((eb) => eb.selectFrom('orders').select('orders.id').whereRef('orders.basket_id', '=', 'baskets.id').limit(1).as('order_id'))
        .where('baskets.id', '=', id),
    ),
    updateBasket: compiledByShape(db, (db, { id, changes }: { id: string; changes: Updateable<BasketsTable> }) =>
      db.updateTable('baskets').set(changes).where('id', '=', id).returningAll(),
    ),
    linesWithItems: compiledByShape(db, (db, basketId: string) =>
      db
        .selectFrom('basket_products')
        .leftJoin('basket_product_items', 'basket_product_items.basket_product_id', 'basket_products.id')
        .selectAll('basket_products')
        .select([
          'basket_product_items.id as item_id',
          'basket_product_items.kind as item_kind',
          'basket_product_items.attribute_item_id as item_attribute_item_id',
          'basket_product_items.step_id as item_step_id',
          'basket_product_items.product_id as item_product_id',
          'basket_product_items.quantity as item_quantity',
        ])
        .where('basket_products.basket_id', '=', basketId)
        .orderBy('basket_products.id')
        .orderBy('basket_product_items.id'),
    ),
    // Unordered: SQLite's `order by id` here cost twice the query (the caller sorts the few lines).
    lines: compiledByShape(db, (db, basketId: string) => db.selectFrom('basket_products').selectAll().where('basket_id', '=', basketId)),
    itemsOfBasket: compiledByShape(db, (db, basketId: string) =>
      db
        .selectFrom('basket_product_items')
        .selectAll()
        .where('basket_product_id', 'in', (eb) => eb.selectFrom('basket_products').select('id').where('basket_id', '=', basketId))
        .orderBy('basket_product_id')
        .orderBy('id'),
    ),
    setLineIfUnchanged: compiledByShape(
      db,
      (
        db,
        {
          seen,
          changes,
        }: { seen: { id: number; quantity: number; extra_info: string | null }; changes: { quantity: number; extra_info: string | null } },
      ) =>
        db
          .updateTable('basket_products')
          .set(changes)
          .where('id', '=', seen.id)
          .where('quantity', '=', seen.quantity)
          .where((eb) => (seen.extra_info === null ? eb('extra_info', 'is', null) : eb('extra_info', '=', seen.extra_info))),
    ),
    findLine: compiledByShape(db, (db, { basketId, lineId }: { basketId: string; lineId: number }) =>
      db.selectFrom('basket_products').selectAll().where('basket_id', '=', basketId).where('id', '=', lineId),
    ),
    insertLine: compiledByShape(db, (db, line: NewLine) => db.insertInto('basket_products').values(line).returning('id')),
    addToLineQuantity: compiledByShape(db, (db, { lineId, units }: { lineId: number; units: number }) =>
      db
        .updateTable('basket_products')
        .set((eb) => ({ quantity: eb('quantity', '+', units) }))
        .where('id', '=', lineId),
    ),
    // PostgreSQL only (SQLite has no data-modifying WITH): a line's write and the basket's touch in one statement.
    addToLineQuantityAndTouch: compiledByShape(
      db,
      (db, { lineId, units, basketId, updatedAt }: { lineId: number; units: number; basketId: string; updatedAt: string }) =>
        db
          .with('line', (db) =>
            db
              .updateTable('basket_products')
              .set((eb) => ({ quantity: eb('quantity', '+', units) }))
              .where('id', '=', lineId)
              .returning('id'),
          )
          .updateTable('baskets')
          .set({ updated_at: updatedAt })
          .where('id', '=', basketId)
          .returningAll(),
    ),
    insertLineAndTouch: compiledByShape(db, (db, { line, updatedAt }: { line: NewLine; updatedAt: string }) =>
      db
        .with('line', (db) => db.insertInto('basket_products').values(line).returning('id'))
        .updateTable('baskets')
        .set({ updated_at: updatedAt })
        .where('id', '=', line.basket_id)
        .returningAll(),
    ),
    insertLineItems: compiledByShape(db, (db, items: ReadonlyArray<Insertable<BasketProductItemsTable>>) =>
      db.insertInto('basket_product_items').values([...items]),
    ),
    productsByIds: compiledByShape(db, (db, { restaurantId, ids }: { restaurantId: number; ids: readonly number[] }) =>
      db.selectFrom('products').selectAll().where('restaurant_id', '=', restaurantId).where('id', 'in', ids),
    ),
    attributeItemsOfProducts: compiledByShape(db, (db, productIds: readonly number[]) =>
      db
        .selectFrom('product_attribute_groups')
        .innerJoin('attribute_groups', 'attribute_groups.id', 'product_attribute_groups.group_id')
        .innerJoin('attribute_items', 'attribute_items.group_id', 'attribute_groups.id')
        .select([
          'product_attribute_groups.product_id',
          'attribute_groups.id as group_id',
          'attribute_groups.name as group_name',
          'attribute_groups.minimum_value',
          'attribute_groups.maximum_value',
          'attribute_groups.is_multi_select',
          'attribute_items.id as item_id',
          'attribute_items.name as item_name',
          'attribute_items.price_minor',
        ])
        .where('product_attribute_groups.product_id', 'in', productIds),
    ),
    productsOfferingAttributes: compiledByShape(db, (db, { restaurantId, ids }: { restaurantId: number; ids: readonly number[] }) =>
      db
        .selectFrom('products')
        .selectAll('products')
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('product_attribute_groups')
                .innerJoin('attribute_groups', 'attribute_groups.id', 'product_attribute_groups.group_id')
                .innerJoin('attribute_items', 'attribute_items.group_id', 'attribute_groups.id')
                .select('attribute_items.id')
                .whereRef('product_attribute_groups.product_id', '=', 'products.id'),
            )
            .as('offers_attributes'),
        )
        .where('products.restaurant_id', '=', restaurantId)
        .where('products.id', 'in', ids),
    ),
    stockOf: compiledByShape(db, (db, { restaurantId, ids }: { restaurantId: number; ids: readonly number[] }) =>
      db.selectFrom('products').select(['id', 'stock']).where('restaurant_id', '=', restaurantId).where('id', 'in', ids),
    ),
    happyHoursOf: compiledByShape(db, (db, productIds: readonly number[]) =>
      db.selectFrom('happy_hours').selectAll().where('product_id', 'in', productIds),
    ),
    attributeItemsByIds: compiledByShape(db, (db, ids: readonly number[]) =>
      db.selectFrom('attribute_items').selectAll().where('id', 'in', ids),
    ),
    packageSurcharges: compiledByShape(db, (db, stepIds: readonly number[]) =>
      db.selectFrom('package_step_products').select(['step_id', 'product_id', 'price_minor']).where('step_id', 'in', stepIds),
    ),
    findVoucher: compiledByShape(db, (db, id: number) => db.selectFrom('vouchers').selectAll().where('id', '=', id)),
    findDeliveryArea: compiledByShape(db, (db, { restaurantId, postalCode }: { restaurantId: number; postalCode: string }) =>
      db.selectFrom('delivery_areas').selectAll().where('restaurant_id', '=', restaurantId).where('postal_code', '=', postalCode),
    ),
    findTable: compiledByShape(db, (db, id: number) => db.selectFrom('tables').selectAll().where('id', '=', id)),
    openingTimes: compiledByShape(db, (db, restaurantId: number) =>
      db.selectFrom('opening_times').select(['kind', 'weekday', 'open_at', 'close_at']).where('restaurant_id', '=', restaurantId),
    ),
    closeTimes: compiledByShape(db, (db, { restaurantId, nowIso }: { restaurantId: number; nowIso: string }) =>
      db.selectFrom('close_times').select(['starts_at', 'ends_at']).where('restaurant_id', '=', restaurantId).where('ends_at', '>', nowIso),
    ),
  };
}
type CompiledBasketQueries = ReturnType<typeof compileBasketQueries>;

function basketQueries(db: Kysely<Schema>, dialect: DialectName, compiled: CompiledBasketQueries) {
  /** The basket's row as the change left it (read back in the same statement), or undefined when it is gone. */
  const updateBasket = async (id: string, changes: Updateable<BasketsTable>): Promise<BasketRow | undefined> =>
    (await compiled.updateBasket(db, { id, changes })).rows[0];
  return {
    /** The new basket's row as written. */
    async insertBasket(basket: Insertable<BasketsTable>): Promise<BasketRow> {
      const [row] = (await compiled.insertBasket(db, basket)).rows;
      if (!row) throw new Error('insertBasket: no row returned');
      return row;
    },
    async findBasket(id: string): Promise<BasketRow | undefined> {
      return (await compiled.findBasket(db, id)).rows[0];
    },
    /** The basket and whether it became an order, in one query (every basket call asks both). */
    async findBasketWithOrder(id: string): Promise<{ basket: BasketRow; orderId: number | null } | undefined> {
      const [row] = (await compiled.findBasketWithOrder(db, id)).rows;
      if (!row) return undefined;
      const { order_id, ...basket } = row;
      return { basket, orderId: order_id };
    },
    updateBasket,
    /** Gives the basket to a user unless another user has it; whether it is (now) theirs. */
    async assignBasket(id: string, userId: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('baskets')
        .set({ user_id: userId, updated_at: nowIso })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * A basket's lines in the order they were written, and their chosen items (each line's in the
     * order they were written). On PostgreSQL in one query, the lines joined with their items: a
     * statement there is a round trip. On SQLite in two, which take less than half the join's time
     * (4 and 4.5 µs against 18.5 µs for a basket of one line without items).
     */
    async linesWithItems(basketId: string): Promise<{ lines: BasketLineRow[]; items: BasketItemRow[] }> {
      if (dialect === 'sqlite') {
        const lines = (await compiled.lines(db, basketId)).rows.toSorted((a, b) => a.id - b.id);
        const items = lines.length === 0 ? [] : (await compiled.itemsOfBasket(db, basketId)).rows;
        return { lines, items };
      }
      const lines: BasketLineRow[] = [];
      const items: BasketItemRow[] = [];
      for (const row of (await compiled.linesWithItems(db, basketId)).rows) {
        const { item_id, item_kind, item_attribute_item_id, item_step_id, item_product_id, item_quantity, ...line } = row;
        if (lines.at(-1)?.id !== line.id) lines.push(line);
        if (item_id !== null && item_kind !== null && item_quantity !== null) {
          items.push({
            id: item_id,
            basket_product_id: line.id,
            kind: item_kind,
            attribute_item_id: item_attribute_item_id,
            step_id: item_step_id,
            product_id: item_product_id,
            quantity: item_quantity,
          });
        }
      }
      return { lines, items };
    },
    async findLine(basketId: string, lineId: number) {
      return (await compiled.findLine(db, { basketId, lineId })).rows[0];
    },
    findLineAnywhere(lineId: number) {
      return db.selectFrom('basket_products').selectAll().where('id', '=', lineId).executeTakeFirst();
    },
    async insertLine(line: NewLine) {
      const [row] = (await compiled.insertLine(db, line)).rows;
      if (!row) throw new Error('insertLine: no id returned');
      return row.id;
    },
    /**
     * A new line (without items), and the basket marked changed (`updated_at`): the basket's row as
     * the write left it, undefined when it is gone. One statement on PostgreSQL, two on SQLite.
     */
    async insertLineAndTouch(line: NewLine, updatedAt: string): Promise<BasketRow | undefined> {
      if (dialect === 'postgres') return (await compiled.insertLineAndTouch(db, { line, updatedAt })).rows[0];
      await compiled.insertLine(db, line);
      return updateBasket(line.basket_id, { updated_at: updatedAt });
    },
    async setLineQuantity(lineId: number, quantity: number) {
      await db.updateTable('basket_products').set({ quantity }).where('id', '=', lineId).execute();
    },
    /**
     * One unit less of a line, the line gone with its last unit: each step a conditional statement,
     * so concurrent removals each take one unit, never leave a line of 0, and lose none.
     */
    async removeOneUnit(lineId: number) {
      const fewer = await db
        .updateTable('basket_products')
        .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
        .where('id', '=', lineId)
        .where('quantity', '>', 1)
        .executeTakeFirst();
      if (Number(fewer.numUpdatedRows) === 0) {
        await db.deleteFrom('basket_products').where('id', '=', lineId).where('quantity', '<=', 1).execute();
      }
    },
    /**
     * `units` more of a line, added in SQL so that concurrent adds lose none (no read-then-write),
     * and the basket marked changed: as `insertLineAndTouch`, one statement on PostgreSQL, two on SQLite.
     */
    async addToLineQuantityAndTouch(lineId: number, units: number, basketId: string, updatedAt: string): Promise<BasketRow | undefined> {
      if (dialect === 'postgres') return (await compiled.addToLineQuantityAndTouch(db, { lineId, units, basketId, updatedAt })).rows[0];
      await compiled.addToLineQuantity(db, { lineId, units });
      return updateBasket(basketId, { updated_at: updatedAt });
    },
    /** A line's quantity and extra info in one statement (a line sold per person changes both at once). */
    async setLine(lineId: number, changes: { quantity: number; extra_info: string | null }) {
      await db.updateTable('basket_products').set(changes).where('id', '=', lineId).execute();
    },
    /**
     * A line's quantity and extra info, only if nobody changed them since `seen` was read (an
     * optimistic write: the caller reads the line again and retries); whether it was written.
     */
    async setLineIfUnchanged(
      seen: { id: number; quantity: number; extra_info: string | null },
      changes: { quantity: number; extra_info: string | null },
    ): Promise<boolean> {
      const result = await compiled.setLineIfUnchanged(db, {
        seen: { id: seen.id, quantity: seen.quantity, extra_info: seen.extra_info },
        changes,
      });
      return Number(result.numAffectedRows ?? 0) === 1;
    },
    async setLineExtraInfo(lineId: number, extraInfo: string | null) {
      await db.updateTable('basket_products').set({ extra_info: extraInfo }).where('id', '=', lineId).execute();
    },
    async deleteLines(lineIds: readonly number[]) {
      if (lineIds.length > 0) await db.deleteFrom('basket_products').where('id', 'in', lineIds).execute();
    },

    async insertLineItems(items: ReadonlyArray<Insertable<BasketProductItemsTable>>) {
      if (items.length > 0) await compiled.insertLineItems(db, items);
    },
    async deleteLineItems(lineId: number, kind: 'attribute' | 'package', attributeItemIds?: readonly number[]) {
      let query = db.deleteFrom('basket_product_items').where('basket_product_id', '=', lineId).where('kind', '=', kind);
      if (attributeItemIds) {
        if (attributeItemIds.length === 0) return;
        query = query.where('attribute_item_id', 'in', attributeItemIds);
      }
      await query.execute();
    },

    async productsByIds(restaurantId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return (await compiled.productsByIds(db, { restaurantId, ids })).rows;
    },
    /**
     * Products of a restaurant (as `productsByIds`), and which of them offer attribute items
     * (`attributeItemsOfProducts` finds some), in one query. Their happy hours are a query of their
     * own: joined here, SQLite's planner walked every product of the restaurant.
     */
    async productsOfferingAttributes(
      restaurantId: number,
      ids: readonly number[],
    ): Promise<{ products: ProductRow[]; offeringAttributes: Set<number> }> {
      const products: ProductRow[] = [];
      const offeringAttributes = new Set<number>();
      if (ids.length === 0) return { products, offeringAttributes };
      for (const { offers_attributes, ...product } of (await compiled.productsOfferingAttributes(db, { restaurantId, ids })).rows) {
        products.push(product);
        // SQLite answers exists() with 1 or 0, PostgreSQL with true or false.
        if (offers_attributes) offeringAttributes.add(product.id);
      }
      return { products, offeringAttributes };
    },
    /** The stock of products of a restaurant as it is now (null: not counted), by id. */
    async stockOf(restaurantId: number, ids: readonly number[]): Promise<Map<number, number | null>> {
      if (ids.length === 0) return new Map();
      return new Map((await compiled.stockOf(db, { restaurantId, ids })).rows.map((row) => [row.id, row.stock]));
    },
    async happyHoursOf(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return (await compiled.happyHoursOf(db, productIds)).rows;
    },
    /** The attribute items a product offers, with their group's rules. */
    async attributeItemsOfProducts(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return (await compiled.attributeItemsOfProducts(db, productIds)).rows;
    },
    async attributeItemsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return (await compiled.attributeItemsByIds(db, ids)).rows;
    },
    packageChoices(packageProductId: number) {
      return db
        .selectFrom('package_steps')
        .innerJoin('package_step_products', 'package_step_products.step_id', 'package_steps.id')
        .select([
          'package_steps.id as step_id',
          'package_steps.name as step_name',
          'package_steps.min',
          'package_steps.max',
          'package_step_products.product_id',
          'package_step_products.price_minor',
        ])
        .where('package_steps.product_id', '=', packageProductId)
        .execute();
    },
    async packageSurcharges(stepIds: readonly number[]) {
      if (stepIds.length === 0) return [];
      return (await compiled.packageSurcharges(db, stepIds)).rows;
    },

    findVoucherByCode(restaurantId: number, code: string) {
      return db.selectFrom('vouchers').selectAll().where('restaurant_id', '=', restaurantId).where('code', '=', code).executeTakeFirst();
    },
    async findVoucher(id: number) {
      return (await compiled.findVoucher(db, id)).rows[0];
    },
    async findDeliveryArea(restaurantId: number, postalCode: string) {
      return (await compiled.findDeliveryArea(db, { restaurantId, postalCode })).rows[0];
    },
    async findTable(id: number) {
      return (await compiled.findTable(db, id)).rows[0];
    },
    findTableByName(restaurantId: number, name: string) {
      return db.selectFrom('tables').selectAll().where('restaurant_id', '=', restaurantId).where('name', '=', name).executeTakeFirst();
    },
    findTableByNumber(restaurantId: number, number: number) {
      return db.selectFrom('tables').selectAll().where('restaurant_id', '=', restaurantId).where('number', '=', number).executeTakeFirst();
    },
    /** Every opening time of the restaurant, of all kinds (the schedules keep them, `schedule.ts`). */
    async openingTimes(restaurantId: number) {
      return (await compiled.openingTimes(db, restaurantId)).rows;
    },
    async closeTimes(restaurantId: number, nowIso: string) {
      return (await compiled.closeTimes(db, { restaurantId, nowIso })).rows;
    },
    /** The ticket times of a ticketing restaurant: a basket's time must start one of their slots. */
    ticketTimes(restaurantId: number) {
      return db.selectFrom('ticket_times').selectAll().where('restaurant_id', '=', restaurantId).execute();
    },
  };
}
export type BasketStore = ReturnType<typeof createBasketStore>;
export type BasketQueries = ReturnType<typeof basketQueries>;
