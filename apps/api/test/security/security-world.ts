import { basketSchema, errorBodySchema, validationErrorBodySchema } from '@platter/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import type { DialectName } from '../../src/db/database.ts';
import { createUser } from '../auth/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

/**
 * The security battery's world: Demo Bistro (restaurant 1) and a second restaurant, and seven
 * callers: nobody, two guests (public tokens), two customers of the bistro (private tokens) and two
 * managers, one of each restaurant. Guests and customers own baskets and orders of their own
 * (`objectsOf`); customers also a saved address.
 */

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open and takes orders for the evening.
export const NOW = new Date('2026-11-23T11:00:00Z');
export const DELIVERY_TIME = '2026-11-23 18:00';

export const ACTORS = ['anonymous', 'guestA', 'guestB', 'customerA', 'customerB', 'manager1', 'manager2'] as const;
export type Actor = (typeof ACTORS)[number];
export type Owner = 'guestA' | 'guestB' | 'customerA' | 'customerB';
export const OWNERS: readonly Owner[] = ['guestA', 'guestB', 'customerA', 'customerB'];

export type Method = 'GET' | 'POST' | 'PUT';
export type Input = Record<string, unknown>;

/** What an owner has: an open basket with one line, a placed (cash) order, a customer's address. */
export interface Objects {
  basketId: string;
  lineId: number;
  orderId: number;
  /** A customer's saved address; guests have none (0). */
  addressId: number;
  /** A name written into the basket's and the order's details, so a leak of them can be searched for. */
  marker: string;
}

export interface SecurityWorld {
  test: TestApp;
  app: App;
  dialect: DialectName;
  bistroId: number;
  otherRestaurantId: number;
  productId: number;
  tokens: Record<Actor, string | null>;
  /** User ids of the customers and managers. */
  userIds: Record<'customerA' | 'customerB' | 'manager1' | 'manager2', number>;
  /** Sends a call as the actor: GET input as the query, else as the JSON body (or the query with `inQuery`). */
  call(actor: Actor, method: Method, url: string, input?: Input, inQuery?: boolean): Promise<LightMyRequestResponse>;
  /** Fresh objects of an owner, made through the API as the owner. */
  objectsOf(owner: Owner): Promise<Objects>;
  /** Logs the customers and managers in again (after a test ended their sessions). */
  renewTokens(): Promise<void>;
  close(): Promise<void>;
}

let markerCounter = 0;

export async function securityWorld(dialect: DialectName): Promise<SecurityWorld> {
  const test = await buildTestApp(dialect, {}, () => NOW);
  const app = test.app;
  const db = app.context.db;
  const bistroId = (await db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()).id;
  const otherRestaurantId = (
    await db.selectFrom('restaurants').select('id').where('id', '!=', bistroId).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  const customerB = await createUser(db, { restaurantId: bistroId, email: 'security-customer-b@example.com' });
  const manager2 = await createUser(db, {
    restaurantId: otherRestaurantId,
    email: 'security-manager-2@example.com',
    role: 'manager',
    manages: [otherRestaurantId],
  });
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).where('restaurant_id', '=', bistroId).executeTakeFirstOrThrow())
      .id;

  async function login(email: string, restaurantId: number, manager: boolean): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password123', restaurantId, manager },
    });
    if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    return response.json().data.access_token as string;
  }

  const tokens: Record<Actor, string | null> = {
    anonymous: null,
    guestA: await publicToken(app),
    guestB: await publicToken(app),
    customerA: null,
    customerB: null,
    manager1: null,
    manager2: null,
  };
  const userIds = {
    customerA: await idOf('customer@example.com'),
    customerB,
    manager1: await idOf('manager@example.com'),
    manager2,
  };
  /** Signs a user in by id, with the email the account has now (a test may have changed it). */
  async function loginAs(userId: number, restaurantId: number, manager: boolean) {
    const { email } = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return login(email, restaurantId, manager);
  }
  async function renewTokens() {
    tokens.customerA = await loginAs(userIds.customerA, bistroId, false);
    tokens.customerB = await loginAs(userIds.customerB, bistroId, false);
    tokens.manager1 = await loginAs(userIds.manager1, bistroId, true);
    tokens.manager2 = await loginAs(userIds.manager2, otherRestaurantId, true);
  }
  await renewTokens();

  const product = await db
    .selectFrom('products')
    .select(['id'])
    .where('restaurant_id', '=', bistroId)
    .where('stock', 'is', null)
    .where('is_package', '=', 0)
    .where('delivery_types', '=', '[1,2,3]')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('product_attribute_groups').select('id').whereRef('product_attribute_groups.product_id', '=', 'products.id'))),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();

  async function call(actor: Actor, method: Method, url: string, input: Input = {}, inQuery = false) {
    const token = tokens[actor];
    return app.inject({
      method,
      url: `/api/${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(method === 'GET' || inQuery
        ? { query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) }
        : { payload: input }),
    });
  }

  async function expectOk(response: LightMyRequestResponse, what: string) {
    if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  }

  async function basketWithLine(owner: Owner, marker: string) {
    const basket = await expectOk(await call(owner, 'POST', 'basket/create', { restaurantId: bistroId }), 'basket/create');
    const basketId = basket.id as string;
    const added = await expectOk(
      await call(owner, 'POST', 'basket/add', { restaurantId: bistroId, basketId, productId: product.id, quantity: 2 }),
      'basket/add',
    );
    await expectOk(
      await call(owner, 'POST', 'basket/add-delivery-time', {
        restaurantId: bistroId,
        basketId,
        deliveryType: 'pickup',
        delivery_time: DELIVERY_TIME,
      }),
      'basket/add-delivery-time',
    );
    await expectOk(
      await call(owner, 'POST', 'basket/add-address', {
        restaurantId: bistroId,
        basketId,
        userInfo: { name: marker, email: `${marker.toLowerCase()}@example.com`, mobile: '0301234567', deliveryType: 'pickup' },
      }),
      'basket/add-address',
    );
    const lineId = basketSchema.parse(added).products[0]?.basketProductId;
    if (lineId === undefined) throw new Error('basket/add made no line');
    return { basketId, lineId };
  }

  async function objectsOf(owner: Owner): Promise<Objects> {
    markerCounter += 1;
    const marker = `Secret${owner}${markerCounter}`;
    const placed = await basketWithLine(owner, marker);
    const ordered = await expectOk(
      await call(owner, 'POST', 'order/create-order', {
        restaurantId: bistroId,
        basketId: placed.basketId,
        paymentType: 'cash',
        termsAgreed: true,
      }),
      'order/create-order',
    );
    const open = await basketWithLine(owner, marker);
    let addressId = 0;
    if (owner === 'customerA' || owner === 'customerB') {
      await expectOk(
        await call(owner, 'POST', 'auth/user/address/add', {
          address: `${marker} Street`,
          house_number: '1',
          postal_code: '10115',
          city: 'Berlin',
          country: 'Germany',
        }),
        'auth/user/address/add',
      );
      const userId = userIds[owner];
      addressId = (
        await db.selectFrom('user_addresses').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow()
      ).id;
    }
    return { basketId: open.basketId, lineId: open.lineId, orderId: ordered.order.id as number, addressId, marker };
  }

  return {
    test,
    app,
    dialect,
    bistroId,
    otherRestaurantId,
    productId: product.id,
    tokens,
    userIds,
    call,
    objectsOf,
    renewTokens,
    close: () => test.close(),
  };
}

/**
 * Whether a failure's body is in the catalogue's envelope (`@platter/contract`'s envelope.ts): the
 * 422 field map (`validationErrorBodySchema`), else `{ message: { body }, code }` (`errorBodySchema`).
 */
export function isFailureEnvelope(status: number, body: unknown): boolean {
  if (status === 422) return validationErrorBodySchema.safeParse(body).success;
  return errorBodySchema.strict().safeParse(body).success && (body as { code: string }).code.length > 0;
}

/** The parsed body, or undefined when it is not JSON. */
export function jsonOf(response: { body: string }): unknown {
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}
