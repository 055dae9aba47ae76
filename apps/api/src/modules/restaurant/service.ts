import {
  appearanceSchema,
  type DeliveryTypeName,
  deliveryTypeCode,
  type InformationPage,
  type LegalContents,
  type PostalCode,
  type RestaurantIdResponse,
  type RestaurantInfo,
  type RestaurantListItem,
  type RestaurantListQuery,
  type RestaurantTable,
  toMajorUnits,
} from '@platter/contract';
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { periodCovers, wallClockAt, windowCovers } from '../../time/wall-clock.ts';
import type { RestaurantLookup } from './lookup.ts';
import { presentRestaurantInfo } from './restaurant-info.ts';
import { settingsOf } from './settings.ts';
import type { RestaurantStore } from './store.ts';

export interface RestaurantServiceDeps {
  restaurants: RestaurantLookup;
  store: RestaurantStore;
  now: () => Date;
}

/** Restaurants are listed in pages of this many rows until the asked number is found. */
const LIST_PAGE_SIZE = 100;

type OpeningKind = 'available' | 'here' | 'takeaway';

/**
 * The opening times that say when a delivery type is served: delivery follows the general
 * (`available`) times, pickup the takeaway times, here the here times. A restaurant that keeps no
 * times of a type's own kind serves it during its general times.
 */
const OPENING_KIND: Record<DeliveryTypeName, OpeningKind> = { delivery: 'available', pickup: 'takeaway', here: 'here' };

function parseAppearance(text: string) {
  try {
    const parsed = appearanceSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // A damaged document reads as the defaults.
  }
  return appearanceSchema.parse({});
}

/** The restaurant itself: its info, the directory of restaurants, and its legal texts, pages, areas and tables. */
export function createRestaurantService({ restaurants, store, now }: RestaurantServiceDeps) {
  async function info(restaurant: RestaurantRow, language: string): Promise<RestaurantInfo> {
    const instant = now();
    const today = wallClockAt(instant, restaurant.time_zone).date;
    const [openingTimes, closeTimes, ticketTimes, legalContents] = await Promise.all([
      store.openingTimes([restaurant.id]),
      store.closeTimesNotEnded(restaurant.id, instant.toISOString()),
      store.ticketTimesFrom(restaurant.id, today),
      store.legalContents(restaurant.id),
    ]);
    return presentRestaurantInfo({
      restaurant,
      settings: settingsOf(restaurant),
      openingTimes,
      closeTimes,
      ticketTimes,
      legalContents,
      instant,
      language,
    });
  }

  return {
    async infoById(restaurantId: number, language: string): Promise<RestaurantInfo> {
      return info(await restaurants.require(restaurantId), language);
    },

    /** An unknown slug is a 404: the slug is the address of the restaurant, not a form field. */
    async infoBySlug(slug: string, language: string): Promise<RestaurantInfo> {
      const restaurant = await store.findRestaurantBySlug(slug);
      if (!restaurant) throw AppError.of('restaurant_does_not_exists');
      return info(restaurant, language);
    },

    async idBySlug(slug: string): Promise<RestaurantIdResponse> {
      const restaurant = await store.findRestaurantBySlug(slug);
      if (!restaurant) throw AppError.of('restaurant_does_not_exists');
      return { id: restaurant.id };
    },

    /**
     * Restaurants with a delivery area for the postal code that offer the delivery type, by id,
     * priced for that area. The postal code filters every delivery type: a guest looks for
     * restaurants of the area, whatever the type.
     */
    async list({ postalCode, deliveryType, limit, status }: RestaurantListQuery): Promise<RestaurantListItem[]> {
      const instant = now();
      const nowIso = instant.toISOString();
      const items: RestaurantListItem[] = [];
      for (let afterId = 0; items.length < limit; ) {
        const page = await store.restaurantsServing(postalCode, afterId, LIST_PAGE_SIZE);
        const lastRow = page.at(-1);
        if (!lastRow) break;
        afterId = lastRow.id;
        const candidates = page.filter((row) => settingsOf(row).deliveryTypes.includes(deliveryTypeCode(deliveryType)));
        const ids = candidates.map((row) => row.id);
        const [openingTimes, closures] = await Promise.all([store.openingTimes(ids), store.closeTimesCovering(ids, nowIso)]);
        for (const row of candidates) {
          const times = openingTimes.filter((time) => time.restaurant_id === row.id);
          const ownKind = times.some((time) => time.kind === OPENING_KIND[deliveryType]) ? OPENING_KIND[deliveryType] : 'available';
          const clock = wallClockAt(instant, row.time_zone);
          const open =
            !settingsOf(row).closed &&
            !closures.some((period) => period.restaurant_id === row.id && periodCovers(period, instant)) &&
            times.some(
              (time) => time.kind === ownKind && windowCovers({ weekday: time.weekday, start: time.open_at, end: time.close_at }, clock),
            );
          if (status === 'open' && !open) continue;
          const appearance = parseAppearance(row.appearance);
          items.push({
            id: row.id,
            slug: row.slug,
            name: row.name,
            address: row.address,
            currency: row.currency,
            image: appearance.mainImageUrl,
            logo: appearance.logoUrl,
            minimum_order_value: toMajorUnits(row.minimum_order_minor),
            shipping_price: toMajorUnits(row.shipping_price_minor),
            open,
          });
          if (items.length === limit) break;
        }
        if (page.length < LIST_PAGE_SIZE) break;
      }
      return items;
    },

    /** The legal texts; a blank text counts as none. */
    async legalContents(restaurantId: number): Promise<LegalContents> {
      await restaurants.require(restaurantId);
      const contents: LegalContents = { about_us: null, privacy_policy: null, imprint: null, terms_and_conditions: null };
      for (const { kind, body } of await store.legalContents(restaurantId)) {
        if (Object.hasOwn(contents, kind) && body.trim() !== '') contents[kind] = body;
      }
      return contents;
    },

    async informationPages(restaurantId: number): Promise<InformationPage[]> {
      await restaurants.require(restaurantId);
      return store.informationPages(restaurantId);
    },

    async postalCodes(restaurantId: number): Promise<PostalCode[]> {
      await restaurants.require(restaurantId);
      return (await store.deliveryAreas(restaurantId)).map((area) => ({
        postal_code: area.postal_code,
        minimum_order_value: toMajorUnits(area.minimum_order_minor),
        shipping_price: toMajorUnits(area.shipping_price_minor),
      }));
    },

    async tables(restaurantId: number): Promise<RestaurantTable[]> {
      await restaurants.require(restaurantId);
      return store.tables(restaurantId);
    },
  };
}
export type RestaurantService = ReturnType<typeof createRestaurantService>;
