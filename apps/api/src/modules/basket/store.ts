import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BasketProductItemsTable, BasketsTable, Schema } from '../../db/schema.ts';

export type BasketRow = Selectable<BasketsTable>;

/**
 * SQL of baskets: the basket, its lines and their chosen items, and what pricing reads.
 * `transaction(work)` runs `work` with the same queries bound to one transaction, for writes of
 * several rows that stand or fall together (a line with its attribute or package items).
 */
export function createBasketStore(db: Kysely<Schema>) {
  return {
    ...basketQueries(db),
    transaction<T>(work: (store: BasketQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(basketQueries(trx)));
    },
  };
}

function basketQueries(db: Kysely<Schema>) {
  return {
    async insertBasket(basket: Insertable<BasketsTable>) {
      await db.insertInto('baskets').values(basket).execute();
    },
    async hasOrder(basketId: string) {
      return (await db.selectFrom('orders').select('id').where('basket_id', '=', basketId).executeTakeFirst()) !== undefined;
    },
    findBasket(id: string) {
      return db.selectFrom('baskets').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async updateBasket(id: string, changes: Updateable<BasketsTable>) {
      await db.updateTable('baskets').set(changes).where('id', '=', id).execute();
    },
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

    lines(basketId: string) {
      return db.selectFrom('basket_products').selectAll().where('basket_id', '=', basketId).orderBy('id').execute();
    },
    findLine(basketId: string, lineId: number) {
      return db.selectFrom('basket_products').selectAll().where('basket_id', '=', basketId).where('id', '=', lineId).executeTakeFirst();
    },
    findLineAnywhere(lineId: number) {
      return db.selectFrom('basket_products').selectAll().where('id', '=', lineId).executeTakeFirst();
    },
    async insertLine(line: { basket_id: string; product_id: number; quantity: number; extra_info: string | null; created_at: string }) {
      const row = await db.insertInto('basket_products').values(line).returning('id').executeTakeFirstOrThrow();
      return row.id;
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
    /** More units of a line in one statement, so concurrent adds lose none (no read-then-write). */
    async addToLineQuantity(lineId: number, units: number) {
      await db
        .updateTable('basket_products')
        .set((eb) => ({ quantity: eb('quantity', '+', units) }))
        .where('id', '=', lineId)
        .execute();
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
      const result = await db
        .updateTable('basket_products')
        .set(changes)
        .where('id', '=', seen.id)
        .where('quantity', '=', seen.quantity)
        .where((eb) => (seen.extra_info === null ? eb('extra_info', 'is', null) : eb('extra_info', '=', seen.extra_info)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async setLineExtraInfo(lineId: number, extraInfo: string | null) {
      await db.updateTable('basket_products').set({ extra_info: extraInfo }).where('id', '=', lineId).execute();
    },
    async deleteLines(lineIds: readonly number[]) {
      if (lineIds.length > 0) await db.deleteFrom('basket_products').where('id', 'in', lineIds).execute();
    },

    lineItems(lineIds: readonly number[]) {
      if (lineIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('basket_product_items').selectAll().where('basket_product_id', 'in', lineIds).orderBy('id').execute();
    },
    async insertLineItems(items: ReadonlyArray<Insertable<BasketProductItemsTable>>) {
      if (items.length > 0)
        await db
          .insertInto('basket_product_items')
          .values([...items])
          .execute();
    },
    async deleteLineItems(lineId: number, kind: 'attribute' | 'package', attributeItemIds?: readonly number[]) {
      let query = db.deleteFrom('basket_product_items').where('basket_product_id', '=', lineId).where('kind', '=', kind);
      if (attributeItemIds) {
        if (attributeItemIds.length === 0) return;
        query = query.where('attribute_item_id', 'in', attributeItemIds);
      }
      await query.execute();
    },

    productsByIds(restaurantId: number, ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('products').selectAll().where('restaurant_id', '=', restaurantId).where('id', 'in', ids).execute();
    },
    happyHoursOf(productIds: readonly number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('happy_hours').selectAll().where('product_id', 'in', productIds).execute();
    },
    /** The attribute items a product offers, with their group's rules. */
    attributeItemsOfProducts(productIds: readonly number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
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
        .where('product_attribute_groups.product_id', 'in', productIds)
        .execute();
    },
    attributeItemsByIds(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('attribute_items').selectAll().where('id', 'in', ids).execute();
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
    packageSurcharges(stepIds: readonly number[]) {
      if (stepIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('package_step_products')
        .select(['step_id', 'product_id', 'price_minor'])
        .where('step_id', 'in', stepIds)
        .execute();
    },

    findVoucherByCode(restaurantId: number, code: string) {
      return db.selectFrom('vouchers').selectAll().where('restaurant_id', '=', restaurantId).where('code', '=', code).executeTakeFirst();
    },
    findVoucher(id: number) {
      return db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findDeliveryArea(restaurantId: number, postalCode: string) {
      return db
        .selectFrom('delivery_areas')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where('postal_code', '=', postalCode)
        .executeTakeFirst();
    },
    findTable(id: number) {
      return db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findTableByName(restaurantId: number, name: string) {
      return db.selectFrom('tables').selectAll().where('restaurant_id', '=', restaurantId).where('name', '=', name).executeTakeFirst();
    },
    findTableByNumber(restaurantId: number, number: number) {
      return db.selectFrom('tables').selectAll().where('restaurant_id', '=', restaurantId).where('number', '=', number).executeTakeFirst();
    },
    openingTimes(restaurantId: number, kind: 'available' | 'here' | 'takeaway') {
      return db
        .selectFrom('opening_times')
        .select(['weekday', 'open_at', 'close_at'])
        .where('restaurant_id', '=', restaurantId)
        .where('kind', '=', kind)
        .execute();
    },
    closeTimes(restaurantId: number, nowIso: string) {
      return db
        .selectFrom('close_times')
        .select(['starts_at', 'ends_at'])
        .where('restaurant_id', '=', restaurantId)
        .where('ends_at', '>', nowIso)
        .execute();
    },
    /** The ticket times of a ticketing restaurant: a basket's time must start one of their slots. */
    ticketTimes(restaurantId: number) {
      return db.selectFrom('ticket_times').selectAll().where('restaurant_id', '=', restaurantId).execute();
    },
  };
}
export type BasketStore = ReturnType<typeof createBasketStore>;
export type BasketQueries = ReturnType<typeof basketQueries>;
