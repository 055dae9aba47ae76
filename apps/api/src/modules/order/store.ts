import type { Insertable, Kysely, Transaction } from 'kysely';
import type { OrderProductsTable, OrdersTable, Schema } from '../../db/schema.ts';

type Executor = Kysely<Schema> | Transaction<Schema>;

/** SQL of orders: the order and its lines, and the atomic stock and voucher updates of checkout. */
export function createOrderStore(db: Kysely<Schema>) {
  return {
    transaction: <T>(work: (trx: Transaction<Schema>) => Promise<T>) => db.transaction().execute(work),

    findOrder(id: number) {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findOrderOfBasket(basketId: string, executor: Executor = db) {
      return executor.selectFrom('orders').selectAll().where('basket_id', '=', basketId).executeTakeFirst();
    },
    findOrderByKey(ownerSubject: string, key: string) {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('owner_subject', '=', ownerSubject)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },
    latestPayment(orderId: number) {
      return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst();
    },
    orderLines(orderId: number) {
      return db.selectFrom('order_products').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },
    /** The lines of several orders in one query (a history page). */
    linesOfOrders(orderIds: readonly number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('order_products').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
    },
    tableNames(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('tables').select(['id', 'name']).where('id', 'in', ids).execute();
    },
    ordersOfUser(userId: number, restaurantId: number | undefined, limit: number, offset: number) {
      let query = db.selectFrom('orders').selectAll().where('user_id', '=', userId);
      if (restaurantId !== undefined) query = query.where('restaurant_id', '=', restaurantId);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },
    findTableName(id: number | null) {
      if (id === null) return Promise.resolve(undefined);
      return db.selectFrom('tables').select('name').where('id', '=', id).executeTakeFirst();
    },

    async insertOrder(trx: Transaction<Schema>, order: Insertable<OrdersTable>) {
      const row = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async insertOrderLines(trx: Transaction<Schema>, lines: ReadonlyArray<Insertable<OrderProductsTable>>) {
      if (lines.length > 0)
        await trx
          .insertInto('order_products')
          .values([...lines])
          .execute();
    },
    /**
     * Takes `units` of a product's stock only if that many are left: one conditional UPDATE, never
     * read-then-write, so concurrent orders cannot sell the same unit twice. Unlimited stock (null)
     * is untouched. Returns whether the units were taken.
     */
    async takeStock(trx: Transaction<Schema>, productId: number, units: number) {
      const result = await trx
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', units) }))
        .where('id', '=', productId)
        .where('stock', 'is not', null)
        .where('stock', '>=', units)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return true;
      const product = await trx.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst();
      return product !== undefined && product.stock === null;
    },
    /** Inside a transaction, pass it: a second connection would wait for the one the transaction holds. */
    stockOf(productId: number, executor: Executor = db) {
      return executor.selectFrom('products').select(['stock', 'name']).where('id', '=', productId).executeTakeFirst();
    },
    /** Counts one use of a voucher only while its usage limit allows, in the same atomic way. */
    async countVoucherUse(trx: Transaction<Schema>, voucherId: number) {
      const result = await trx
        .updateTable('vouchers')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', voucherId)
        .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type OrderStore = ReturnType<typeof createOrderStore>;
