/**
 * Where the demo pictures live: files under `assets/images`, served at `/images/`. The loader
 * stores these addresses and the image script writes a file for each, so both derive them here.
 */

const GERMAN_LETTERS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** `Käsespätzle "Allgäu"` → `kaesespaetzle-allgaeu`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const IMAGES_URL_PREFIX = '/images/';

/**
 * Dishes, categories, blog posts and heroes are drawn as SVG and served as WebP renderings of the
 * drawings, as a restaurant's own photos would be: Chromium paints an SVG picture on the page's
 * main thread (Demo Bistro's hero was a 62 ms task of the menu's first second), and decodes a
 * WebP off it. Logos stay SVG: a mark with text, a few hundred bytes, sharp at any size.
 */
const RENDERED = '.webp';

/** The SVG drawing a served picture is rendered from (the address itself for an SVG). */
export function drawingOf(url: string): string {
  return url.endsWith(RENDERED) ? `${url.slice(0, -RENDERED.length)}.svg` : url;
}

export function productImageUrl(productName: string): string {
  return `${IMAGES_URL_PREFIX}products/${slugify(productName)}${RENDERED}`;
}

/** Category names repeat across restaurants (Getränke, Snacks), so the restaurant names the file too. */
export function categoryImageUrl(restaurantSlug: string, categoryName: string): string {
  return `${IMAGES_URL_PREFIX}categories/${restaurantSlug}-${slugify(categoryName)}${RENDERED}`;
}

/** A subcategory shows its own first dish (a "Rot" heading a red wine, not the category's white). */
export function subcategoryImageUrl(restaurantSlug: string, categoryName: string, subcategoryName: string): string {
  return `${IMAGES_URL_PREFIX}subcategories/${restaurantSlug}-${slugify(categoryName)}-${slugify(subcategoryName)}${RENDERED}`;
}

export function blogImageUrl(blogSlug: string): string {
  return `${IMAGES_URL_PREFIX}blogs/${blogSlug}${RENDERED}`;
}

export function logoUrl(restaurantSlug: string): string {
  return `${IMAGES_URL_PREFIX}logos/${restaurantSlug}.svg`;
}

export function mainImageUrl(restaurantSlug: string): string {
  return `${IMAGES_URL_PREFIX}main/${restaurantSlug}${RENDERED}`;
}
