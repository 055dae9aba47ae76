import { nameKeyOf } from '../../modules/break-patterns/rules.ts';
import { type DemoTransaction, idOf, idsByKey, insertAll } from './bulk.ts';
import { daysFromLoad } from './times.ts';
import type { DemoRestaurant } from './types.ts';

/**
 * The restaurant's break patterns, after its menu (they name products by name). Their days are
 * placed by `now` in the restaurant's zone, so a pattern meant to lie in the past always does.
 */
export async function insertBreakPatterns(
  trx: DemoTransaction,
  restaurantId: number,
  restaurant: DemoRestaurant,
  now: Date,
): Promise<void> {
  const patterns = restaurant.breakPatterns ?? [];
  if (patterns.length === 0) return;
  const products = await trx.selectFrom('products').select(['id', 'name']).where('restaurant_id', '=', restaurantId).execute();
  const productIds = idsByKey(products, (row) => row.name, 'product');
  const day = daysFromLoad(now, restaurant.timeZone);
  const timestamp = now.toISOString();
  for (const pattern of patterns) {
    const { id } = await trx
      .insertInto('break_patterns')
      .values({
        restaurant_id: restaurantId,
        name: pattern.name,
        name_key: nameKeyOf(pattern.name),
        start_time: pattern.startTime,
        weekdays: JSON.stringify(pattern.weekdays),
        start_date: day(pattern.fromDay).date,
        end_date: day(pattern.toDay).date,
        stopped_at: null,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertAll(
      trx,
      'break_pattern_products',
      pattern.products.map((name) => ({ break_pattern_id: id, product_id: idOf(productIds, name, 'product') })),
    );
  }
}
