import type { OrderStatus } from '@platter/contract';
import type { Insertable, Kysely } from 'kysely';
import { compiledByShape } from '../../db/compiled-once.ts';
import type { DialectName } from '../../db/database.ts';
import type { OrderProductsTable, OrderRow, OrdersTable, PaymentsTable, Schema, TicketTimeRow } from '../../db/schema.ts';
import { compileOutboxInsert, type OutboxRow } from '../mail/store.ts';

/**
 * SQL of orders: the order and its lines, the atomic stock and voucher updates of checkout, and
 * the ticket slots' tickets and the capacity lock. `transaction(work)` runs `work` with the same store bound to one
 * transaction, so the order service never sees Kysely.
 */
export function createOrderStore(db: Kysely<Schema>, dialect: DialectName) {
  const compiled = compileOrderQueries(db);
  return {
    ...orderQueries(db, dialect, compiled),
    transaction<T>(work: (store: OrderQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(orderQueries(trx, dialect, compiled)));
    },
  };
}

/**
 * The queries of placing and reading an order, built and compiled by Kysely once per shape of their
 * input (`compiledByShape`) and run on the database or a transaction.
 */
function compileOrderQueries(db: Kysely<Schema>) {
  return {
    insertMail: compileOutboxInsert(db),
    findOrder: compiledByShape(db, (db, id: number) => db.selectFrom('orders').selectAll().where('id', '=', id)),
    findOrderOfBasket: compiledByShape(db, (db, basketId: string) => db.selectFrom('orders').selectAll().where('basket_id', '=', basketId)),
    findOrderByKey: compiledByShape(db, (db, { ownerSubject, key }: { ownerSubject: string; key: string }) =>
      db.selectFrom('orders').selectAll().where('owner_subject', '=', ownerSubject).where('idempotency_key', '=', key),
    ),
    latestPayment: compiledByShape(db, (db, orderId: number) =>
      db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(1),
    ),
    insertOrder: compiledByShape(db, (db, order: Insertable<OrdersTable>) => db.insertInto('orders').values(order).returningAll()),
    insertPayment: compiledByShape(db, (db, payment: Insertable<PaymentsTable>) =>
      db.insertInto('payments').values(payment).returning('id'),
    ),
    insertOrderLines: compiledByShape(db, (db, lines: ReadonlyArray<Insertable<OrderProductsTable>>) =>
      db.insertInto('order_products').values([...lines]),
    ),
    takeStock: compiledByShape(db, (db, { productId, units }: { productId: number; units: number }) =>
      db
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', units) }))
        .where('id', '=', productId)
        .where('stock', 'is not', null)
        .where('stock', '>=', units),
    ),
    stockOf: compiledByShape(db, (db, productId: number) =>
      db.selectFrom('products').select(['stock', 'name']).where('id', '=', productId),
    ),
    countVoucherUse: compiledByShape(db, (db, voucherId: number) =>
      db
        .updateTable('vouchers')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', voucherId)
        .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))])),
    ),
  };
}
type CompiledOrderQueries = ReturnType<typeof compileOrderQueries>;

function orderQueries(db: Kysely<Schema>, dialect: DialectName, compiled: CompiledOrderQueries) {
  return {
    async findOrder(id: number) {
      return (await compiled.findOrder(db, id)).rows[0];
    },
    async findOrderOfBasket(basketId: string) {
      return (await compiled.findOrderOfBasket(db, basketId)).rows[0];
    },
    async findOrderByKey(ownerSubject: string, key: string) {
      return (await compiled.findOrderByKey(db, { ownerSubject, key })).rows[0];
    },
    async latestPayment(orderId: number) {
      return (await compiled.latestPayment(db, orderId)).rows[0];
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
    /**
     * A restaurant's orders whose creation (`created_at`) or delivery time (`delivery_time`) lies
     * from `fromIso` (inclusive) to `toIso` (exclusive), UTC ISO texts as orders keep them; newest first.
     */
    ordersOfRestaurantBetween(restaurantId: number, column: 'created_at' | 'delivery_time', fromIso: string, toIso: string) {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where(column, '>=', fromIso)
        .where(column, '<', toIso)
        .orderBy(column, 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** Latest payment of each of several orders (the manager's list). */
    paymentsOfOrders(orderIds: readonly number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('payments').select(['id', 'order_id']).where('order_id', 'in', orderIds).orderBy('id').execute();
    },
    /**
     * Moves an order of a restaurant from one status to another with one conditional UPDATE, so two
     * managers cannot both move it from the same status. Returns whether it moved.
     */
    async changeStatus(orderId: number, restaurantId: number, from: OrderStatus, to: OrderStatus, nowIso: string) {
      const result = await db
        .updateTable('orders')
        .set({ status: to, updated_at: nowIso })
        .where('id', '=', orderId)
        .where('restaurant_id', '=', restaurantId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The table of the restaurant whose payFix terminal a QR code names, with the terminal's PIN hash. */
    findPayFixTerminal(restaurantId: number, qrCode: string) {
      return db
        .selectFrom('tables')
        .select(['id', 'name', 'payfix_pin_hash'])
        .where('restaurant_id', '=', restaurantId)
        .where('payfix_qr_code', '=', qrCode)
        .where('payfix_pin_hash', 'is not', null)
        .executeTakeFirst();
    },
    findTableName(id: number | null) {
      if (id === null) return Promise.resolve(undefined);
      return db.selectFrom('tables').select('name').where('id', '=', id).executeTakeFirst();
    },

    /** The order as written (every column, its id and defaults included). */
    async insertOrder(order: Insertable<OrdersTable>): Promise<OrderRow> {
      const [row] = (await compiled.insertOrder(db, order)).rows;
      if (!row) throw new Error('insertOrder: no row returned');
      return row;
    },
    /** The pending payment of an online order, written in the order's transaction. */
    async insertPayment(payment: Insertable<PaymentsTable>) {
      const [row] = (await compiled.insertPayment(db, payment)).rows;
      if (!row) throw new Error('insertPayment: no id returned');
      return row.id;
    },
    /** The order's confirmation mail, written in the order's transaction (sent after the commit). */
    insertMail(mail: OutboxRow) {
      return compiled.insertMail(db, mail);
    },
    async insertOrderLines(lines: ReadonlyArray<Insertable<OrderProductsTable>>) {
      if (lines.length > 0) await compiled.insertOrderLines(db, lines);
    },
    /**
     * Takes `units` of a product's stock only if that many are left: one conditional UPDATE, never
     * read-then-write, so concurrent orders cannot sell the same unit twice. Unlimited stock (null)
     * is untouched. Returns `taken`, `unlimited` (nothing to take), or false when not enough are left.
     * `unlimitedBefore`: the product had no limit when the basket was read moments before, so its
     * stock is read first (one statement while it still has none) instead of after the UPDATE.
     */
    async takeStock(productId: number, units: number, unlimitedBefore = false): Promise<'taken' | 'unlimited' | false> {
      if (unlimitedBefore) {
        const [product] = (await compiled.stockOf(db, productId)).rows;
        if (product?.stock === null) return 'unlimited';
      }
      const result = await compiled.takeStock(db, { productId, units });
      if (Number(result.numAffectedRows) === 1) return 'taken';
      const [product] = (await compiled.stockOf(db, productId)).rows;
      return product !== undefined && product.stock === null ? 'unlimited' : false;
    },
    /** Inside a transaction, ask the transaction's store: a second connection would wait for the one it holds. */
    async stockOf(productId: number) {
      return (await compiled.stockOf(db, productId)).rows[0];
    },
    /** Counts one use of a voucher only while its usage limit allows, in the same atomic way. */
    async countVoucherUse(voucherId: number) {
      const result = await compiled.countVoucherUse(db, voucherId);
      return Number(result.numAffectedRows) === 1;
    },

    /**
     * Serialises the capacity checks of one restaurant (ticket places, the kitchen's quarter hours)
     * for the rest of the transaction: on PostgreSQL a row lock on the restaurant (`FOR NO KEY
     * UPDATE`, which leaves the foreign-key checks of baskets and orders free), taken before the
     * counts are read, so that N concurrent orders for K places give exactly K. SQLite needs none:
     * the app's one connection runs one transaction at a time, so a check and its insert are never
     * interleaved with another order's.
     */
    async lockCapacity(restaurantId: number) {
      if (dialect === 'postgres') await db.selectFrom('restaurants').select('id').where('id', '=', restaurantId).forNoKeyUpdate().execute();
    },
    /**
     * Orders (not rejected) of a delivery type per delivery time from `fromIso` (inclusive) to
     * `toIso` (exclusive), UTC ISO texts as orders keep them: the kitchen's quarter hours.
     */
    async ordersBetween(restaurantId: number, deliveryType: number, fromIso: string, toIso: string) {
      const rows = await db
        .selectFrom('orders')
        .select(['delivery_time', (eb) => eb.fn.countAll<number | string>().as('orders')])
        .where('restaurant_id', '=', restaurantId)
        .where('delivery_type', '=', deliveryType)
        .where('status', '!=', 'rejected')
        .where('delivery_time', '>=', fromIso)
        .where('delivery_time', '<', toIso)
        .groupBy('delivery_time')
        .execute();
      return rows.map((row) => ({ delivery_time: row.delivery_time ?? '', orders: Number(row.orders) }));
    },
    ticketTimes(restaurantId: number): Promise<TicketTimeRow[]> {
      return db.selectFrom('ticket_times').selectAll().where('restaurant_id', '=', restaurantId).execute();
    },
    /**
     * Tickets ordered per delivery time among `instants` (UTC ISO texts): the units of ticket
     * products (`is_ticket`) on the lines of orders that were not rejected. Snacks take no place.
     */
    async ticketsAt(restaurantId: number, instants: readonly string[]): Promise<Array<{ delivery_time: string | null; tickets: number }>> {
      if (instants.length === 0) return [];
      const rows = await db
        .selectFrom('orders')
        .innerJoin('order_products', 'order_products.order_id', 'orders.id')
        .innerJoin('products', 'products.id', 'order_products.product_id')
        .select(['orders.delivery_time', (eb) => eb.fn.sum<number | string>('order_products.quantity').as('tickets')])
        .where('orders.restaurant_id', '=', restaurantId)
        .where('orders.status', '!=', 'rejected')
        .where('products.is_ticket', '=', 1)
        .where('orders.delivery_time', 'in', [...instants])
        .groupBy('orders.delivery_time')
        .execute();
      return rows.map((row) => ({ delivery_time: row.delivery_time, tickets: Number(row.tickets) }));
    },
  };
}
export type OrderStore = ReturnType<typeof createOrderStore>;
export type OrderQueries = ReturnType<typeof orderQueries>;
