import type { AppName, Config } from '../config.ts';
import type { RestaurantRow } from '../db/schema.ts';
import { isLoopbackHost } from '../http/loopback.ts';
import { slugFromHost } from '../modules/page-data/service.ts';
import { restaurantSettings } from '../modules/restaurant/settings.ts';
import { WEB_APPS } from './serve-apps.ts';

/** The app a restaurant's guests order in: the event shop in event mode, ticketing with a ticketing system, else the storefront. */
function orderingAppName(restaurant: Pick<RestaurantRow, 'settings'>): AppName {
  const settings = restaurantSettings(restaurant);
  return settings.event_mode ? 'event-shop' : settings.ticketingSystem ? 'ticketing' : 'storefront';
}

/**
 * The path of the app a restaurant's guests order in. Payment returns and order links lead there,
 * so that a guest comes back to the app (and restaurant) they ordered from.
 */
export function orderingAppBase(restaurant: Pick<RestaurantRow, 'settings'>): string {
  const app = orderingAppName(restaurant);
  return WEB_APPS.find((each) => each.name === app)?.base ?? '/';
}

/** The page of an order's payment status in the app it was placed in, on the guest's site (see `guestSiteUrl`). */
export function paymentStatusUrl(siteUrl: string, restaurant: Pick<RestaurantRow, 'settings'>, query: string): string {
  return `${siteUrl.replace(/\/$/, '')}${orderingAppBase(restaurant)}paymentstatus?${query}`;
}

/** Where a guest's request came to: the scheme it used (`request.protocol`) and its host with port (`request.host`). */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/** The origin of a Fastify request; both follow X-Forwarded-Proto/-Host only from proxies TRUST_PROXY names. */
export function requestOrigin(request: RequestOrigin): RequestOrigin {
  return { protocol: request.protocol, host: request.host };
}

/** A host name with an optional port, nothing else (no user info, path or spaces a forged header might carry). */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** PUBLIC_URL's host name, lower case; parsed once per URL (every order's links ask for it). */
const hostnames = new Map<string, string>();
function hostnameOf(url: string): string {
  let hostname = hostnames.get(url);
  if (hostname === undefined) {
    hostname = new URL(url).hostname.toLowerCase();
    if (hostnames.size > 16) hostnames.clear();
    hostnames.set(url, hostname);
  }
  return hostname;
}

/**
 * Whether a host is one the restaurant's pages are served on, as the web apps resolve it
 * (page-data's `slugFromHost`): `<slug>.<PUBLIC_URL's host>` or `<slug>.localhost`, or for the
 * restaurant its app shows when the host names none (DEFAULT_RESTAURANT…), a loopback address or
 * `localhost`. Any other host, though the apps would serve a default restaurant on it, is not
 * trusted: a Host header is the client's word.
 */
function hostBelongsTo(
  config: Pick<Config, 'publicUrl' | 'defaultRestaurants'>,
  restaurant: Pick<RestaurantRow, 'slug' | 'settings'>,
  host: string,
) {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  const slug = slugFromHost(hostname);
  if (slug === undefined) return isLoopbackHost(host) && config.defaultRestaurants[orderingAppName(restaurant)] === restaurant.slug;
  const parent = hostname.slice(slug.length + 1);
  const publicHost = hostnameOf(config.publicUrl);
  return slug === restaurant.slug && (parent === 'localhost' || parent === publicHost || publicHost === `www.${parent}`);
}

/**
 * The address a guest reaches the restaurant at, for the links of their order (payment return,
 * the sandbox's page, webhooks, mails): the host their request came to when it is the
 * restaurant's (so the browser keeps its session, which local storage holds per origin, and lands
 * on the same restaurant), else PUBLIC_URL, so that a forged Host cannot steer where anyone is sent.
 * The request's scheme is kept, except that a public site on https stays on https (a TLS proxy
 * not named in TRUST_PROXY makes every request look like http).
 */
export function guestSiteUrl(
  config: Pick<Config, 'publicUrl' | 'defaultRestaurants'>,
  restaurant: Pick<RestaurantRow, 'slug' | 'settings'>,
  origin: RequestOrigin | undefined,
): string {
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const host = origin?.host.toLowerCase() ?? '';
  if (!origin || !PLAIN_HOST.test(host) || !hostBelongsTo(config, restaurant, host)) return publicUrl;
  const secure = origin.protocol === 'https' || (publicUrl.startsWith('https:') && !isLoopbackHost(host));
  return `${secure ? 'https' : 'http'}://${host}`;
}
