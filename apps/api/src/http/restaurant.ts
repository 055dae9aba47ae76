import { idSchema, type RestaurantSettings, restaurantSettingsSchema } from '@platter/contract';
import type { Kysely } from 'kysely';
import type { RestaurantRow, Schema } from '../db/schema.ts';
import { AppError } from './errors.ts';

/** `restaurantId` as clients send it: a positive 32-bit integer, text accepted (queries). */
export const restaurantIdField = idSchema;

/** An id field of the spec ("ids numeric"): required, a positive 32-bit integer, text accepted. */
export const idField = idSchema;

/** The restaurant a request names, or a 422 `restaurantId: ['restaurant_does_not_exists']`. */
export async function requireRestaurant(db: Kysely<Schema>, restaurantId: number): Promise<RestaurantRow> {
  const restaurant = await db.selectFrom('restaurants').selectAll().where('id', '=', restaurantId).executeTakeFirst();
  if (!restaurant) throw AppError.validation('restaurantId', 'restaurant_does_not_exists');
  return restaurant;
}

/** The restaurant's settings document with every default filled; a damaged document reads as defaults. */
export function settingsOf(restaurant: Pick<RestaurantRow, 'settings'>): RestaurantSettings {
  let document: unknown = {};
  try {
    document = JSON.parse(restaurant.settings);
  } catch {
    document = {};
  }
  const parsed = restaurantSettingsSchema.safeParse(document);
  return parsed.success ? parsed.data : restaurantSettingsSchema.parse({});
}
