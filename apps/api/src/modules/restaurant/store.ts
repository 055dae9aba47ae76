import type { Kysely } from 'kysely';
import { compiledOnce, PLACEHOLDER_ID } from '../../db/compiled-once.ts';
import type { RestaurantRow, Schema } from '../../db/schema.ts';

/** SQL of the restaurant itself: its row, schedules, closing periods, areas, legal texts, pages, tables. */
export function createRestaurantStore(db: Kysely<Schema>) {
  // Every menu and basket call looks its restaurant up first.
  const restaurantById = compiledOnce(db, [PLACEHOLDER_ID] as const, (db, id: number) =>
    db.selectFrom('restaurants').selectAll().where('id', '=', id),
  );
  return {
    async findRestaurantById(id: number): Promise<RestaurantRow | undefined> {
      return (await restaurantById(id))[0];
    },
    findRestaurantBySlug(slug: string) {
      return db.selectFrom('restaurants').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** The weekly schedules of several restaurants at once, ordered for display. */
    openingTimes(restaurantIds: readonly number[]) {
      if (restaurantIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('opening_times')
        .select(['restaurant_id', 'kind', 'weekday', 'open_at', 'close_at'])
        .where('restaurant_id', 'in', restaurantIds)
        .orderBy('weekday')
        .orderBy('open_at')
        .orderBy('id')
        .execute();
    },

    /** Closing periods of a restaurant that end after `nowIso` (UTC ISO text sorts as time does). */
    closeTimesNotEnded(restaurantId: number, nowIso: string) {
      return db
        .selectFrom('close_times')
        .select(['id', 'kind', 'starts_at', 'ends_at', 'reason'])
        .where('restaurant_id', '=', restaurantId)
        .where('ends_at', '>', nowIso)
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
    },

    /** Closing periods of several restaurants that cover `nowIso`. */
    closeTimesCovering(restaurantIds: readonly number[], nowIso: string) {
      if (restaurantIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('close_times')
        .select(['restaurant_id', 'starts_at', 'ends_at'])
        .where('restaurant_id', 'in', restaurantIds)
        .where('starts_at', '<=', nowIso)
        .where('ends_at', '>', nowIso)
        .execute();
    },

    /** Ticket times whose date range includes `fromDate` or a later day. */
    ticketTimesFrom(restaurantId: number, fromDate: string) {
      return db
        .selectFrom('ticket_times')
        .select(['id', 'start_date', 'end_date', 'weekday', 'time', 'duration', 'capacity'])
        .where('restaurant_id', '=', restaurantId)
        .where('end_date', '>=', fromDate)
        .orderBy('start_date')
        .orderBy('weekday')
        .orderBy('time')
        .orderBy('id')
        .execute();
    },

    legalContents(restaurantId: number) {
      return db.selectFrom('legal_contents').select(['kind', 'body']).where('restaurant_id', '=', restaurantId).execute();
    },

    informationPages(restaurantId: number) {
      return db
        .selectFrom('information_pages')
        .select(['id', 'slug', 'title', 'body', 'priority'])
        .where('restaurant_id', '=', restaurantId)
        .orderBy('priority')
        .orderBy('id')
        .execute();
    },

    deliveryAreas(restaurantId: number) {
      return db
        .selectFrom('delivery_areas')
        .select(['postal_code', 'minimum_order_minor', 'shipping_price_minor'])
        .where('restaurant_id', '=', restaurantId)
        .orderBy('postal_code')
        .execute();
    },

    /** A table of the restaurant by id, or undefined when it is another restaurant's or unknown. */
    findTable(restaurantId: number, tableId: number) {
      return db
        .selectFrom('tables')
        .select(['id', 'name'])
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', tableId)
        .executeTakeFirst();
    },

    tables(restaurantId: number) {
      return db
        .selectFrom('tables')
        .select(['id', 'name', 'number', 'capacity'])
        .where('restaurant_id', '=', restaurantId)
        .orderBy('id')
        .execute();
    },

    /** One page (by id, after `afterId`) of the restaurants with a delivery area for `postalCode`. */
    restaurantsServing(postalCode: string, afterId: number, pageSize: number) {
      return db
        .selectFrom('restaurants')
        .innerJoin('delivery_areas', 'delivery_areas.restaurant_id', 'restaurants.id')
        .selectAll('restaurants')
        .select(['delivery_areas.minimum_order_minor', 'delivery_areas.shipping_price_minor'])
        .where('delivery_areas.postal_code', '=', postalCode)
        .where('restaurants.id', '>', afterId)
        .orderBy('restaurants.id')
        .limit(pageSize)
        .execute();
    },
  };
}
export type RestaurantStore = ReturnType<typeof createRestaurantStore>;
