import type { RestaurantRow } from '../db/schema.ts';
import { settingsOf } from '../modules/restaurant/settings.ts';
import { WEB_APPS } from './serve-apps.ts';

/**
 * The path of the app a restaurant's guests order in: the event shop for a restaurant in event
 * mode, ticketing for one with a ticketing system, else the storefront. Payment returns and order
 * links lead there, so that a guest comes back to the app (and restaurant) they ordered from.
 */
export function orderingAppBase(restaurant: Pick<RestaurantRow, 'settings'>): string {
  const settings = settingsOf(restaurant);
  const app = settings.event_mode ? 'event-shop' : settings.ticketingSystem ? 'ticketing' : 'storefront';
  return WEB_APPS.find((each) => each.name === app)?.base ?? '/';
}

/** The page of an order's payment status in the app it was placed in, on the server's public address. */
export function paymentStatusUrl(publicUrl: string, restaurant: Pick<RestaurantRow, 'settings'>, query: string): string {
  return `${publicUrl.replace(/\/$/, '')}${orderingAppBase(restaurant)}paymentstatus?${query}`;
}
