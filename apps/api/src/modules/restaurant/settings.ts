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

/** Distinct settings documents kept parsed (one per restaurant, and one per edit of them). */
const KEPT = 200;
const parsed = new Map<string, Readonly<RestaurantSettings>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * `settingsOf`, parsed once per settings document: the basket and order calls ask for a
 * restaurant's settings several times per request, and each parse (JSON and zod) was a few per
 * cent of checkout's CPU. The settings are frozen, as they are shared between requests.
 */
export function restaurantSettings(restaurant: Pick<RestaurantRow, 'settings'>): RestaurantSettings {
  const kept = parsed.get(restaurant.settings);
  if (kept) return kept;
  const settings = deepFreeze(settingsOf(restaurant));
  parsed.set(restaurant.settings, settings);
  if (parsed.size > KEPT) parsed.delete(parsed.keys().next().value as string);
  return settings;
}
