import type { RestaurantSettingsInput } from '@platter/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, testConfig } from '../../src/config.ts';
import type { DialectName } from '../../src/db/database.ts';
import type { Schema } from '../../src/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';

/** The instant content tests start at: Sunday 22 November 2026, 11:00 in Berlin. */
export const START = new Date('2026-11-22T10:00:00.000Z');

/** A clock the test moves; the app reads it for every rule, token and row. */
export interface TestClock {
  now: Date;
}

export interface ContentTestApp {
  app: App;
  db: Kysely<Schema>;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database without demo data, with a clock of the test's own. Built here
 * rather than with the shared `buildTestApp`, which has no clock.
 */
export async function buildContentApp(dialect: DialectName, overrides: Partial<Config> = {}): Promise<ContentTestApp> {
  const database: TestDatabase = await openTestDatabase(dialect);
  const clock: TestClock = { now: START };
  const app = await buildApp(testConfig({ demoData: false, ...overrides }), { database, serveWeb: false, now: () => clock.now });
  return {
    app,
    db: database.db,
    clock,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

export interface RestaurantFixture {
  slug: string;
  settings?: RestaurantSettingsInput;
  lang?: string;
  timeZone?: string;
  email?: string;
}

export async function createRestaurant(
  db: Kysely<Schema>,
  { slug, settings = {}, lang = 'de', timeZone = 'Europe/Berlin', email = '' }: RestaurantFixture,
): Promise<number> {
  const row = await db
    .insertInto('restaurants')
    .values({
      slug,
      name: `Restaurant ${slug}`,
      currency: '€',
      lang,
      time_zone: timeZone,
      appearance: '{}',
      features: '{}',
      address: 'Invalidenstraße 117, 10115 Berlin',
      telephone: '+49 30 1234567',
      email,
      settings: JSON.stringify(settings),
      created_at: START.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Opening times of one kind, the same window on every weekday. */
export async function openEveryDay(db: Kysely<Schema>, restaurantId: number, kind: 'available' | 'here', from: string, to: string) {
  await db
    .insertInto('opening_times')
    .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ restaurant_id: restaurantId, kind, weekday, open_at: from, close_at: to })))
    .execute();
}

export async function createTag(db: Kysely<Schema>, restaurantId: number, name: string): Promise<number> {
  const row = await db.insertInto('blog_tags').values({ restaurant_id: restaurantId, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface BlogFixture {
  restaurantId: number;
  slug: string;
  publishedAt: string;
  tagIds?: number[];
  image?: string | null;
}

export async function createBlog(db: Kysely<Schema>, { restaurantId, slug, publishedAt, tagIds = [], image = null }: BlogFixture) {
  const row = await db
    .insertInto('blogs')
    .values({
      restaurant_id: restaurantId,
      slug,
      title: `Title of ${slug}`,
      excerpt: `Excerpt of ${slug}`,
      body: `<p>Body of ${slug}</p>`,
      image,
      published_at: publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const tagId of tagIds) await db.insertInto('blog_tag_links').values({ blog_id: row.id, tag_id: tagId }).execute();
  return row.id;
}

export async function createTable(db: Kysely<Schema>, restaurantId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('tables')
    .values({ restaurant_id: restaurantId, name, number: null, capacity: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer; the password hash is a placeholder, because content tests never log in. */
export async function createCustomer(db: Kysely<Schema>, restaurantId: number, email: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      restaurant_id: restaurantId,
      email,
      password_hash: 'not-a-real-hash',
      name: 'Erika Mustermann',
      created_at: START.toISOString(),
      updated_at: START.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let orderNumber = 0;

export async function createOrder(db: Kysely<Schema>, restaurantId: number, userId: number | null): Promise<number> {
  orderNumber += 1;
  const row = await db
    .insertInto('orders')
    .values({
      restaurant_id: restaurantId,
      basket_id: `content-basket-${orderNumber}-${restaurantId}`,
      user_id: userId,
      owner_subject: userId === null ? 'guest:content' : String(userId),
      payment_type: 'cash',
      delivery_type: 3,
      subtotal_minor: 1200,
      total_minor: 1200,
      created_at: START.toISOString(),
      updated_at: START.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createTestimonial(
  db: Kysely<Schema>,
  { restaurantId, name, rating, createdAt }: { restaurantId: number; name: string; rating: number; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('testimonials')
    .values({ restaurant_id: restaurantId, user_id: null, order_id: null, name, rating, body: `Review by ${name}`, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type ContentTable = 'blogs' | 'testimonials' | 'reservations' | 'contact_messages' | 'newsletter_subscriptions' | 'visits' | 'outbox_mails';

/** How many rows a table holds, to show that a refused call wrote nothing. */
export async function countRows(db: Kysely<Schema>, table: ContentTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The row counts of every table a content call writes to. */
export async function contentRowCounts(db: Kysely<Schema>): Promise<Record<ContentTable, number>> {
  const tables: ContentTable[] = [
    'blogs',
    'testimonials',
    'reservations',
    'contact_messages',
    'newsletter_subscriptions',
    'visits',
    'outbox_mails',
  ];
  const counts = await Promise.all(tables.map((table) => countRows(db, table)));
  return Object.fromEntries(tables.map((table, index) => [table, counts[index] ?? 0])) as Record<ContentTable, number>;
}

export interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  restaurant_id: number | null;
}

/** The mails sent to an address, newest first, read as developers read them. */
export async function outboxOf(app: App, to: string): Promise<OutboxMail[]> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json().data as OutboxMail[];
}

/** A customer's private token, issued directly: content tests are not about logging in. */
export async function privateToken(app: App, userId: number, restaurantId: number): Promise<string> {
  return (await app.context.tokens.issue('private', String(userId), restaurantId)).token;
}

/** Requests of content calls as one guest or customer makes them. */
export interface ContentCaller {
  get(url: string, query?: Record<string, string | number>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** `payload` is sent as JSON, whatever it is (arrays, null and strings included). */
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Calls with a token, or without one (`null`). */
export function callAs(app: App, token: string | null): ContentCaller {
  const auth = token ? bearer(token) : {};
  return {
    get: (url, query = {}, headers = {}) =>
      app.inject({ method: 'GET', url, query: stringValues(query), headers: { ...auth, ...headers } }),
    post: (url, payload, headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...auth, ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      }),
  };
}

function stringValues(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
