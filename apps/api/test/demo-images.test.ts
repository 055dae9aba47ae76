import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { blogImageUrl, categoryImageUrl, IMAGES_URL_PREFIX, productImageUrl, subcategoryImageUrl } from '../src/db/demo-data/image-urls.ts';
import { DEMO_RESTAURANTS } from '../src/db/demo-data/restaurants.ts';

const IMAGES_DIR = testConfig().imagesDir;

const fileOf = (url: string) => join(IMAGES_DIR, url.slice(IMAGES_URL_PREFIX.length));
const read = (url: string) => readFileSync(fileOf(url), 'utf8');

const products = DEMO_RESTAURANTS.flatMap((restaurant) =>
  restaurant.categories.flatMap((category) =>
    category.subcategories.flatMap((subcategory) =>
      subcategory.products.map((product) => ({ restaurant: restaurant.slug, name: product.name })),
    ),
  ),
);
const categoryUrls = DEMO_RESTAURANTS.flatMap((restaurant) =>
  restaurant.categories.map((category) => categoryImageUrl(restaurant.slug, category.name)),
);
const subcategoryUrls = DEMO_RESTAURANTS.flatMap((restaurant) =>
  restaurant.categories.flatMap((category) =>
    category.subcategories.map((subcategory) => subcategoryImageUrl(restaurant.slug, category.name, subcategory.name)),
  ),
);
const blogUrls = DEMO_RESTAURANTS.flatMap((restaurant) => (restaurant.content.blogs ?? []).map((blog) => blogImageUrl(blog.slug)));

/** The colour of a drink: the first fill inside its glass (the clipped group). */
const drinkColour = (url: string) => /<g clip-path="url\(#[^)]+\)"><rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(read(url))?.[1] ?? 'none';

function isRed(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16));
  return r !== undefined && g !== undefined && b !== undefined && r > 60 && r > 2.5 * g && r > 1.5 * b && g < 60;
}

/** The drawing alone: what a guest sees, without anything a screen reader or a title could add. */
function drawing(svg: string): string {
  return svg.replace(/<title>[^<]*<\/title>|<desc>[^<]*<\/desc>|\s(aria-label|id)="[^"]*"/g, '');
}

describe('demo pictures', () => {
  it('gives every demo product a picture file of its own', () => {
    expect(products.length).toBeGreaterThan(100);
    const urls = products.map((product) => productImageUrl(product.name));
    expect(new Set(urls).size).toBe(products.length);
    expect(urls.filter((url) => statSync(fileOf(url), { throwIfNoEntry: false }) === undefined)).toEqual([]);
  });

  it('gives every subcategory its own picture, showing its first dish', () => {
    expect(new Set(subcategoryUrls).size).toBe(subcategoryUrls.length);
    const wineBar = DEMO_RESTAURANTS.find((restaurant) => restaurant.slug === 'demo-wine-bar');
    const wines = wineBar?.categories.find((category) => category.name === 'Weine');
    expect(wines?.subcategories.map((subcategory) => subcategory.name)).toEqual(['Weiss', 'Rot']);
    // "Rot" heads the red wines with a red wine, not the category's white.
    expect(isRed(drinkColour(subcategoryImageUrl('demo-wine-bar', 'Weine', 'Rot')))).toBe(true);
    expect(isRed(drinkColour(subcategoryImageUrl('demo-wine-bar', 'Weine', 'Weiss')))).toBe(false);
  });

  it('draws every product differently: no two dishes share a drawing', () => {
    const byDrawing = new Map<string, string[]>();
    for (const product of products) {
      const key = drawing(read(productImageUrl(product.name)));
      byDrawing.set(key, [...(byDrawing.get(key) ?? []), product.name]);
    }
    expect([...byDrawing.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('puts no text in product, category or blog pictures (the cards print the names)', () => {
    const urls = [...products.map((product) => productImageUrl(product.name)), ...categoryUrls, ...subcategoryUrls, ...blogUrls];
    const withText = urls.filter((url) => /<text[\s>]|<tspan|<foreignObject/i.test(read(url)));
    expect(withText).toEqual([]);
  });

  it('shows red wine red and white wine pale, and each coffee in its own cup', () => {
    for (const red of ['Montepulciano 0,2 l', 'Spätburgunder, Ahr', 'Blaufränkisch, Burgenland'])
      expect(isRed(drinkColour(productImageUrl(red))), red).toBe(true);
    for (const white of ['Grauburgunder 0,2 l', 'Grauburgunder, Baden', 'Riesling trocken, Mosel', 'Grüner Veltliner, Wachau']) {
      expect(drinkColour(productImageUrl(white)), white).toMatch(/^#[0-9a-f]{6}$/i);
      expect(isRed(drinkColour(productImageUrl(white))), white).toBe(false);
    }
    const coffees = [
      'Espresso',
      'Cappuccino',
      'Latte Macchiato',
      'Flat White',
      'Chai Latte',
      'Heisse Schokolade',
      'Kaffee to go',
      'Emaille-Tasse',
    ];
    const shapes = coffees.map((name) => drawing(read(productImageUrl(name))).replace(/#[0-9a-f]{6}/gi, ''));
    expect(new Set(shapes).size).toBe(coffees.length);
  });

  it('keeps the pictures small: under 12 KB each and 1 MB for all products', () => {
    const sizes = products.map((product) => ({ name: product.name, bytes: statSync(fileOf(productImageUrl(product.name))).size }));
    expect(sizes.filter((size) => size.bytes > 12 * 1024)).toEqual([]);
    expect(sizes.reduce((total, size) => total + size.bytes, 0)).toBeLessThan(1024 * 1024);
  });
});
