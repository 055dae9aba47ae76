import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/dialects.ts';
import { type Access, MATRIX, PATHS, QUERY_POSTS } from './route-table.ts';
import { type Actor, type Input, type Method, type Objects, type SecurityWorld, securityWorld } from './security-world.ts';

/**
 * Mass assignment: every write route gets fields a caller must never set (prices, statuses, the
 * restaurant, the owner, a role) on top of a valid input. None of them may be stored: the database
 * is read before and after each call for the facts those fields would change.
 */

/** The caller each access lets in, with objects of its own. */
const CALLER: Record<Access, Actor> = {
  anyone: 'guestA',
  token: 'guestA',
  signedIn: 'customerA',
  customer: 'customerA',
  manager: 'manager1',
  manager1: 'manager1',
  own: 'customerA',
  ownCustomer: 'customerA',
  assign: 'customerA',
};

/** Fields that are a route's own input, so not injected there. */
const OWN_FIELDS: Record<string, string[]> = {
  'POST managers/order/change-status': ['status'],
};

/** Routes whose call itself ends the caller's session, so the tokens are renewed after them. */
const ENDS_SESSION = new Set(['GET auth/logout']);

function injected(world: SecurityWorld): Input {
  return {
    price: 0.01,
    price_minor: 1,
    total_price: 0.01,
    total_minor: 1,
    status: 'delivered',
    restaurant_id: world.otherRestaurantId,
    role: 'manager',
    is_admin: true,
    user_id: world.userIds.customerB,
    payment_status: 'paid',
  };
}

async function facts(world: SecurityWorld) {
  const db = world.app.context.db;
  const other = world.otherRestaurantId;
  const victim = world.userIds.customerB;
  const count = (rows: Array<{ n: string | number | bigint }>) => Number(rows[0]?.n ?? 0);
  const inOther = async (
    table:
      | 'baskets'
      | 'orders'
      | 'testimonials'
      | 'reservations'
      | 'contact_messages'
      | 'newsletter_subscriptions'
      | 'visits'
      | 'break_patterns'
      | 'users',
  ) =>
    count(
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('restaurant_id', '=', other)
        .execute(),
    );
  return {
    managers: (await db.selectFrom('users').select('id').where('role', '=', 'manager').orderBy('id').execute()).map((row) => row.id),
    otherRestaurant: {
      baskets: await inOther('baskets'),
      orders: await inOther('orders'),
      testimonials: await inOther('testimonials'),
      reservations: await inOther('reservations'),
      contact: await inOther('contact_messages'),
      newsletter: await inOther('newsletter_subscriptions'),
      visits: await inOther('visits'),
      breakPatterns: await inOther('break_patterns'),
      users: await inOther('users'),
    },
    victim: {
      baskets: count(
        await db
          .selectFrom('baskets')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', victim)
          .execute(),
      ),
      orders: count(
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', victim)
          .execute(),
      ),
      addresses: count(
        await db
          .selectFrom('user_addresses')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', victim)
          .execute(),
      ),
      testimonials: count(
        await db
          .selectFrom('testimonials')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', victim)
          .execute(),
      ),
    },
    orders: {
      delivered: count(
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'delivered')
          .execute(),
      ),
      paid: count(
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('payment_status', '=', 'paid')
          .execute(),
      ),
      pennies: count(
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where((eb) => eb.or([eb('total_minor', '=', 1), eb('subtotal_minor', '=', 1)]))
          .execute(),
      ),
    },
    payments: count(
      await db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'paid')
        .execute(),
    ),
    prices: (await db.selectFrom('products').select(['id', 'price_minor']).orderBy('id').execute())
      .map((row) => `${row.id}:${row.price_minor}`)
      .join(','),
  };
}

const WRITES = MATRIX.filter(
  ([route]) => /^(POST|PUT) /.test(route) || route === 'GET basket/remove' || route === 'GET basket/delete-basket-product',
);

describe.each(DIALECTS)('mass assignment on %s', (dialect) => {
  let world: SecurityWorld;
  let unique = 1_000;
  const succeeded: string[] = [];

  beforeAll(async () => {
    world = await securityWorld(dialect);
  }, 60_000);
  afterAll(() => world.close());

  it.each(WRITES.map((row) => [row[0], row] as const))('%s stores none of the injected fields', async (route, [, access, input]) => {
    const caller = CALLER[access];
    const objects: Objects = await world.objectsOf(caller === 'customerA' ? 'customerA' : 'guestA');
    unique += 1;
    const [method, path] = route.split(' ') as [Method, string];
    const own = OWN_FIELDS[route] ?? [];
    const extra = Object.fromEntries(Object.entries(injected(world)).filter(([key]) => !own.includes(key)));
    const body = { ...input({ world, objects, unique }), ...extra };
    const before = await facts(world);
    const response = await world.call(caller, method, PATHS[path] ?? path, body, QUERY_POSTS.has(route));
    if (ENDS_SESSION.has(route)) await world.renewTokens();
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    if (response.statusCode < 300) succeeded.push(route);
    expect(await facts(world)).toEqual(before);
    expect(response.body).not.toMatch(/"is_admin"/);
  });

  it('has had most writes succeed with the extra fields (the check is not vacuous)', () => {
    expect(succeeded.length).toBeGreaterThanOrEqual(Math.floor(WRITES.length / 2));
    for (const route of [
      'POST auth/signup',
      'POST auth/user/update',
      'POST basket/add',
      'POST order/create-order',
      'POST auth/user/address/add',
    ]) {
      expect(succeeded).toContain(route);
    }
  });

  it('keeps an order at its computed price and status when the create-order body names others', async () => {
    const objects = await world.objectsOf('guestA');
    const response = await world.call('guestA', 'POST', 'order/create-order', {
      restaurantId: world.bistroId,
      basketId: objects.basketId,
      paymentType: 'cash',
      termsAgreed: true,
      ...injected(world),
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json().data.order;
    expect(order).toMatchObject({ status: 'received', payment_status: 'none', restaurant_id: world.bistroId });
    const product = await world.app.context.db
      .selectFrom('products')
      .select('price_minor')
      .where('id', '=', world.productId)
      .executeTakeFirstOrThrow();
    expect(order.subtotal_price).toBe((2 * product.price_minor) / 100);
    const row = await world.app.context.db
      .selectFrom('orders')
      .select(['user_id', 'owner_subject'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it('signs up a customer, never a manager, and keeps a profile update from changing the role', async () => {
    const email = 'security-mass-signup@example.com';
    const response = await world.call('anonymous', 'POST', 'auth/signup', {
      restaurantId: world.bistroId,
      name: 'Mass',
      email,
      password: 'password123',
      password_confirmation: 'password123',
      ...injected(world),
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = await world.app.context.db
      .selectFrom('users')
      .select(['role', 'restaurant_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'customer', restaurant_id: world.bistroId });
    const update = await world.call('customerA', 'POST', 'auth/user/update', { name: 'Erika', ...injected(world) });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data.role).toBe('customer');
  });
});
