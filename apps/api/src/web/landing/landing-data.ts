import type { Appearance, FeatureSwitches, Language, WeeklyTime } from '@platter/contract';
import { slugFromHost, toPageData } from '../../modules/page-data/service.ts';
import { settingsOf } from '../../modules/restaurant/settings.ts';
import type { RestaurantStore } from '../../modules/restaurant/store.ts';
import { wallClockAt } from '../../time/wall-clock.ts';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** What the landing page and the web manifest show of a restaurant. */
export interface LandingData {
  name: string;
  lang: Language;
  address: string;
  telephone: string;
  email: string;
  appearance: Appearance;
  features: FeatureSwitches;
  social: Record<SocialNetwork, string | null>;
  /** The restaurant's `meta.show_open_hours`. */
  showOpenHours: boolean;
  /** The general opening times (`restaurantAvailableTimes`), 1 Monday to 7 Sunday. */
  openingTimes: WeeklyTime[];
  /** Today's weekday on the restaurant's wall clock. */
  today: number;
  year: number;
}

export interface LandingSourceOptions {
  store: Pick<RestaurantStore, 'findRestaurantBySlug' | 'openingTimes'>;
  /** The storefront's default restaurant, for hosts that name none (`DEFAULT_RESTAURANT`). */
  defaultSlug: string;
  now: () => Date;
}

/** Finds the restaurant a host names, as the served apps do (page-data's rule), and reads what the page shows. */
export function createLandingSource({ store, defaultSlug, now }: LandingSourceOptions) {
  return {
    async forHost(host: string | undefined): Promise<LandingData | undefined> {
      const hostSlug = slugFromHost(host);
      const row = (hostSlug ? await store.findRestaurantBySlug(hostSlug) : undefined) ?? (await store.findRestaurantBySlug(defaultSlug));
      if (!row) return undefined;
      const pageData = toPageData(row);
      const settings = settingsOf(row);
      const openingTimes = (await store.openingTimes([row.id]))
        .filter((time) => time.kind === 'available')
        .map(({ weekday, open_at, close_at }) => ({ weekday, open_at, close_at }));
      const clock = wallClockAt(now(), row.time_zone);
      return {
        name: row.name,
        lang: pageData.restaurant.lang,
        address: row.address,
        telephone: row.telephone,
        email: row.email,
        appearance: pageData.appearance,
        features: pageData.features,
        social: settings.social,
        showOpenHours: settings.meta.show_open_hours,
        openingTimes,
        today: clock.weekday,
        year: Number(clock.date.slice(0, 4)),
      };
    },
  };
}
export type LandingSource = ReturnType<typeof createLandingSource>;
