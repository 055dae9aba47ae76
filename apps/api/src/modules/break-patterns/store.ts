import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BreakPatternsTable, Schema } from '../../db/schema.ts';

/**
 * SQL of break patterns: the patterns of a restaurant and the products each pauses. Every query
 * names the restaurant or ids already scoped by it. `transaction(work)` runs `work` with the same
 * queries bound to one transaction, so a pattern is never written without its products.
 */
export function createBreakPatternStore(db: Kysely<Schema>) {
  return {
    ...breakPatternQueries(db),
    transaction<T>(work: (store: BreakPatternQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(breakPatternQueries(trx)));
    },
  };
}

function breakPatternQueries(db: Kysely<Schema>) {
  return {
    /** The restaurant's patterns, newest first. */
    patternsOf(restaurantId: number) {
      return db
        .selectFrom('break_patterns')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    findPattern(restaurantId: number, id: number) {
      return db.selectFrom('break_patterns').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
    },

    /** The restaurant's pattern with this folded name, if any. */
    findByNameKey(restaurantId: number, nameKey: string) {
      return db
        .selectFrom('break_patterns')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('name_key', '=', nameKey)
        .executeTakeFirst();
    },

    /**
     * The patterns that may pause something on `date` from `time` on: not stopped, the date in
     * their range, started by then. The weekday is judged by the caller (a JSON list).
     */
    patternsStartedBy(restaurantId: number, date: string, time: string) {
      return db
        .selectFrom('break_patterns')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where('stopped_at', 'is', null)
        .where('start_date', '<=', date)
        .where('end_date', '>=', date)
        .where('start_time', '<=', time)
        .execute();
    },

    /** The products of the patterns, ascending by product within a pattern. */
    productsOfPatterns(patternIds: readonly number[]) {
      if (patternIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('break_pattern_products')
        .select(['break_pattern_id', 'product_id'])
        .where('break_pattern_id', 'in', patternIds)
        .orderBy('break_pattern_id')
        .orderBy('product_id')
        .execute();
    },

    /** Which of the ids are products of the restaurant. */
    async productIdsOfRestaurant(restaurantId: number, productIds: readonly number[]): Promise<number[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('id', 'in', productIds)
        .execute();
      return rows.map((row) => row.id);
    },

    async insertPattern(pattern: Insertable<BreakPatternsTable>): Promise<number> {
      return (await db.insertInto('break_patterns').values(pattern).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updatePattern(id: number, fields: Updateable<BreakPatternsTable>): Promise<void> {
      await db.updateTable('break_patterns').set(fields).where('id', '=', id).execute();
    },

    /** The pattern's products become exactly `productIds`. */
    async replaceProducts(patternId: number, productIds: readonly number[]): Promise<void> {
      await db.deleteFrom('break_pattern_products').where('break_pattern_id', '=', patternId).execute();
      if (productIds.length === 0) return;
      await db
        .insertInto('break_pattern_products')
        .values(productIds.map((productId) => ({ break_pattern_id: patternId, product_id: productId })))
        .execute();
    },

    /** Stops a running pattern; false when it was stopped already (a concurrent stop won). */
    async stopPattern(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('break_patterns')
        .set({ stopped_at: at, updated_at: at })
        .where('id', '=', id)
        .where('stopped_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes the pattern (its products cascade); false when there was none. */
    async deletePattern(restaurantId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('break_patterns')
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
type BreakPatternQueries = ReturnType<typeof breakPatternQueries>;
export type BreakPatternStore = ReturnType<typeof createBreakPatternStore>;
