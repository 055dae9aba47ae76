#!/usr/bin/env node
// Draws the demo data's pictures as small flat SVG files into assets/images: one per product (its
// own drawing from demo-drawings/recipes.mjs, no text), category and blog post, plus each
// restaurant's logo and main image. Every picture but the logos is also rendered as the WebP file
// the apps show (in Debian's Chromium; see image-urls.ts for why). The addresses come from the
// same helpers the loader stores, so every image column points at a file. Run it after changing
// the demo data (node 24 reads the TypeScript definitions directly) and commit the files:
//   node apps/api/scripts/generate-demo-images.mjs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { HEIGHT, round, shade, WIDTH } from './demo-drawings/primitives.mjs';
import { drawProduct } from './demo-drawings/recipes.mjs';
import { renderWebp } from './demo-drawings/render-webp.mjs';

const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../assets/images');
const FOLDERS = ['products', 'categories', 'subcategories', 'blogs', 'logos', 'main'];
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Warm background gradients, picked per name so neighbouring cards differ. */

/** A dish on its table: a soft light from above on the tone, the drawing over it. No text. */
function scene(tone, body, width = WIDTH, height = HEIGHT, zoom = 1) {
  return svg(
    width,
    height,
    [
      `<defs><radialGradient id="light" cx=".5" cy=".38" r=".8"><stop offset="0" stop-color="${shade(tone, 0.45)}"/><stop offset="1" stop-color="${shade(tone, -0.08)}"/></radialGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#light)"/>`,
      zoom === 1
        ? body
        : `<g transform="translate(${width / 2} ${height / 2}) scale(${zoom}) translate(${-width / 2} ${-height / 2})">${body}</g>`,
    ].join(''),
  );
}

function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]);
}

function initials(name) {
  const words = name.split(/[\s-]+/).filter((word) => /^[\p{L}\d]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** A font size that fits the text on one line of the given width, within bounds. */
function fittingFontSize(text, width, largest, smallest) {
  return round(Math.max(smallest, Math.min(largest, width / (text.length * 0.56))));
}

function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;
}

/** The products of a category, first subcategory first. */
const productsOf = (group) => group.products ?? group.subcategories.flatMap((subcategory) => subcategory.products);

/** A category or subcategory shows its first dish on the restaurant's own tone. */
function categoryPicture(restaurant, group) {
  const [first] = productsOf(group);
  const { body, zoom } = drawProduct(first.name);
  return scene(shade(restaurant.appearance.primaryColor, 0.78), body, WIDTH, HEIGHT, zoom);
}

/** A product's picture: its own drawing on its table tone. */
function productPicture(product) {
  const { tone, body, zoom } = drawProduct(product.name);
  return scene(tone, body, WIDTH, HEIGHT, zoom);
}

/** Up to `count` drawings placed side by side on a wide canvas (`places`: [x, y, scale]). */
function composition(names, places) {
  return names
    .slice(0, places.length)
    .map((name, index) => {
      const [x, y, scale] = places[index];
      return `<g transform="translate(${x} ${y}) scale(${scale}) translate(-200 -150)">${drawProduct(name).body}</g>`;
    })
    .join('');
}

/** The blog picture: the dishes its subject suggests, no title (the page prints it). */
function blogCard(blog, restaurant) {
  const dishes = byKeyword(
    blog.slug,
    [
      [['pizza'], ['Pizza Margherita', 'Pizza Diavola']],
      [['spargel'], ['Gebratenes Lachsfilet', 'Grauburgunder 0,2 l']],
      [['team'], ['Cappuccino', 'Tiramisu']],
      [['happy-hour'], ['Aperol Spritz', 'Mojito', 'Hugo']],
    ],
    [productsOf(restaurant.categories[0])[0].name],
  );
  const places = [
    [[400, 210, 1.3]],
    [
      [290, 210, 1.15],
      [540, 210, 1.15],
    ],
    [
      [200, 220, 1.05],
      [400, 200, 1.05],
      [600, 220, 1.05],
    ],
  ][dishes.length - 1];
  return scene(shade(restaurant.appearance.primaryColor, 0.8), composition(dishes, places), 800, 400);
}

/** The first value whose keyword occurs in the name, else the fallback. */
function byKeyword(name, table, fallback) {
  const lower = name.toLowerCase();
  for (const [keywords, value] of table) if (keywords.some((keyword) => lower.includes(keyword))) return value;
  return fallback;
}

/** The hero of a restaurant: a row of its dishes on the right (the apps lay its name on the left). */
function mainImage(restaurant) {
  const accent = restaurant.appearance.primaryColor;
  const dishes = restaurant.categories
    .filter((category) => !category.extra)
    .map((category) => productsOf(category)[0].name)
    .slice(0, 4);
  // One row, ending at the right edge, in the band every hero crop keeps (phone and desktop).
  const [end, spacing, scale] = dishes.length <= 2 ? [1340, 330, 1.3] : [1420, 270, 1.05];
  const places = dishes.map((_, index) => [end - (dishes.length - 1 - index) * spacing, 300, scale]);
  return svg(
    1600,
    600,
    [
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(accent, 0.85)}"/><stop offset=".55" stop-color="${shade(accent, 0.7)}"/><stop offset="1" stop-color="${shade(accent, 0.45)}"/></linearGradient></defs>`,
      '<rect width="1600" height="600" fill="url(#bg)"/>',
      `<ellipse cx="1180" cy="300" rx="440" ry="200" fill="#ffffff" opacity=".25"/>`,
      composition(dishes, places),
    ].join(''),
  );
}

/** The logo in the restaurant's shape: initials in a circle or square, or the name on a wide plate. */
function logo(restaurant) {
  const accent = restaurant.appearance.primaryColor;
  const shape = restaurant.appearance.logoShape ?? 'round';
  if (shape === 'wide') {
    return svg(
      480,
      160,
      [
        `<rect width="480" height="160" rx="24" fill="${accent}"/>`,
        `<g transform="translate(80 80) rotate(-8)"><path d="M-44-26H44V-10A10 10 0 0 0 44 10V26H-44V10A10 10 0 0 0-44-10Z" fill="${shade(accent, 0.3)}"/><path d="M20-20V20" stroke="#ffffff" stroke-width="3" stroke-dasharray="4 4"/><path d="M-14-14L-9-3H2L-7 4L-3 15L-14 8L-25 15L-21 4L-30-3H-19Z" fill="#fde047"/></g>`,
        `<text x="300" y="${80 + 14}" font-family="${FONT}" font-size="${fittingFontSize(restaurant.name, 300, 44, 24)}" font-weight="800" fill="#ffffff" text-anchor="middle">${escapeXml(restaurant.name)}</text>`,
      ].join(''),
    );
  }
  const frame =
    shape === 'round'
      ? `<circle cx="128" cy="128" r="128" fill="${accent}"/>`
      : `<rect width="256" height="256" rx="40" fill="${accent}"/>`;
  return svg(
    256,
    256,
    [
      frame,
      `<circle cx="128" cy="128" r="100" fill="none" stroke="#ffffff" stroke-width="4" opacity=".5"/>`,
      `<text x="128" y="150" font-family="${FONT}" font-size="72" font-weight="800" fill="#ffffff" text-anchor="middle">${escapeXml(initials(restaurant.name))}</text>`,
    ].join(''),
  );
}

// ---- writing ------------------------------------------------------------------------------

/** Every picture by its address's path under assets/images; one address drawn two ways is a naming clash. */
function collectPictures() {
  const pictures = new Map();
  const add = (url, content) => {
    const path = url.slice(IMAGES_URL_PREFIX.length);
    const existing = pictures.get(path);
    if (existing !== undefined && existing !== content) throw new Error(`Two different pictures for ${url}: rename one of the products`);
    pictures.set(path, content);
  };
  for (const restaurant of DEMO_RESTAURANTS) {
    add(logoUrl(restaurant.slug), logo(restaurant));
    add(mainImageUrl(restaurant.slug), mainImage(restaurant));
    for (const category of restaurant.categories) {
      add(categoryImageUrl(restaurant.slug, category.name), categoryPicture(restaurant, category));
      for (const subcategory of category.subcategories) {
        add(subcategoryImageUrl(restaurant.slug, category.name, subcategory.name), categoryPicture(restaurant, subcategory));
      }
      for (const product of productsOf(category)) add(productImageUrl(product.name), productPicture(product));
    }
    for (const blog of restaurant.content.blogs ?? []) add(blogImageUrl(blog.slug), blogCard(blog, restaurant));
  }
  return pictures;
}

const pictures = collectPictures();
for (const folder of FOLDERS) rmSync(join(OUTPUT, folder), { recursive: true, force: true });
let bytes = 0;
const renderings = [];
for (const [path, content] of pictures) {
  const file = join(OUTPUT, path);
  const drawing = join(OUTPUT, drawingOf(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(drawing, content);
  bytes += Buffer.byteLength(content);
  if (drawing !== file) renderings.push({ svg: content, file });
}
const renderedBytes = await renderWebp(renderings);
process.stdout.write(
  `Wrote ${pictures.size} drawings (${Math.round(bytes / 1024)} KB) and ${renderings.length} WebP renderings ` +
    `(${Math.round(renderedBytes / 1024)} KB) to ${OUTPUT}\n`,
);
