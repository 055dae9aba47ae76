import type { LightMyRequestResponse } from 'fastify';
import type { Insertable, Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { type App, buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { DialectName } from '../../src/db/database.ts';
import type {
  AttributeGroupsTable,
  CategoriesTable,
  HappyHoursTable,
  PackageStepsTable,
  ProductsTable,
  RestaurantsTable,
  Schema,
  SubcategoriesTable,
} from '../../src/db/schema.ts';
import { openTestDatabase } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

/** Monday 23 November 2026, 12:00 in Berlin: the moment every restaurant test runs at unless it moves the clock. */
export const NOW = new Date('2026-11-23T11:00:00.000Z');

/** Counts the statements the app sends to the database, to prove that lists cost no query per row. */
export class QueryCounter implements KyselyPlugin {
  count = 0;

  transformQuery({ node }: PluginTransformQueryArgs) {
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs) {
    this.count += 1;
    return result;
  }
}

type QueryValues = Record<string, string | number | readonly string[] | undefined>;

export interface RestaurantTestApp {
  app: App;
  db: Kysely<Schema>;
  queries: QueryCounter;
  /** The app's clock; set `clock.now` to move it. */
  clock: { now: Date };
  /** A public token's Authorization header. */
  auth: { authorization: string };
  /** `GET /api/restaurant/<path>` with the token (or without, with `withToken: false`); undefined values are left out. */
  get(path: string, query?: QueryValues, options?: { withToken?: boolean; language?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of the dialect, without demo data (another team owns it), with
 * a fixed clock and a query counter on the app's Kysely instance.
 */
export async function buildRestaurantTestApp(dialect: DialectName): Promise<RestaurantTestApp> {
  const database = await openTestDatabase(dialect);
  const queries = new QueryCounter();
  const db = database.db.withPlugin(queries);
  const clock = { now: NOW };
  const app = await buildApp(testConfig({ demoData: false }), { database: { ...database, db }, serveWeb: false, now: () => clock.now });
  const auth = bearer(await publicToken(app));
  return {
    app,
    db,
    queries,
    clock,
    auth,
    get(path, query = {}, { withToken = true, language } = {}) {
      const headers: Record<string, string> = { ...(withToken ? auth : {}), ...(language ? { 'accept-language': language } : {}) };
      const url = path === '' ? '/api/restaurant' : `/api/restaurant/${path}`;
      const present = Object.entries(query).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, typeof value === 'number' ? String(value) : (value as string | string[])] as const],
      );
      return app.inject({ method: 'GET', url, query: Object.fromEntries(present), headers });
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

// Row builders: each inserts one row with plausible defaults and returns its id.

export async function createRestaurant(
  db: Kysely<Schema>,
  slug: string,
  { settings = {}, ...overrides }: Partial<Omit<Insertable<RestaurantsTable>, 'settings'>> & { settings?: Record<string, unknown> } = {},
): Promise<number> {
  const row = await db
    .insertInto('restaurants')
    .values({
      slug,
      name: `Restaurant ${slug}`,
      currency: '€',
      lang: 'de',
      time_zone: 'Europe/Berlin',
      appearance: '{}',
      features: '{}',
      address: 'Invalidenstraße 117, 10115 Berlin',
      telephone: '+49 30 123456',
      email: `${slug}@example.com`,
      created_at: NOW.toISOString(),
      ...overrides,
      settings: JSON.stringify(settings),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createCategory(
  db: Kysely<Schema>,
  restaurantId: number,
  overrides: Partial<Omit<Insertable<CategoriesTable>, 'restaurant_id'>> = {},
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ restaurant_id: restaurantId, name: 'Pizza', priority: null, ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createSubcategory(
  db: Kysely<Schema>,
  categoryId: number,
  overrides: Partial<Omit<Insertable<SubcategoriesTable>, 'category_id'>> = {},
): Promise<number> {
  const row = await db
    .insertInto('subcategories')
    .values({ category_id: categoryId, name: 'Classics', ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createProduct(
  db: Kysely<Schema>,
  restaurantId: number,
  categoryId: number,
  overrides: Partial<Omit<Insertable<ProductsTable>, 'restaurant_id' | 'category_id'>> = {},
): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ restaurant_id: restaurantId, category_id: categoryId, name: 'Margherita', price_minor: 850, stock: null, ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A happy hour on Mondays 11:00-14:00 through 2026 at 5.00, unless overridden. */
export async function createHappyHour(
  db: Kysely<Schema>,
  productId: number,
  overrides: Partial<Omit<Insertable<HappyHoursTable>, 'product_id'>> = {},
): Promise<number> {
  const row = await db
    .insertInto('happy_hours')
    .values({
      product_id: productId,
      weekday: 1,
      start_time: '11:00',
      end_time: '14:00',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      price_minor: 500,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createAttributeGroup(
  db: Kysely<Schema>,
  restaurantId: number,
  group: Partial<Omit<Insertable<AttributeGroupsTable>, 'restaurant_id'>>,
  items: ReadonlyArray<{ name: string; price_minor?: number; priority?: number; image?: string | null }>,
): Promise<{ id: number; itemIds: number[] }> {
  const { id } = await db
    .insertInto('attribute_groups')
    .values({ restaurant_id: restaurantId, name: 'Extras', ...group })
    .returning('id')
    .executeTakeFirstOrThrow();
  const itemIds: number[] = [];
  for (const item of items) {
    const row = await db
      .insertInto('attribute_items')
      .values({ group_id: id, ...item })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(row.id);
  }
  return { id, itemIds };
}

export async function linkAttributeGroup(db: Kysely<Schema>, productId: number, groupId: number, priority = 0): Promise<void> {
  await db.insertInto('product_attribute_groups').values({ product_id: productId, group_id: groupId, priority }).execute();
}

export async function createPackageStep(
  db: Kysely<Schema>,
  packageId: number,
  step: Partial<Omit<Insertable<PackageStepsTable>, 'product_id'>>,
  offers: ReadonlyArray<{ productId: number; price_minor?: number; priority?: number }>,
): Promise<number> {
  const { id } = await db
    .insertInto('package_steps')
    .values({ product_id: packageId, name: 'Step', ...step })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const { productId, ...offer } of offers) {
    await db
      .insertInto('package_step_products')
      .values({ step_id: id, product_id: productId, ...offer })
      .execute();
  }
  return id;
}

let basketNumber = 0;

export async function createBasket(
  db: Kysely<Schema>,
  restaurantId: number,
  { deliveryType = null, deliveryTime = null }: { deliveryType?: number | null; deliveryTime?: string | null } = {},
): Promise<string> {
  basketNumber += 1;
  const id = `basket${basketNumber}${'x'.repeat(15)}`;
  await db
    .insertInto('baskets')
    .values({
      id,
      restaurant_id: restaurantId,
      owner_subject: 'guest:test',
      delivery_type: deliveryType,
      delivery_time: deliveryTime,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
  return id;
}

/** An order of the restaurant with one line per product; each line's price is made up, only the quantity matters here. */
export async function createOrder(
  db: Kysely<Schema>,
  restaurantId: number,
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
  status: 'received' | 'processing' | 'delivered' | 'rejected' = 'delivered',
): Promise<number> {
  const basketId = await createBasket(db, restaurantId);
  const { id } = await db
    .insertInto('orders')
    .values({
      restaurant_id: restaurantId,
      basket_id: basketId,
      owner_subject: 'guest:test',
      status,
      payment_type: 'cash',
      delivery_type: 2,
      subtotal_minor: 1000,
      total_minor: 1000,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    await db
      .insertInto('order_products')
      .values({
        order_id: id,
        product_id: line.productId,
        name: 'Line',
        quantity: line.quantity,
        unit_price_minor: 100,
        total_minor: 100 * line.quantity,
      })
      .execute();
  }
  return id;
}

/** The 422 field map of a response, for `toEqual`. */
export function errorsOf(response: { json(): unknown }): Record<string, string[]> {
  return (response.json() as { errors: Record<string, string[]> }).errors;
}
