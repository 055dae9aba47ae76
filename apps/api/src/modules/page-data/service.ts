import { type PageData, pageDataSchema } from '@platter/contract';
import { resolveLanguage } from '@platter/i18n';
import type { AppName } from '../../config.ts';
import type { RestaurantRow } from '../../db/schema.ts';
import { settingsOf } from '../restaurant/settings.ts';
import type { PageDataStore } from './store.ts';

/**
 * The restaurant a host names: the first label of `bella.localhost:3000` or `bella.example.com`
 * when a restaurant has that slug. Bare hosts (`localhost`, an IP) name none.
 */
export function slugFromHost(host: string | undefined): string | undefined {
  const hostname = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  const labels = hostname.split('.');
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1) ?? '')) return undefined;
  return labels[0];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export function toPageData(row: RestaurantRow, apiBase = '/api'): PageData {
  const recaptchaSiteKey = settingsOf(row).recaptcha_site_key?.trim();
  return pageDataSchema.parse({
    apiBase,
    restaurant: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      currency: row.currency,
      lang: resolveLanguage(row.lang),
      timeZone: row.time_zone,
    },
    appearance: parseJson(row.appearance),
    features: parseJson(row.features),
    ...(recaptchaSiteKey ? { recaptchaSiteKey } : {}),
  });
}

export function createPageDataService(store: PageDataStore, defaultRestaurants: Record<AppName, string>) {
  return {
    /** The page data of the restaurant the host names, else of the app's default restaurant. */
    async forRequest(app: AppName, host: string | undefined): Promise<PageData | undefined> {
      const hostSlug = slugFromHost(host);
      const row =
        (hostSlug ? await store.findRestaurantBySlug(hostSlug) : undefined) ?? (await store.findRestaurantBySlug(defaultRestaurants[app]));
      return row ? toPageData(row) : undefined;
    },
  };
}
export type PageDataService = ReturnType<typeof createPageDataService>;
