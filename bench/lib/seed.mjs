// A fresh database for the bench: SQLite in a temp folder, or a new PostgreSQL database next to the
// one BENCH_DATABASE_URL / TEST_DATABASE_URL names. The demo data is loaded through the API's own
// database layer (its built dist), plus a bench restaurant "bench600" of 600 products made from
// Demo Bistro's menu, so the demo data itself stays as it is.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BENCH_SLUG = 'bench600';
export const BENCH_PRODUCTS = 600;

const apiDist = (root, path) => import(pathToFileURL(join(root, 'apps', 'api', 'dist', path)).href);

/** Demo Bistro's menu stretched to `count` products: every product but the packages, numbered copies. */
export function benchRestaurant(bistro, count = BENCH_PRODUCTS) {
  const categories = bistro.categories
    .filter((category) => !category.extra)
    .map((category) => ({
      ...category,
      subcategories: category.subcategories.map((subcategory) => ({
        ...subcategory,
        products: subcategory.products.filter((product) => !product.packageSteps),
      })),
    }))
    .map((category) => ({ ...category, subcategories: category.subcategories.filter((subcategory) => subcategory.products.length > 0) }))
    .filter((category) => category.subcategories.length > 0);
  const originals = categories.flatMap((category) => category.subcategories.flatMap((subcategory) => subcategory.products));
  const copiesPerProduct = Math.ceil(count / originals.length);
  const stretched = categories.map((category) => ({
    ...category,
    subcategories: category.subcategories.map((subcategory) => ({
      ...subcategory,
      products: subcategory.products.flatMap((product) =>
        Array.from({ length: copiesPerProduct }, (_, copy) => ({
          ...product,
          name: copy === 0 ? product.name : `${product.name} ${copy + 1}`,
          pinned: copy === 0 ? product.pinned : false,
          happyHour: copy === 0 ? product.happyHour : undefined,
          original: product.name,
        })),
      ),
    })),
  }));
  const total = () => stretched.reduce((sum, c) => sum + c.subcategories.reduce((s, sub) => s + sub.products.length, 0), 0);
  // Exactly `count`: drop the last copy of the largest subcategory until the menu holds no more.
  while (total() > count) {
    const largest = stretched
      .flatMap((category) => category.subcategories)
      .reduce((max, subcategory) => (subcategory.products.length > max.products.length ? subcategory : max));
    largest.products.pop();
  }
  return {
    ...bistro,
    slug: BENCH_SLUG,
    name: 'Bench 600',
    email: 'bench@bench600.example',
    categories: stretched,
    // No announcement dialog over the menu: the bench measures the menu itself.
    settings: { ...bistro.settings, has_announcement: false },
    breakPatterns: [],
    content: { ...bistro.content, blogs: [], testimonials: [], informationPages: [] },
  };
}

/** Adds the bench restaurant, with the pictures of the Demo Bistro dishes it copies. */
async function insertBenchRestaurant(root, db) {
  const { bistro } = await apiDist(root, 'db/demo-data/bistro.js');
  const { insertRestaurants, insertRestaurantSetup } = await apiDist(root, 'db/demo-data/insert-restaurants.js');
  const { insertMenu } = await apiDist(root, 'db/demo-data/insert-menu.js');
  const { insertContent } = await apiDist(root, 'db/demo-data/insert-content.js');
  const urls = await apiDist(root, 'db/demo-data/image-urls.js');
  const restaurant = benchRestaurant(bistro);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const ids = await insertRestaurants(trx, [restaurant], now);
    const restaurantId = ids.get(BENCH_SLUG);
    await insertRestaurantSetup(trx, restaurantId, restaurant, now);
    await insertMenu(trx, restaurantId, restaurant);
    await insertContent(trx, restaurantId, restaurant.content, now);
    const appearance = { ...restaurant.appearance, logoUrl: urls.logoUrl(bistro.slug), mainImageUrl: urls.mainImageUrl(bistro.slug) };
    await trx
      .updateTable('restaurants')
      .set({ appearance: JSON.stringify(appearance) })
      .where('id', '=', restaurantId)
      .execute();
    for (const category of restaurant.categories) {
      await trx
        .updateTable('categories')
        .set({ image: urls.categoryImageUrl(bistro.slug, category.name) })
        .where('restaurant_id', '=', restaurantId)
        .where('name', '=', category.name)
        .execute();
      for (const subcategory of category.subcategories) {
        await trx
          .updateTable('subcategories')
          .set({ image: urls.subcategoryImageUrl(bistro.slug, category.name, subcategory.name) })
          .where('name', '=', subcategory.name)
          .where('category_id', 'in', (query) =>
            query.selectFrom('categories').select('id').where('restaurant_id', '=', restaurantId).where('name', '=', category.name),
          )
          .execute();
        for (const product of subcategory.products) {
          if (product.name === product.original) continue;
          await trx
            .updateTable('products')
            .set({ image: urls.productImageUrl(product.original) })
            .where('restaurant_id', '=', restaurantId)
            .where('name', '=', product.name)
            .execute();
        }
      }
    }
  });
  const { count } = await db
    .selectFrom('products')
    .innerJoin('restaurants', 'restaurants.id', 'products.restaurant_id')
    .where('restaurants.slug', '=', BENCH_SLUG)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Creates and fills a fresh database: `{ url, label, products, drop() }`. `postgresUrl` set: a new
 * database `platter_bench_<pid>_<time>` on that server (dropped by `drop()`); else SQLite.
 */
export async function freshDatabase(root, { postgresUrl } = {}) {
  const { openDatabase } = await apiDist(root, 'db/database.js');
  const { migrateToLatest } = await apiDist(root, 'db/migrate.js');
  const { loadDemoDataIfEmpty } = await apiDist(root, 'db/demo-data/index.js');
  let url;
  let drop;
  if (postgresUrl) {
    const pg = createRequire(join(root, 'apps', 'api', 'package.json'))('pg');
    const name = `platter_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(postgresUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'platter-bench-'));
    url = `sqlite:${join(dir, 'bench.sqlite')}`;
    drop = async () => rmSync(dir, { recursive: true, force: true });
  }
  const database = await openDatabase(url);
  try {
    await migrateToLatest(database.db, database.schema);
    await loadDemoDataIfEmpty(database.db, { now: new Date(), passwordHashCost: 17 });
    const products = await insertBenchRestaurant(root, database.db);
    return { url, label: postgresUrl ? 'PostgreSQL' : 'SQLite', benchProducts: products, drop };
  } finally {
    await database.close();
  }
}
