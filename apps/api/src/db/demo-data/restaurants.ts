import type { AppearanceInput, FeatureSwitches } from '@platter/contract';
import type { NewRestaurantRow } from '../schema.ts';

interface DemoRestaurant {
  slug: string;
  name: string;
  currency: string;
  lang: string;
  timeZone: string;
  appearance: AppearanceInput;
  features: Partial<FeatureSwitches>;
}

/** The demo deployment's restaurants; each exercises one mode of the product. */
export const DEMO_RESTAURANTS: readonly DemoRestaurant[] = [
  {
    slug: 'demo-bistro',
    name: 'Demo Bistro',
    currency: '€',
    lang: 'de',
    timeZone: 'Europe/Berlin',
    appearance: { primaryColor: '#c2410c', logoShape: 'round', menuLayout: 'side' },
    features: {},
  },
  {
    slug: 'demo-cafe-zurich',
    name: 'Café Zürich',
    currency: 'CHF',
    lang: 'de',
    timeZone: 'Europe/Zurich',
    appearance: { primaryColor: '#1d4ed8', logoShape: 'square', menuLayout: 'top' },
    features: {},
  },
  {
    slug: 'demo-events',
    name: 'Demo Events',
    currency: '€',
    lang: 'de',
    timeZone: 'Europe/Berlin',
    appearance: { primaryColor: '#7c3aed', logoShape: 'wide', menuLayout: 'side' },
    features: { reviews: false },
  },
  {
    slug: 'demo-tickets',
    name: 'Demo Tickets',
    currency: '€',
    lang: 'de',
    timeZone: 'Europe/Berlin',
    appearance: { primaryColor: '#0f766e', logoShape: 'round', menuLayout: 'top' },
    features: {},
  },
];

export function demoRestaurantRows(now: Date): NewRestaurantRow[] {
  return DEMO_RESTAURANTS.map((restaurant) => ({
    slug: restaurant.slug,
    name: restaurant.name,
    currency: restaurant.currency,
    lang: restaurant.lang,
    time_zone: restaurant.timeZone,
    appearance: JSON.stringify(restaurant.appearance),
    features: JSON.stringify(restaurant.features),
    created_at: now.toISOString(),
  }));
}
