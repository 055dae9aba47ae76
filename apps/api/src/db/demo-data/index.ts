import type { Kysely } from 'kysely';
import type { Schema } from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import { idOf } from './bulk.ts';
import { insertAccounts } from './insert-accounts.ts';
import { insertBreakPatterns } from './insert-break-patterns.ts';
import { insertContent } from './insert-content.ts';
import { insertMenu } from './insert-menu.ts';
import { insertRestaurantSetup, insertRestaurants } from './insert-restaurants.ts';
import { DEMO_RESTAURANTS } from './restaurants.ts';

export interface DemoDataOptions {
  /**
   * The load time: created_at of every row, and the anchor of every date in the demo (blogs,
   * reviews, vouchers, happy hours, ticket slots, closed days, break patterns).
   */
  now: Date;
  /** scrypt cost of the demo passwords, as `Config.passwordHashCost`. */
  passwordHashCost: number;
}

/**
 * Loads the demo restaurants, their menus and content, and the demo accounts when the database
 * holds no restaurant, in one transaction, so a crash half-way leaves an empty database that the
 * next start fills again. Returns whether it loaded.
 */
export async function loadDemoDataIfEmpty(db: Kysely<Schema>, { now, passwordHashCost }: DemoDataOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('restaurants').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const restaurantIds = await insertRestaurants(trx, DEMO_RESTAURANTS, now);
    for (const restaurant of DEMO_RESTAURANTS) {
      const restaurantId = idOf(restaurantIds, restaurant.slug, 'restaurant');
      await insertRestaurantSetup(trx, restaurantId, restaurant, now);
      await insertMenu(trx, restaurantId, restaurant, now);
      await insertBreakPatterns(trx, restaurantId, restaurant, now);
      await insertContent(trx, restaurantId, restaurant.content, now);
    }
    await insertAccounts(trx, DEMO_ACCOUNTS, restaurantIds, { password: DEMO_PASSWORD, passwordHashCost, now });
    return true;
  });
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
export { DEMO_RESTAURANTS } from './restaurants.ts';
