import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appearanceSchema, restaurantSettingsSchema } from '@platter/contract';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.ts';
import { testConfig } from '../src/config.ts';
import { DEMO_PASSWORD, loadDemoDataIfEmpty } from '../src/db/demo-data/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Schema } from '../src/db/schema.ts';
import { basketOf, guestSession } from './basket/basket-client.ts';
import { buildTestApp } from './helpers/build-test-app.ts';
import { DIALECTS, openTestDatabase, type TestDatabase } from './helpers/dialects.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const OPTIONS = { now: NOW, passwordHashCost: 10 };

/**
 * A day from the load day in Berlin, written out here rather than taken from the loader: the
 * local date, the UTC instant of its midnight and of its last second.
 */
function berlinDay(now: Date, offset: number) {
  const local = DateTime.fromJSDate(now, { zone: 'Europe/Berlin' }).startOf('day').plus({ days: offset });
  return {
    date: local.toISODate() ?? '',
    startsAt: local.toUTC().toISO() ?? '',
    lastSecond: local.set({ hour: 23, minute: 59, second: 59 }).toUTC().toISO() ?? '',
  };
}
/** The standing offers (vouchers, happy hours, weekly ticket slots) run from the day before the load day for two years. */
const OFFER_FROM = -1;
const OFFER_TO = 730;
const IMAGES_DIR = testConfig().imagesDir;

async function restaurantId(db: Kysely<Schema>, slug: string): Promise<number> {
  return (await db.selectFrom('restaurants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

function parseList(json: string | null): unknown[] {
  const value: unknown = JSON.parse(json ?? '[]');
  return Array.isArray(value) ? value : [];
}

describe.each(DIALECTS)('migrations and demo data on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  it('migrates an empty database once, and then has nothing left to run', async () => {
    database = await openTestDatabase(dialect);
    expect(await migrateToLatest(database.db, database.schema)).toContain('0001-restaurants');
    expect(await migrateToLatest(database.db, database.schema)).toEqual([]);
  });

  it('loads the demo restaurants only into an empty database', async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, database.schema);
    expect(await loadDemoDataIfEmpty(database.db, OPTIONS)).toBe(true);
    const products = await database.db.selectFrom('products').select('id').execute();
    expect(await loadDemoDataIfEmpty(database.db, OPTIONS)).toBe(false);
    const slugs = await database.db.selectFrom('restaurants').select('slug').orderBy('slug').execute();
    expect(slugs.map((row) => row.slug)).toEqual(['demo-bistro', 'demo-cafe-zurich', 'demo-events', 'demo-tickets', 'demo-wine-bar']);
    expect(await database.db.selectFrom('products').select('id').execute()).toHaveLength(products.length);
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(2);
  });

  it('leaves the database empty when loading fails half-way, and loads on the next try', async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, database.schema);
    // The addresses go in last: without their table, everything before must be rolled back.
    await database.db.schema.alterTable('user_addresses').renameTo('user_addresses_away').execute();
    await expect(loadDemoDataIfEmpty(database.db, OPTIONS)).rejects.toThrow();
    for (const table of ['restaurants', 'categories', 'products', 'users', 'blogs'] as const) {
      expect(await database.db.selectFrom(table).select('id').execute(), table).toEqual([]);
    }
    await database.db.schema.alterTable('user_addresses_away').renameTo('user_addresses').execute();
    expect(await loadDemoDataIfEmpty(database.db, OPTIONS)).toBe(true);
  });

  describe('once loaded', () => {
    let db: Kysely<Schema>;
    beforeEach(async () => {
      database = await openTestDatabase(dialect);
      await migrateToLatest(database.db, database.schema);
      await loadDemoDataIfEmpty(database.db, OPTIONS);
      db = database.db;
    });

    it('gives every restaurant valid settings, appearance, address and legal texts', async () => {
      const restaurants = await db.selectFrom('restaurants').selectAll().execute();
      for (const restaurant of restaurants) {
        expect(() => restaurantSettingsSchema.parse(JSON.parse(restaurant.settings)), restaurant.slug).not.toThrow();
        const appearance = appearanceSchema.parse(JSON.parse(restaurant.appearance));
        expect(appearance.logoUrl).toBe(`/images/logos/${restaurant.slug}.svg`);
        expect(appearance.mainImageUrl).toBe(`/images/main/${restaurant.slug}.webp`);
        expect(restaurant.address).not.toBe('');
        expect(restaurant.telephone).not.toBe('');
        expect(restaurant.email).toContain('@');
        const legal = await db.selectFrom('legal_contents').select('kind').where('restaurant_id', '=', restaurant.id).execute();
        expect(legal.map((row) => row.kind).sort()).toEqual(['about_us', 'imprint', 'privacy_policy', 'terms_and_conditions']);
      }
    });

    it('configures the bistro as the full-featured restaurant', async () => {
      const row = await db.selectFrom('restaurants').selectAll().where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow();
      const settings = restaurantSettingsSchema.parse(JSON.parse(row.settings));
      expect(row).toMatchObject({ name: 'Demo Bistro', currency: '€', lang: 'de', time_zone: 'Europe/Berlin' });
      expect(settings).toMatchObject({
        has_blog: true,
        registration_enabled: true,
        reservation_table: true,
        allergies: true,
        tip_request: true,
        available_voucher: true,
        robot_request_available: true,
        has_announcement: true,
        paymentMethods: ['mollie', 'cash', 'payAtEnd', 'zvt'],
        deliveryTypes: [1, 2, 3],
        lead_minutes: { delivery: 45, pickup: 20, here: 10 },
        available_days: { delivery: 7, pickup: 7, here: 0 },
        pinned_products_label: 'Angebot der Woche',
        delivery_average_time: 40,
        meta: { show_open_hours: true },
      });
      expect(settings.announcement).toBeTruthy();
      expect(settings.meta.foot_note).toBeTruthy();
      expect(settings.personal_information_fields).toContain('product_comment');
      expect(settings.social.instagram).toMatch(/^https:/);

      const id = row.id;
      const opening = await db.selectFrom('opening_times').selectAll().where('restaurant_id', '=', id).execute();
      for (const kind of ['available', 'here', 'takeaway'] as const) {
        expect(new Set(opening.filter((time) => time.kind === kind).map((time) => time.weekday))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
      }
      expect(
        opening.filter((time) => time.kind === 'available' && time.weekday === 1).map((time) => [time.open_at, time.close_at]),
      ).toEqual([
        ['11:00', '14:30'],
        ['17:00', '22:00'],
      ]);
      expect(opening.find((time) => time.kind === 'available' && time.weekday === 7)).toMatchObject({
        open_at: '12:00',
        close_at: '21:00',
      });
      const close = await db.selectFrom('close_times').selectAll().where('restaurant_id', '=', id).execute();
      // The next Christmas from the load day (Sunday 2026-11-22): 24 to 26 December 2026 in Berlin.
      expect(close).toEqual([
        expect.objectContaining({
          kind: 'close',
          starts_at: '2026-12-23T23:00:00.000Z',
          ends_at: '2026-12-26T23:00:00.000Z',
          reason: 'Weihnachten',
        }),
      ]);

      const areas = await db.selectFrom('delivery_areas').selectAll().where('restaurant_id', '=', id).orderBy('postal_code').execute();
      expect(areas.map((area) => [area.postal_code, area.minimum_order_minor, area.shipping_price_minor])).toEqual([
        ['10115', 1500, 250],
        ['10116', 1500, 250],
        ['10117', 1500, 250],
        ['10118', 1500, 250],
        ['10119', 2000, 390],
      ]);

      const tables = await db.selectFrom('tables').selectAll().where('restaurant_id', '=', id).orderBy('number').execute();
      expect(tables.map((table) => table.name)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10']);
      expect(tables.every((table) => (table.capacity ?? 0) >= 2 && (table.capacity ?? 0) <= 6)).toBe(true);

      const vouchers = await db.selectFrom('vouchers').selectAll().where('restaurant_id', '=', id).orderBy('code').execute();
      expect(vouchers.map(({ code, kind, value, usage_limit, used_count }) => ({ code, kind, value, usage_limit, used_count }))).toEqual([
        { code: 'EXPIRED5', kind: 'amount', value: 500, usage_limit: null, used_count: 0 },
        { code: 'FIVEOFF', kind: 'amount', value: 500, usage_limit: 3, used_count: 0 },
        { code: 'USEDUP', kind: 'amount', value: 300, usage_limit: 1, used_count: 1 },
        { code: 'WELCOME10', kind: 'percent', value: 10, usage_limit: null, used_count: 0 },
      ]);
      const byCode = new Map(vouchers.map((voucher) => [voucher.code, voucher]));
      for (const code of ['WELCOME10', 'FIVEOFF', 'USEDUP']) {
        expect(byCode.get(code), code).toMatchObject({
          starts_at: berlinDay(NOW, OFFER_FROM).startsAt,
          expires_at: berlinDay(NOW, OFFER_TO).lastSecond,
        });
      }
      expect(byCode.get('WELCOME10')?.expires_at).toBe('2028-11-21T22:59:59.000Z');
      expect(byCode.get('EXPIRED5')?.expires_at).toBe(berlinDay(NOW, -30).lastSecond);
    });

    it('gives the bistro a menu of sections, subsections and at least 60 products', async () => {
      const id = await restaurantId(db, 'demo-bistro');
      const categories = await db.selectFrom('categories').selectAll().where('restaurant_id', '=', id).execute();
      const menu = categories.filter((category) => category.extra === 0);
      expect(menu.length).toBeGreaterThanOrEqual(8);
      expect(menu.map((category) => category.name)).toEqual(
        expect.arrayContaining(['Vorspeisen', 'Salate', 'Pizza', 'Pasta', 'Burger', 'Hauptgerichte', 'Desserts', 'Getränke']),
      );
      expect(categories.filter((category) => category.extra === 1).map((category) => category.name)).toEqual(['Extras']);
      expect(categories.every((category) => category.priority !== null)).toBe(true);
      const subcategories = await db
        .selectFrom('subcategories')
        .select(['category_id', 'priority'])
        .where(
          'category_id',
          'in',
          categories.map((category) => category.id),
        )
        .execute();
      for (const category of categories) {
        const count = subcategories.filter((subcategory) => subcategory.category_id === category.id).length;
        expect(count, category.name).toBeGreaterThanOrEqual(1);
        expect(count, category.name).toBeLessThanOrEqual(3);
      }

      const products = await db.selectFrom('products').selectAll().where('restaurant_id', '=', id).execute();
      expect(products.length).toBeGreaterThanOrEqual(60);
      expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
      expect(products.every((product) => product.description && product.price_minor > 0 && product.subcategory_id !== null)).toBe(true);
      expect(products.filter((product) => product.min_price_minor !== null).length).toBeGreaterThanOrEqual(5);
      expect(products.filter((product) => product.stock === 0).length).toBeGreaterThanOrEqual(2);
      expect(
        products.filter((product) => product.stock !== null && product.stock >= 3 && product.stock <= 5).length,
      ).toBeGreaterThanOrEqual(2);
      expect(products.filter((product) => product.stock === null).length).toBeGreaterThan(products.length / 2);
      const codes = products.flatMap((product) => parseList(product.allergy_codes));
      expect(codes.length).toBeGreaterThan(50);
      expect(codes.every((code) => typeof code === 'string' && /^[A-HLMN]$/.test(code))).toBe(true);
      const deliveryTypes = products.map((product) => parseList(product.delivery_types));
      expect(deliveryTypes.every((types) => types.length > 0 && types.every((type) => type === 1 || type === 2 || type === 3))).toBe(true);
      expect(deliveryTypes.some((types) => !types.includes(1))).toBe(true);
      expect(products.some((product) => product.depot_name === 'Pfand' && (product.depot_price_minor ?? 0) > 0)).toBe(true);

      const pinned = products.filter((product) => product.pinned === 1);
      expect(pinned.length).toBeGreaterThanOrEqual(3);
      expect(pinned.length).toBeLessThanOrEqual(4);
      const groups = await db.selectFrom('attribute_groups').selectAll().where('restaurant_id', '=', id).execute();
      const withExtras = pinned.filter((product) => product.pinned_extras !== null);
      expect(withExtras).toHaveLength(1);
      const extraGroupIds = parseList(withExtras[0]?.pinned_extras ?? null);
      expect(extraGroupIds.length).toBeGreaterThan(0);
      expect(extraGroupIds.every((groupId) => groups.some((group) => group.id === groupId))).toBe(true);
    });

    it('offers the bistro attribute groups of every kind, linked to pizzas, burgers and salads', async () => {
      const id = await restaurantId(db, 'demo-bistro');
      const groups = await db.selectFrom('attribute_groups').selectAll().where('restaurant_id', '=', id).execute();
      const byName = new Map(groups.map((group) => [group.name, group]));
      expect(byName.get('Größe')).toMatchObject({ is_multi_select: 0, minimum_value: 1 });
      expect(byName.get('Extra Beläge')).toMatchObject({ is_multi_select: 1, minimum_value: 0, maximum_value: 3 });
      expect(byName.get('Sauce wählen')).toMatchObject({ is_multi_select: 1, minimum_value: 1, maximum_value: 2 });
      const items = await db
        .selectFrom('attribute_items')
        .selectAll()
        .where(
          'group_id',
          'in',
          groups.map((group) => group.id),
        )
        .execute();
      for (const group of groups) expect(items.filter((item) => item.group_id === group.id).length, group.name).toBeGreaterThanOrEqual(3);
      expect(items.some((item) => item.price_minor > 0)).toBe(true);

      const links = await db
        .selectFrom('product_attribute_groups')
        .innerJoin('products', 'products.id', 'product_attribute_groups.product_id')
        .innerJoin('categories', 'categories.id', 'products.category_id')
        .select(['categories.name as category', 'product_attribute_groups.group_id'])
        .where('products.restaurant_id', '=', id)
        .execute();
      for (const category of ['Pizza', 'Burger', 'Salate'])
        expect(
          links.some((link) => link.category === category),
          category,
        ).toBe(true);
    });

    it('sells the bistro packages built in steps, and drinks cheaper at happy hour', async () => {
      const id = await restaurantId(db, 'demo-bistro');
      const packages = await db.selectFrom('products').selectAll().where('restaurant_id', '=', id).where('is_package', '=', 1).execute();
      expect(packages.map((product) => product.name)).toEqual(expect.arrayContaining(['Mittagsmenü', 'Familien-Box']));
      const steps = await db
        .selectFrom('package_steps')
        .selectAll()
        .where(
          'product_id',
          'in',
          packages.map((product) => product.id),
        )
        .execute();
      for (const product of packages) {
        const own = steps.filter((step) => step.product_id === product.id);
        expect(own.length, product.name).toBeGreaterThanOrEqual(2);
        expect(own.length, product.name).toBeLessThanOrEqual(3);
        expect(own.every((step) => step.question && (step.max === null || step.max >= step.min))).toBe(true);
      }
      const choices = await db
        .selectFrom('package_step_products')
        .selectAll()
        .where(
          'step_id',
          'in',
          steps.map((step) => step.id),
        )
        .execute();
      for (const step of steps) expect(choices.filter((choice) => choice.step_id === step.id).length, step.name).toBeGreaterThanOrEqual(2);
      expect(choices.some((choice) => choice.price_minor > 0)).toBe(true);

      const happyHours = await db
        .selectFrom('happy_hours')
        .innerJoin('products', 'products.id', 'happy_hours.product_id')
        .select([
          'happy_hours.product_id',
          'happy_hours.weekday',
          'happy_hours.start_time',
          'happy_hours.end_time',
          'happy_hours.start_date',
          'happy_hours.end_date',
          'happy_hours.price_minor',
          'products.price_minor as regular_price',
        ])
        .where('products.restaurant_id', '=', id)
        .execute();
      expect(new Set(happyHours.map((hour) => hour.product_id)).size).toBeGreaterThanOrEqual(5);
      for (const hour of happyHours) {
        expect(hour).toMatchObject({ start_time: '17:00', end_time: '19:00', start_date: '2026-11-21', end_date: '2028-11-21' });
        expect(hour.weekday).toBeLessThanOrEqual(5);
        expect(hour.price_minor).toBeLessThan(hour.regular_price);
      }
    });

    it('publishes the bistro blog, information pages and testimonials', async () => {
      const id = await restaurantId(db, 'demo-bistro');
      const blogs = await db.selectFrom('blogs').selectAll().where('restaurant_id', '=', id).execute();
      expect(blogs).toHaveLength(4);
      expect(blogs.every((blog) => blog.slug && blog.body.startsWith('<') && blog.image && blog.published_at < NOW.toISOString())).toBe(
        true,
      );
      const tags = await db.selectFrom('blog_tags').selectAll().where('restaurant_id', '=', id).execute();
      expect(tags).toHaveLength(3);
      const links = await db
        .selectFrom('blog_tag_links')
        .selectAll()
        .where(
          'blog_id',
          'in',
          blogs.map((blog) => blog.id),
        )
        .execute();
      expect(new Set(links.map((link) => link.tag_id))).toEqual(new Set(tags.map((tag) => tag.id)));
      expect(new Set(links.map((link) => link.blog_id)).size).toBe(4);

      const pages = await db.selectFrom('information_pages').selectAll().where('restaurant_id', '=', id).execute();
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages.length).toBeLessThanOrEqual(3);
      const testimonials = await db.selectFrom('testimonials').selectAll().where('restaurant_id', '=', id).execute();
      expect(testimonials).toHaveLength(5);
      expect(testimonials.every((testimonial) => testimonial.rating >= 3 && testimonial.rating <= 5)).toBe(true);
    });

    it('sets up Café Zürich for pickup and eat-in in francs', async () => {
      const row = await db.selectFrom('restaurants').selectAll().where('slug', '=', 'demo-cafe-zurich').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Café Zürich', currency: 'CHF', lang: 'de', time_zone: 'Europe/Zurich' });
      expect(restaurantSettingsSchema.parse(JSON.parse(row.settings))).toMatchObject({
        paymentMethods: ['saferPay', 'cash', 'pwc'],
        deliveryTypes: [2, 3],
      });
      const products = await db.selectFrom('products').select('id').where('restaurant_id', '=', row.id).execute();
      expect(products.length).toBeGreaterThanOrEqual(14);
      const groups = await db.selectFrom('attribute_groups').select('name').where('restaurant_id', '=', row.id).execute();
      expect(groups.map((group) => group.name)).toEqual(['Milch']);
      const tables = await db.selectFrom('tables').select('name').where('restaurant_id', '=', row.id).orderBy('number').execute();
      expect(tables.map((table) => table.name)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
      const monday = await db
        .selectFrom('opening_times')
        .selectAll()
        .where('restaurant_id', '=', row.id)
        .where('kind', '=', 'available')
        .where('weekday', '=', 1)
        .execute();
      expect(monday.map((time) => [time.open_at, time.close_at])).toEqual([['07:00', '18:00']]);
    });

    it('asks event tickets for per-person details', async () => {
      const row = await db.selectFrom('restaurants').selectAll().where('slug', '=', 'demo-events').executeTakeFirstOrThrow();
      expect(JSON.parse(row.appearance)).toMatchObject({ menuLayout: 'side' });
      expect(JSON.parse(row.features)).toMatchObject({ reviews: false });
      const settings = restaurantSettingsSchema.parse(JSON.parse(row.settings));
      expect(settings).toMatchObject({ event_mode: true, paymentMethods: ['mollie', 'cash'] });
      const products = await db
        .selectFrom('products')
        .select(['additional_info_config', 'is_package'])
        .where('restaurant_id', '=', row.id)
        .execute();
      const configs = products.map((product) => product.additional_info_config);
      expect(configs).toContain('{"name":true,"date":true}');
      expect(configs).toContain('{"name":true,"date":false}');
      expect(configs).toContain('{"name":true,"date":false,"count":true}');
      expect(configs).toContain(null);
      expect(products.some((product) => product.is_package === 1 && product.additional_info_config !== null)).toBe(true);
      const categories = await db.selectFrom('categories').select('name').where('restaurant_id', '=', row.id).execute();
      expect(categories.length).toBeGreaterThanOrEqual(3);
      const others = await db.selectFrom('restaurants').select('settings').where('slug', '!=', 'demo-events').execute();
      expect(others.every((other) => !restaurantSettingsSchema.parse(JSON.parse(other.settings)).event_mode)).toBe(true);
    });

    it('shows the wine bar as a catalogue only, with a menu but no ordering', async () => {
      const row = await db.selectFrom('restaurants').selectAll().where('slug', '=', 'demo-wine-bar').executeTakeFirstOrThrow();
      expect(JSON.parse(row.features)).toMatchObject({ catalogueOnly: true });
      const products = await db.selectFrom('products').select('id').where('restaurant_id', '=', row.id).execute();
      expect(products.length).toBeGreaterThanOrEqual(8);
    });

    it('opens ticket time slots every day, with limited, unlimited and full capacities', async () => {
      const row = await db.selectFrom('restaurants').selectAll().where('slug', '=', 'demo-tickets').executeTakeFirstOrThrow();
      expect(restaurantSettingsSchema.parse(JSON.parse(row.settings))).toMatchObject({ ticketingSystem: true, ticketTimeAvailable: true });
      const all = await db.selectFrom('ticket_times').selectAll().where('restaurant_id', '=', row.id).execute();
      // A small group of 3 today and tomorrow (the load day, Sunday 2026-11-22 in Berlin), so a slot can sell out.
      const near = all.filter((time) => time.start_date === time.end_date).sort((a, b) => a.start_date.localeCompare(b.start_date));
      expect(near.map(({ start_date, weekday, time, capacity }) => ({ start_date, weekday, time, capacity }))).toEqual([
        { start_date: '2026-11-22', weekday: 7, time: '18:30', capacity: 3 },
        { start_date: '2026-11-23', weekday: 1, time: '18:30', capacity: 3 },
      ]);
      const times = all.filter((time) => !near.includes(time));
      for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
        expect(times.filter((time) => time.weekday === weekday).length, `weekday ${weekday}`).toBeGreaterThanOrEqual(4);
      }
      expect(times.every((time) => time.duration === '01:30' && time.start_date === '2026-11-21' && time.end_date === '2028-11-21')).toBe(
        true,
      );
      expect(times.some((time) => time.capacity === 20)).toBe(true);
      expect(times.filter((time) => time.capacity === null)).toHaveLength(1);
      expect(times.filter((time) => time.capacity === 0)).toHaveLength(1);
      const categories = await db.selectFrom('categories').select('name').where('restaurant_id', '=', row.id).orderBy('priority').execute();
      expect(categories.map((category) => category.name)).toEqual(['Eintritt', 'Snacks']);
      expect(await db.selectFrom('products').select('id').where('restaurant_id', '=', row.id).execute()).toHaveLength(8);
      const products = await db
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.category_id')
        .select(['categories.name as category', 'products.is_ticket'])
        .where('products.restaurant_id', '=', row.id)
        .execute();
      // The admissions are tickets (one place per unit), the snacks are not.
      expect(products.every((product) => product.is_ticket === (product.category === 'Eintritt' ? 1 : 0))).toBe(true);
    });

    it('creates the demo customer and the bistro manager with working passwords', async () => {
      const bistroId = await restaurantId(db, 'demo-bistro');
      const users = await db.selectFrom('users').selectAll().orderBy('email').execute();
      expect(users.map(({ email, role, restaurant_id }) => ({ email, role, restaurant_id }))).toEqual([
        { email: 'customer@example.com', role: 'customer', restaurant_id: bistroId },
        { email: 'manager@example.com', role: 'manager', restaurant_id: bistroId },
      ]);
      const [customer, manager] = users;
      expect(customer).toMatchObject({
        name: 'Erika Mustermann',
        postal_code: '10115',
        birth_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(customer?.mobile).toBeTruthy();
      for (const user of users) {
        expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
        expect(await verifyPassword('password124', user.password_hash)).toBe(false);
      }
      expect(customer?.password_hash).not.toBe(manager?.password_hash);

      const managed = await db.selectFrom('manager_restaurants').selectAll().execute();
      expect(managed).toEqual([{ user_id: manager?.id, restaurant_id: bistroId }]);
      const addresses = await db.selectFrom('user_addresses').selectAll().execute();
      expect(addresses).toHaveLength(2);
      expect(addresses.every((address) => address.user_id === customer?.id)).toBe(true);
      expect(addresses.some((address) => address.company && address.comment)).toBe(true);
    });

    it('points every stored picture at a file under assets/images', async () => {
      const restaurants = await db.selectFrom('restaurants').select('appearance').execute();
      const urls = [
        ...restaurants.flatMap((restaurant) => {
          const appearance = appearanceSchema.parse(JSON.parse(restaurant.appearance));
          return [appearance.logoUrl, appearance.mainImageUrl];
        }),
        ...(await db.selectFrom('products').select('image').execute()).map((row) => row.image),
        ...(await db.selectFrom('categories').select('image').execute()).map((row) => row.image),
        ...(await db.selectFrom('subcategories').select('image').execute()).map((row) => row.image),
        ...(await db.selectFrom('blogs').select('image').execute()).map((row) => row.image),
      ];
      expect(urls.length).toBeGreaterThan(100);
      const missing = urls.filter((url) => !url?.startsWith('/images/') || !existsSync(join(IMAGES_DIR, url.slice('/images/'.length))));
      expect(missing).toEqual([]);
    });
  });
});

/**
 * Issue 17 item 7: the demo's dates follow the day it is loaded, so a demo loaded years later or
 * today still has valid vouchers, happy hours, upcoming closed days and ticket slots on the next days.
 */
describe.each(DIALECTS)('demo data loaded on another day, on %s', (dialect) => {
  const today = new Date();
  describe.each([
    ['1 March 2031', new Date('2031-03-01T10:00:00.000Z')],
    ['today', new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 10))],
  ])('loaded on %s', (_label, loadedAt) => {
    it('dates every standing offer, closed day and ticket slot from that day', async () => {
      const database = await openTestDatabase(dialect);
      try {
        await migrateToLatest(database.db, database.schema);
        await loadDemoDataIfEmpty(database.db, { now: loadedAt, passwordHashCost: 10 });
        const db = database.db;
        const nowIso = loadedAt.toISOString();
        const loadDay = berlinDay(loadedAt, 0);

        const vouchers = await db.selectFrom('vouchers').selectAll().execute();
        for (const voucher of vouchers.filter((row) => row.code !== 'EXPIRED5')) {
          const expiresAt = voucher.expires_at ?? '';
          expect((voucher.starts_at ?? '') <= nowIso && nowIso < expiresAt, voucher.code).toBe(true);
          expect(expiresAt > berlinDay(loadedAt, 700).startsAt, voucher.code).toBe(true);
        }
        expect((vouchers.find((row) => row.code === 'EXPIRED5')?.expires_at ?? '') < nowIso).toBe(true);

        const happyHours = await db.selectFrom('happy_hours').selectAll().execute();
        expect(happyHours.length).toBeGreaterThan(0);
        expect(happyHours.every((hour) => hour.start_date <= loadDay.date && hour.end_date >= berlinDay(loadedAt, 700).date)).toBe(true);

        const closeTimes = await db.selectFrom('close_times').select('starts_at').execute();
        expect(closeTimes).toHaveLength(1);
        const startsAt = closeTimes[0]?.starts_at ?? '';
        expect(startsAt >= loadDay.startsAt && startsAt < berlinDay(loadedAt, 366).startsAt, startsAt).toBe(true);
        const eve = DateTime.fromISO(startsAt, { zone: 'Europe/Berlin' });
        expect([eve.month, eve.day, eve.hour]).toEqual([12, 24, 0]);

        const ticketsId = await restaurantId(db, 'demo-tickets');
        const ticketTimes = await db.selectFrom('ticket_times').selectAll().where('restaurant_id', '=', ticketsId).execute();
        for (let offset = 0; offset <= 14; offset++) {
          const { date } = berlinDay(loadedAt, offset);
          const weekday = DateTime.fromISO(date).weekday;
          const slots = ticketTimes.filter((time) => time.weekday === weekday && time.start_date <= date && date <= time.end_date);
          expect(slots.length, date).toBeGreaterThanOrEqual(4);
        }
      } finally {
        await database.dispose();
      }
    });

    it('takes WELCOME10 on a basket and offers ticket slots on the next days, through the API', async () => {
      const test = await buildTestApp(dialect, {}, () => loadedAt);
      try {
        const guest = await guestSession(test.app);
        const basketId = await guest.createBasket();
        const plain = await guest.plainProduct();
        basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 2 }));
        const voucher = (code: string) =>
          guest.call('POST', `basket/add-voucher-to-basket?voucherCode=${code}&basketId=${basketId}&restaurantId=${guest.restaurantId}`);
        expect(basketOf(await voucher('WELCOME10')).voucher_code).toBe('WELCOME10');
        expect((await voucher('EXPIRED5')).json().errors).toEqual({ voucherCode: ['code_expired'] });

        const ticketsId = await restaurantId(test.app.context.db, 'demo-tickets');
        const days = await guest.call('GET', 'restaurant/ticket-slots', { restaurantId: ticketsId });
        expect(days.statusCode, days.body).toBe(200);
        const dates = (days.json().data as Array<{ date: string; slots: unknown[] }>)
          .filter((day) => day.slots.length > 0)
          .map((day) => day.date);
        for (const offset of [1, 2, 3, 7]) expect(dates).toContain(berlinDay(loadedAt, offset).date);
      } finally {
        await test.close();
      }
    });
  });
});
