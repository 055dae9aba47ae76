import { type RestaurantSettings, restaurantSettingsSchema } from '@platter/contract';
import type { RestaurantRow } from '../../db/schema.ts';

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
