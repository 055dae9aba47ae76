import type { Basket, Product, RestaurantInfo } from '@platter/contract';
import { basket, basketLine, type FakeApiOptions, renderOrderingApp } from '@platter/ordering/testing';
import { EVENT_SHOP_ORDERING } from '../app/ordering-config.ts';
import { eventShopRoutes } from '../app/router.tsx';

/** Demo Events as the fake server answers: event mode, pickup only, sixty days ahead. */
export const DEMO_EVENTS: Partial<RestaurantInfo> = {
  id: 3,
  slug: 'demo-events',
  name: 'Demo Events',
  event_mode: true,
  deliveryTypes: [2],
  pickup_available_days: 60,
  paymentMethods: ['mollie', 'cash'],
  legal: { about_us: true, privacy_policy: true, imprint: true, terms_and_conditions: false },
};

export interface SentCall {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A basket server in memory for the event shop: adds put a line with the sent persons in the
 * basket (joining the product's line, as the server does), `update-extraInfo` replaces a line's
 * persons and `delete-basket-product` drops it; every change's body is kept in `sent`.
 */
export function eventBasketServer(catalogue: Product[], start: Basket | null = null) {
  let current = start;
  const sent: SentCall[] = [];
  const persons = (extraInfo: unknown) => (extraInfo as { itemDetails?: Array<{ count: number }> } | undefined)?.itemDetails ?? [];
  const withLines = (lines: Basket['products']) => basket(current?.id ?? 'e1', lines, { restaurant_id: 3, deliveryType: 2 });
  const routes: NonNullable<FakeApiOptions['routes']> = {
    'basket/create': () => {
      current = withLines([]);
      return current;
    },
    basket: () => current,
    'basket/add': async (request) => {
      const raw = (await request.json()) as { productId: number; quantity: number; extraInfo?: unknown };
      const body = typeof raw.extraInfo === 'string' ? { ...raw, extraInfo: JSON.parse(raw.extraInfo) as unknown } : raw;
      sent.push({ path: 'basket/add', body });
      const chosen = catalogue.find((each) => each.id === body.productId);
      const lines = current?.products ?? [];
      const same = lines.find((line) => line.productId === body.productId);
      const added = persons(body.extraInfo);
      const all = [...persons(same?.extra_info ? JSON.parse(same.extra_info) : undefined), ...added];
      const quantity = all.length > 0 ? all.reduce((sum, person) => sum + person.count, 0) : (same?.quantity ?? 0) + body.quantity;
      const price = chosen?.price ?? 0;
      const line = basketLine(same?.basketProductId ?? 100 + lines.length, chosen?.name ?? 'Unknown', {
        productId: body.productId,
        quantity,
        price,
        totalPrice: price * quantity,
        extra_info: all.length > 0 ? JSON.stringify({ itemDetails: all }) : null,
      });
      current = withLines(same ? lines.map((each) => (each === same ? line : each)) : [...lines, line]);
      return current;
    },
    'basket/update-extraInfo': async (request) => {
      // The client sends the extra info as JSON text (spec document 2, §7).
      const sentBody = (await request.json()) as { basketProductId: number; extraInfo: string };
      const body = { ...sentBody, extraInfo: JSON.parse(sentBody.extraInfo) as { itemDetails: Array<{ count: number }> } };
      sent.push({ path: 'basket/update-extraInfo', body });
      const quantity = body.extraInfo.itemDetails.reduce((sum, person) => sum + person.count, 0);
      current = withLines(
        (current?.products ?? []).map((line) =>
          line.basketProductId === body.basketProductId
            ? { ...line, quantity, totalPrice: line.price * quantity, extra_info: JSON.stringify(body.extraInfo) }
            : line,
        ),
      );
      return current;
    },
    'basket/delete-basket-product': (_request, url) => {
      const id = Number(url.searchParams.get('basketProductId'));
      sent.push({ path: 'basket/delete-basket-product', body: { basketProductId: id } });
      current = withLines((current?.products ?? []).filter((line) => line.basketProductId !== id));
      return current;
    },
  };
  return { routes, sent, basket: () => current };
}

export interface RenderEventShopOptions {
  path?: string;
  language?: 'de' | 'en' | 'fr' | 'ar';
  api?: FakeApiOptions;
}

/** The whole event shop at a path, with its real composition of the ordering layer, against a fake server. */
export function renderEventShop({ path = '/', language = 'en', api = {} }: RenderEventShopOptions = {}) {
  return renderOrderingApp({
    routes: eventShopRoutes,
    config: EVENT_SHOP_ORDERING,
    path,
    language,
    pageData: {
      restaurant: { id: 3, slug: 'demo-events', name: 'Demo Events', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
    },
    api: { ...api, restaurant: { ...DEMO_EVENTS, ...api.restaurant } },
  });
}
