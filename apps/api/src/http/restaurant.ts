import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { RestaurantRow, Schema } from '../db/schema.ts';
import { AppError } from './errors.ts';

/** `restaurantId` as clients send it: a number, in the query as text. */
export const restaurantIdField = z.coerce
  .number({ error: 'must_be_numeric' })
  .int({ error: 'must_be_numeric' })
  .positive({ error: 'must_be_numeric' });

/** An id field of the spec ("ids numeric"): required, a positive integer, text accepted. */
export const idField = restaurantIdField;

/** The restaurant a request names, or a 422 `restaurantId: ['restaurant_does_not_exists']`. */
export async function requireRestaurant(db: Kysely<Schema>, restaurantId: number): Promise<RestaurantRow> {
  const restaurant = await db.selectFrom('restaurants').selectAll().where('id', '=', restaurantId).executeTakeFirst();
  if (!restaurant) throw AppError.validation('restaurantId', 'restaurant_does_not_exists');
  return restaurant;
}
