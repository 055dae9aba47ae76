import { basketSchema, envelopeSchema } from '@platter/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

export interface GuestSession {
  token: string;
  restaurantId: number;
  call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, as?: string): Promise<LightMyRequestResponse>;
  productId(name: string): Promise<number>;
  /** A product with unlimited stock, no attribute groups, not a package, for every delivery type. */
  plainProduct(): Promise<{ id: number; name: string; price_minor: number }>;
  /** The first `count` products that go in without choices (as plainProduct). */
  plainProducts(count: number): Promise<{ id: number; name: string; price_minor: number }[]>;
  createBasket(): Promise<string>;
}

/** A guest's session against the real app: its token and helpers for the basket calls. */
export async function guestSession(app: App): Promise<GuestSession> {
  const token = await publicToken(app);
  const restaurant = await app.context.db
    .selectFrom('restaurants')
    .select('id')
    .where('slug', '=', 'demo-bistro')
    .executeTakeFirstOrThrow();
  const restaurantId = restaurant.id;

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload: Record<string, unknown> = {}, as = token) {
    const withRestaurant = { restaurantId, ...payload };
    return app.inject({
      method,
      url: `/api/${url}`,
      headers: bearer(as),
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(withRestaurant).map(([key, value]) => [key, String(value)])) }
        : { payload: withRestaurant }),
    });
  }

  async function productId(name: string): Promise<number> {
    const row = await app.context.db
      .selectFrom('products')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  function plainProductsQuery() {
    return app.context.db
      .selectFrom('products')
      .select(['id', 'name', 'price_minor'])
      .where('restaurant_id', '=', restaurantId)
      .where('stock', 'is', null)
      .where('is_package', '=', 0)
      .where('delivery_types', '=', '[1,2,3]')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('product_attribute_groups').select('id').whereRef('product_attribute_groups.product_id', '=', 'products.id')),
        ),
      )
      .orderBy('id');
  }

  async function plainProduct() {
    return plainProductsQuery().executeTakeFirstOrThrow();
  }

  async function plainProducts(count: number) {
    return plainProductsQuery().limit(count).execute();
  }

  async function createBasket(): Promise<string> {
    const response = await call('POST', 'basket/create');
    if (response.statusCode !== 200) throw new Error(response.body);
    return envelopeSchema(basketSchema).parse(response.json()).data.id;
  }

  return { token, restaurantId, call, productId, plainProduct, plainProducts, createBasket };
}

export function basketOf(response: { statusCode: number; body: string; json(): unknown }) {
  if (response.statusCode !== 200) throw new Error(`expected a basket, got ${response.statusCode}: ${response.body}`);
  return envelopeSchema(basketSchema).parse(response.json()).data;
}

/**
 * A pickup basket for a time (`YYYY-MM-DD HH:mm` in the restaurant's zone) or as soon as possible,
 * holding one of the product (added once the time is set, so it is judged at that time).
 */
export async function pickupBasketWith(guest: GuestSession, productId: number, time?: string): Promise<string> {
  const basketId = await guest.createBasket();
  const timed = time
    ? await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: time })
    : await guest.call('POST', 'basket/change-delivery-method', { basketId, deliveryType: 'pickup' });
  if (timed.statusCode !== 200) throw new Error(`the basket's time was refused: ${timed.statusCode} ${timed.body}`);
  basketOf(await guest.call('POST', 'basket/add', { basketId, productId, quantity: 1 }));
  return basketId;
}
