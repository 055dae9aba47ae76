import type { AppearanceInput } from '@platter/contract';
import { type DemoTransaction, idsByKey, insertAll } from './bulk.ts';
import { logoUrl, mainImageUrl } from './image-urls.ts';
import { daysFromLoad } from './times.ts';
import type { DemoRestaurant } from './types.ts';

/** Inserts the restaurants in one statement and answers their ids by slug. */
export async function insertRestaurants(
  trx: DemoTransaction,
  restaurants: readonly DemoRestaurant[],
  now: Date,
): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('restaurants')
    .values(
      restaurants.map((restaurant) => {
        const appearance: AppearanceInput = {
          ...restaurant.appearance,
          logoUrl: logoUrl(restaurant.slug),
          mainImageUrl: mainImageUrl(restaurant.slug),
        };
        return {
          slug: restaurant.slug,
          name: restaurant.name,
          currency: restaurant.currency,
          lang: restaurant.lang,
          time_zone: restaurant.timeZone,
          appearance: JSON.stringify(appearance),
          features: JSON.stringify(restaurant.features),
          address: restaurant.address,
          telephone: restaurant.telephone,
          email: restaurant.email,
          settings: JSON.stringify(restaurant.settings),
          created_at: now.toISOString(),
        };
      }),
    )
    .returning(['id', 'slug'])
    .execute();
  return idsByKey(rows, (row) => row.slug, 'restaurant');
}

/**
 * The restaurant's own lists: opening, close and ticket times, delivery areas, tables, vouchers.
 * Close and ticket times and vouchers are placed by `now`, the load day, in the restaurant's zone.
 */
export async function insertRestaurantSetup(
  trx: DemoTransaction,
  restaurantId: number,
  restaurant: DemoRestaurant,
  now: Date,
): Promise<void> {
  const owned = <Row>(rows: readonly Row[] = []) => rows.map((row) => ({ ...row, restaurant_id: restaurantId }));
  const day = daysFromLoad(now, restaurant.timeZone);
  await insertAll(trx, 'opening_times', owned(restaurant.openingTimes));
  await insertAll(trx, 'close_times', owned(restaurant.closeTimes?.(day)));
  await insertAll(trx, 'ticket_times', owned(restaurant.ticketTimes?.(day)));
  await insertAll(trx, 'delivery_areas', owned(restaurant.deliveryAreas));
  await insertAll(
    trx,
    'tables',
    owned(restaurant.tables).map((table) => ({ payfix_qr_code: null, payfix_pin_hash: null, ...table })),
  );
  // Vouchers leave out different columns; insertAll wants the same ones in every row.
  await insertAll(
    trx,
    'vouchers',
    owned(restaurant.vouchers?.(day)).map((voucher) => ({ minimum_order_minor: 0, used_count: 0, starts_at: null, ...voucher })),
  );
}
