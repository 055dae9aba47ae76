import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import {
  blogImageUrl,
  categoryImageUrl,
  drawingOf,
  IMAGES_URL_PREFIX,
  logoUrl,
  mainImageUrl,
  productImageUrl,
  subcategoryImageUrl,
} from '../src/db/demo-data/image-urls.ts';
import { DEMO_RESTAURANTS } from '../src/db/demo-data/restaurants.ts';

const IMAGES_DIR = testConfig().imagesDir;

const fileOf = (url: string) => join(IMAGES_DIR, url.slice(IMAGES_URL_PREFIX.length));
/** The SVG drawing behind a picture's address. */
const read = (url: string) => readFileSync(fileOf(drawingOf(url)), 'utf8');

/** Width and height of a WebP file (its VP8X header, which Chromium's encoder writes), or null for anything else. */
function webpSize(file: Buffer): { width: number; height: number } | null {
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 16) !== 'WEBPVP8X') return null;
  return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
}

/** The width and height a drawing declares. */
function drawingSize(svg: string): { width: number; height: number } {
  const [, width, height] = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
}

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

  it('serves every picture but the logos as a WebP rendering of its drawing, one and a half times its size (a hero at most 1,600 wide)', () => {
    const urls = [
      ...products.map((product) => productImageUrl(product.name)),
      ...categoryUrls,
      ...subcategoryUrls,
      ...blogUrls,
      ...DEMO_RESTAURANTS.map((restaurant) => mainImageUrl(restaurant.slug)),
    ];
    const unlike = urls.filter((url) => {
      const drawn = drawingSize(read(url));
      const scale = Math.min(1.5, 1600 / drawn.width);
      const rendered = webpSize(readFileSync(fileOf(url)));
      return rendered?.width !== Math.round(drawn.width * scale) || rendered.height !== Math.round(drawn.height * scale);
    });
    expect(urls.every((url) => url.endsWith('.webp'))).toBe(true);
    expect(unlike).toEqual([]);
    expect(DEMO_RESTAURANTS.map((restaurant) => logoUrl(restaurant.slug)).every((url) => read(url).startsWith('<svg'))).toBe(true);
  });

  it('keeps the pictures small: under 16 KB each and 1 MB for all products', () => {
    const sizes = products.map((product) => ({ name: product.name, bytes: statSync(fileOf(productImageUrl(product.name))).size }));
    expect(sizes.filter((size) => size.bytes > 16 * 1024)).toEqual([]);
    expect(sizes.reduce((total, size) => total + size.bytes, 0)).toBeLessThan(1024 * 1024);
  });
});
