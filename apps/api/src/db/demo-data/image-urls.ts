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

export function productImageUrl(productName: string): string {
  return `${IMAGES_URL_PREFIX}products/${slugify(productName)}.svg`;
}

/** Category names repeat across restaurants (Getränke, Snacks), so the restaurant names the file too. */
export function categoryImageUrl(restaurantSlug: string, categoryName: string): string {
  return `${IMAGES_URL_PREFIX}categories/${restaurantSlug}-${slugify(categoryName)}.svg`;
}

/** A subcategory shows its own first dish (a "Rot" heading a red wine, not the category's white). */
export function subcategoryImageUrl(restaurantSlug: string, categoryName: string, subcategoryName: string): string {
  return `${IMAGES_URL_PREFIX}subcategories/${restaurantSlug}-${slugify(categoryName)}-${slugify(subcategoryName)}.svg`;
}

export function blogImageUrl(blogSlug: string): string {
  return `${IMAGES_URL_PREFIX}blogs/${blogSlug}.svg`;
}

export function logoUrl(restaurantSlug: string): string {
  return `${IMAGES_URL_PREFIX}logos/${restaurantSlug}.svg`;
}

export function mainImageUrl(restaurantSlug: string): string {
  return `${IMAGES_URL_PREFIX}main/${restaurantSlug}.svg`;
}
