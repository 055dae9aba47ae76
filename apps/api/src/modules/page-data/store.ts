import type { Kysely } from 'kysely';
import type { RestaurantRow, Schema } from '../../db/schema.ts';

export function createPageDataStore(db: Kysely<Schema>) {
  return {
    findRestaurantBySlug(slug: string): Promise<RestaurantRow | undefined> {
      return db.selectFrom('restaurants').selectAll().where('slug', '=', slug).executeTakeFirst();
    },
  };
}
export type PageDataStore = ReturnType<typeof createPageDataStore>;
