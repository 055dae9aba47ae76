import { MAX_ID } from '@platter/contract';
import { bearerToken } from '../../auth/plugin.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { QuickAnswerer } from '../../http/front-door.ts';
import { languageOfHeader } from '../../http/language.ts';
import type { MenuCache } from './menu-cache.ts';
import { categoriesKey, placeKey, productsKey } from './menu-routes.ts';
import type { MenuService } from './menu-service.ts';

const ID = /^[1-9][0-9]{0,9}$/;

/** An id as the query schema reads it, when written plainly (digits, no leading zero, in range); else undefined. */
function plainId(text: string | undefined): number | undefined {
  if (text === undefined || !ID.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/**
 * The query's fields when it names only `allowed` ones, each once, in plain `name=value` form;
 * undefined for anything else (a basket, a delivery time, `lang`, escapes, repeats), which the
 * route then reads with its schema.
 */
function plainQuery(query: string, allowed: readonly string[]): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  if (query === '') return fields;
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    if (equals === -1) return undefined;
    const name = pair.slice(0, equals);
    if (!allowed.includes(name) || fields.has(name)) return undefined;
    fields.set(name, pair.slice(equals + 1));
  }
  return fields;
}

export interface MenuFrontDoorDeps {
  tokens: Pick<TokenService, 'verify'>;
  menu: Pick<MenuService, 'minuteNow'>;
  answers: Pick<MenuCache, 'peek' | 'placeIfKnown'>;
}

/**
 * The front door's answerers of the two calls every menu visit makes (see http/front-door.ts):
 * a guest (public token, which needs no revocation check) asking for a restaurant's categories or
 * a category's products without a basket or a delivery time, whose answer the menu cache holds
 * under the key the route would compute. The route put it there after checking the restaurant and
 * category, and the token verified before (`verify` remembers it); anything else is the route's.
 */
export function menuFrontDoor({ tokens, menu, answers }: MenuFrontDoorDeps): Record<string, QuickAnswerer> {
  const guest = (authorization: string | undefined) => {
    const token = bearerToken(authorization);
    if (!token) return false;
    const verified = tokens.verify(token);
    return verified.ok && verified.claims.kind === 'public';
  };

  return {
    '/api/restaurant/category': (query, headers) => {
      const fields = plainQuery(query, ['restaurantId', 'extra']);
      const restaurantId = plainId(fields?.get('restaurantId'));
      const extra = fields?.get('extra');
      if (restaurantId === undefined || (extra !== undefined && extra !== '0' && extra !== '1')) return undefined;
      if (!guest(headers.authorization)) return undefined;
      return answers.peek(restaurantId, categoriesKey(extra === '1', null, languageOfHeader(headers['accept-language'])));
    },

    '/api/restaurant/products': (query, headers) => {
      const fields = plainQuery(query, ['restaurantId', 'categoryId']);
      const restaurantId = plainId(fields?.get('restaurantId'));
      const categoryId = plainId(fields?.get('categoryId'));
      if (restaurantId === undefined || categoryId === undefined || !guest(headers.authorization)) return undefined;
      const place = answers.placeIfKnown(restaurantId, placeKey(categoryId));
      if (!place) return undefined;
      const language = languageOfHeader(headers['accept-language']);
      return answers.peek(restaurantId, productsKey(categoryId, null, menu.minuteNow(place.timeZone), language));
    },
  };
}
