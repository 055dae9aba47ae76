#!/usr/bin/env node
// Draws the demo data's pictures as small flat SVG files into assets/images: one per product,
// category and blog post, plus each restaurant's logo and main image. The addresses come from the
// same helpers the loader stores, so every image column points at a file. Run it after changing
// the demo data (node 24 reads the TypeScript definitions directly) and commit the files:
//   node apps/api/scripts/generate-demo-images.mjs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  blogImageUrl,
  categoryImageUrl,
  IMAGES_URL_PREFIX,
  logoUrl,
  mainImageUrl,
  productImageUrl,
} from '../src/db/demo-data/image-urls.ts';
import { DEMO_RESTAURANTS } from '../src/db/demo-data/restaurants.ts';

const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../assets/images');
const FOLDERS = ['products', 'categories', 'blogs', 'logos', 'main'];
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Warm background gradients, picked per name so neighbouring cards differ. */
const WARM_GRADIENTS = [
  ['#fff7ed', '#fdba74'],
  ['#fef3c7', '#fbbf24'],
  ['#ffe4e6', '#fb923c'],
  ['#fff1f2', '#fda4af'],
  ['#fefce8', '#fcd34d'],
  ['#ffedd5', '#f97316'],
  ['#fdf2f8', '#f9a8d4'],
  ['#fef9c3', '#fb923c'],
];

// ---- small helpers -------------------------------------------------------------------------

/** FNV-1a: a stable number per text, so the pictures are the same on every run. */
function hash(text) {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A seeded sequence of numbers in [0, 1). */
function randomFrom(text) {
  let state = hash(text) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

const round = (value) => Math.round(value * 10) / 10;

function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]);
}

/** The first value whose keyword occurs in the name, else the fallback. */
function byKeyword(name, table, fallback) {
  const lower = name.toLowerCase();
  for (const [keywords, value] of table) if (keywords.some((keyword) => lower.includes(keyword))) return value;
  return fallback;
}

function initials(name) {
  const words = name.split(/[\s-]+/).filter((word) => /^[\p{L}\d]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
function shade(hex, amount) {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16));
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A font size that fits the text on one line of the given width, within bounds. */
function fittingFontSize(text, width, largest, smallest) {
  return round(Math.max(smallest, Math.min(largest, width / (text.length * 0.56))));
}

/** Splits a title into at most two lines, at the word break that keeps the longer line shortest. */
function twoLines(text, longest) {
  if (text.length <= longest) return [text];
  const words = text.split(' ');
  let best = [text];
  for (let index = 1; index < words.length; index++) {
    const lines = [words.slice(0, index).join(' '), words.slice(index).join(' ')];
    if (Math.max(...lines.map((line) => line.length)) < Math.max(...best.map((line) => line.length))) best = lines;
  }
  return best;
}

// ---- the dishes, drawn around (0, 0) in a box of about 200 x 200 --------------------------

function scatter(name, count, radius) {
  const random = randomFrom(name);
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2 + random();
    const distance = radius * (0.3 + random() * 0.65);
    return [round(Math.cos(angle) * distance), round(Math.sin(angle) * distance), random()];
  });
}

const LIQUIDS = [
  [['cola'], '#4a2511'],
  [['aperol', 'spritz'], '#f97316'],
  [['mojito', 'caipirinha'], '#bef264'],
  [['hugo', 'gin', 'wasser', 'valser', 'tonic'], '#e0f2fe'],
  [['schorle', 'apfel', 'rivella'], '#f59e0b'],
  [['eistee'], '#b45309'],
  [['limonade'], '#fde047'],
  [['montepulciano', 'rot'], '#7f1d1d'],
  [['grauburgunder', 'weiß'], '#fde68a'],
];

const SHAPES = {
  pizza(name) {
    const topping = byKeyword(
      name,
      [
        [['margherita', 'marinara'], '#15803d'],
        [['funghi', 'trüffel', 'capricciosa'], '#a47551'],
        [['tonno'], '#d4a28c'],
        [['hawaii'], '#fde047'],
        [['vegan'], '#16a34a'],
        [['formaggi'], '#fff3c4'],
      ],
      '#a61e1e',
    );
    const toppings = scatter(name, 7, 56)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${topping}"/>`)
      .join('');
    return [
      '<circle r="86" fill="#c9843a"/><circle r="78" fill="#e9a54b"/><circle r="68" fill="#c0392b"/>',
      '<path d="M-58-22Q-40-64 0-62Q54-58 62-10Q66 40 20 60Q-32 68-58 30Q-72 4-58-22Z" fill="#f6d365"/>',
      toppings,
      '<path d="M0 0V-78M0 0L68 39M0 0L-68 39" stroke="#c9843a" stroke-width="2.5" opacity=".55"/>',
    ].join('');
  },
  burger() {
    const seeds = [
      [-40, -52],
      [-12, -62],
      [18, -58],
      [44, -44],
      [-26, -36],
      [6, -40],
      [30, -30],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="4" ry="2.4" fill="#fff7e0"/>`)
      .join('');
    return [
      '<rect x="-84" y="40" width="168" height="30" rx="14" fill="#d98e32"/>',
      '<rect x="-88" y="14" width="176" height="28" rx="13" fill="#6b3419"/>',
      '<path d="M-84 12L-60 30L-36 12L-12 30L12 12L36 30L60 12L84 12V6H-84Z" fill="#facc15"/>',
      '<path d="M-90 0Q-75 14-60 0T-30 0T0 0T30 0T60 0T90 0V-8H-90Z" fill="#65a30d"/>',
      '<rect x="-80" y="-14" width="160" height="10" rx="4" fill="#dc2626"/>',
      '<path d="M-86-14Q-86-82 0-82Q86-82 86-14Z" fill="#e8a23c"/>',
      seeds,
    ].join('');
  },
  pasta(name, accent) {
    const sauce = byKeyword(
      name,
      [
        [['pesto'], '#4d7c0f'],
        [['carbonara', 'panna', 'gorgonzola', 'salmone', 'käse'], '#fde68a'],
      ],
      '#c2410c',
    );
    const curls = scatter(name, 9, 44)
      .map(
        ([x, y, r]) =>
          `<path d="M${x - 18} ${y}q9-${10 + r * 8} 18 0t18 0" stroke="#f5d06b" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
    return [
      bowl(accent),
      '<ellipse cy="-10" rx="74" ry="28" fill="#f1c75b"/>',
      curls,
      `<ellipse cx="6" cy="-16" rx="30" ry="12" fill="${sauce}"/>`,
      '<ellipse cx="22" cy="-22" rx="8" ry="4" fill="#16a34a" transform="rotate(-25 22 -22)"/>',
    ].join('');
  },
  salad(name, accent) {
    const leaves = scatter(name, 10, 52)
      .map(
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${round(y * 0.45 - 14)}" rx="${round(14 + r * 8)}" ry="8" fill="${r > 0.5 ? '#4d7c0f' : '#84cc16'}" transform="rotate(${round(r * 180)} ${x} ${round(y * 0.45 - 14)})"/>`,
      )
      .join('');
    const tomatoes = scatter(`${name}-tomato`, 4, 44)
      .map(([x, y]) => `<circle cx="${x}" cy="${round(y * 0.4 - 16)}" r="8" fill="#ef4444"/>`)
      .join('');
    return [bowl(accent), '<ellipse cy="-12" rx="72" ry="26" fill="#a3e635"/>', leaves, tomatoes].join('');
  },
  soup(name, accent) {
    const colour = byKeyword(
      name,
      [
        [['kürbis'], '#f59e0b'],
        [['curry'], '#ea580c'],
      ],
      '#dc2626',
    );
    return [
      steam(-50),
      bowl(accent),
      `<ellipse cy="-10" rx="74" ry="26" fill="${colour}"/>`,
      '<path d="M-24-12q12-12 24 0t24 0" stroke="#fff7ed" stroke-width="5" fill="none" stroke-linecap="round"/>',
      '<circle cx="28" cy="-18" r="5" fill="#15803d"/>',
    ].join('');
  },
  plate(name, accent) {
    const main = byKeyword(
      name,
      [
        [['lachs', 'salmone'], '#fb923c'],
        [['zander', 'fisch'], '#fde2c4'],
        [['carpaccio', 'vitello'], '#e11d48'],
        [['rührei'], '#fde047'],
        [['lasagne'], '#ea580c'],
      ],
      '#b45309',
    );
    const garnish = scatter(name, 5, 30)
      .map(([x, y]) => `<circle cx="${x + 30}" cy="${round(y * 0.5 + 6)}" r="7" fill="#16a34a"/>`)
      .join('');
    return [
      `<ellipse cy="20" rx="96" ry="52" fill="${shade(accent, 0.75)}"/>`,
      '<ellipse cy="16" rx="82" ry="42" fill="#ffffff"/>',
      `<path d="M-54 10Q-50-24-10-22Q26-20 24 6Q22 30-14 32Q-54 34-54 10Z" fill="${main}"/>`,
      '<path d="M-40 2Q-20-10 6-6" stroke="#ffffff" stroke-width="4" opacity=".5" fill="none"/>',
      garnish,
      '<ellipse cx="46" cy="28" rx="14" ry="6" fill="#fbbf24"/>',
    ].join('');
  },
  dessert(name) {
    const cream = byKeyword(name, [[['tiramisu', 'schoko', 'keks'], '#7c4a2d']], '#fff7ed');
    return [
      '<ellipse cy="62" rx="90" ry="20" fill="#ffffff" opacity=".8"/>',
      '<path d="M-70 50L-70-10L70-40L70 50Z" fill="#f6d7a7"/>',
      '<path d="M-70 10L70-16V2L-70 28Z" fill="#e11d48" opacity=".75"/>',
      `<path d="M-70-10L70-40L74-52Q0-40-74-22Z" fill="${cream}"/>`,
      '<path d="M70-40V50" stroke="#e7b77a" stroke-width="6"/>',
      '<circle cx="10" cy="-46" r="11" fill="#be123c"/><path d="M12-56Q18-72 30-76" stroke="#166534" stroke-width="3" fill="none"/>',
    ].join('');
  },
  icecream(name) {
    const colours = byKeyword(name, [[['sorbet'], ['#fde047', '#fb7185', '#f97316']]], ['#fef3c7', '#f472b6', '#fef3c7']);
    return [
      '<path d="M-34-6L0 84L34-6Z" fill="#e0a85a"/>',
      '<path d="M-24 4L14 60M-8-4L24 34M8-6L30 10M24 4L-14 60M8-4L-24 34" stroke="#b7793a" stroke-width="3"/>',
      `<circle cx="-24" cy="-20" r="28" fill="${colours[0]}"/>`,
      `<circle cx="24" cy="-20" r="28" fill="${colours[1]}"/>`,
      `<circle cy="-52" r="30" fill="${colours[2]}"/>`,
      '<circle cx="6" cy="-86" r="9" fill="#be123c"/>',
    ].join('');
  },
  glass(name) {
    const liquid = byKeyword(name, LIQUIDS, '#fbbf24');
    return [
      '<path d="M-44-80L-36 80H36L44-80Z" fill="#ffffff" opacity=".55"/>',
      `<path d="M-41-40L-36 76H36L41-40Z" fill="${liquid}"/>`,
      '<rect x="-26" y="-30" width="20" height="20" rx="4" fill="#ffffff" opacity=".6" transform="rotate(12 -16 -20)"/>',
      '<rect x="4" y="-12" width="20" height="20" rx="4" fill="#ffffff" opacity=".5" transform="rotate(-8 14 -2)"/>',
      '<path d="M14-110L4-30" stroke="#ef4444" stroke-width="7" stroke-linecap="round"/>',
      '<circle cx="40" cy="-78" r="22" fill="#fde047"/><circle cx="40" cy="-78" r="16" fill="#fef9c3"/>',
      '<path d="M40-94V-62M24-78H56" stroke="#fde047" stroke-width="2"/>',
    ].join('');
  },
  cocktail(name) {
    const liquid = byKeyword(name, LIQUIDS, '#f97316');
    return [
      '<path d="M-50-50L-40 70Q-38 80-28 80H28Q38 80 40 70L50-50Z" fill="#ffffff" opacity=".55"/>',
      `<path d="M-47-20L-40 68Q-38 76-30 76H30Q38 76 40 68L47-20Z" fill="${liquid}"/>`,
      '<path d="M-20-6l12 10M12 20l14-8M-14 40l10 8" stroke="#ffffff" stroke-width="5" opacity=".7" stroke-linecap="round"/>',
      '<path d="M-8-100L8-10" stroke="#0ea5e9" stroke-width="6" stroke-linecap="round"/>',
      '<ellipse cx="-40" cy="-54" rx="12" ry="7" fill="#15803d" transform="rotate(-30 -40 -54)"/>',
      '<circle cx="48" cy="-50" r="24" fill="#fb923c"/><circle cx="48" cy="-50" r="18" fill="#fdba74"/>',
    ].join('');
  },
  beer() {
    return [
      '<path d="M40-40H58Q78-40 78-10V20Q78 50 58 50H40" stroke="#ffffff" stroke-width="12" fill="none" opacity=".7"/>',
      '<rect x="-50" y="-60" width="96" height="140" rx="10" fill="#ffffff" opacity=".55"/>',
      '<rect x="-44" y="-36" width="84" height="110" rx="6" fill="#f59e0b"/>',
      '<path d="M-54-44Q-50-84-20-70Q0-92 22-72Q52-84 50-44Z" fill="#fffbeb"/>',
      '<circle cx="-16" cy="10" r="4" fill="#fde68a"/><circle cx="8" cy="34" r="3" fill="#fde68a"/><circle cx="20" cy="-6" r="3" fill="#fde68a"/>',
    ].join('');
  },
  wine(name) {
    const liquid = byKeyword(name, LIQUIDS, '#fde68a');
    return [
      '<path d="M-48-90Q-54-10 0 6Q54-10 48-90Z" fill="#ffffff" opacity=".55"/>',
      `<path d="M-50-46Q-46-4 0 4Q46-4 50-46Z" fill="${liquid}"/>`,
      '<rect x="-4" y="4" width="8" height="66" fill="#ffffff" opacity=".7"/>',
      '<ellipse cy="74" rx="40" ry="9" fill="#ffffff" opacity=".7"/>',
    ].join('');
  },
  cup(name, accent) {
    const drink = byKeyword(
      name,
      [
        [['espresso', 'kaffee'], '#3f2113'],
        [['grüntee', 'sencha'], '#a3b94a'],
        [['schokolade', 'chai'], '#8b5a3c'],
      ],
      '#c69c6d',
    );
    return [
      steam(-46),
      '<ellipse cy="60" rx="92" ry="20" fill="#ffffff"/>',
      `<ellipse cy="56" rx="70" ry="12" fill="${shade(accent, 0.6)}"/>`,
      '<path d="M60-10Q92-10 88 16Q84 40 52 36" stroke="#ffffff" stroke-width="11" fill="none"/>',
      `<path d="M-66-24H66Q64 40 30 52H-30Q-64 40-66-24Z" fill="${accent}"/>`,
      '<ellipse cy="-24" rx="66" ry="16" fill="#ffffff"/>',
      `<ellipse cy="-22" rx="58" ry="12" fill="${drink}"/>`,
      '<path d="M-10-24q10-10 20 0q-10 8-20 0" fill="#fff7ed" opacity=".85"/>',
    ].join('');
  },
  croissant() {
    const ridges = [-52, -22, 10, 42]
      .map(
        (x) =>
          `<path d="M${x} ${round(-40 + Math.abs(x) * 0.5)}Q${x + 10} ${round(-10 + Math.abs(x) * 0.3)} ${x + 4} ${round(14 + Math.abs(x) * 0.2)}" stroke="#b45309" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
    return [
      '<ellipse cy="58" rx="92" ry="14" fill="#ffffff" opacity=".6"/>',
      '<path d="M-96 34Q-70-70 0-66Q70-70 96 34Q60 4 0 28Q-60 4-96 34Z" fill="#f59e0b"/>',
      '<path d="M-60-30Q0-62 60-30" stroke="#fde68a" stroke-width="6" fill="none" stroke-linecap="round" opacity=".8"/>',
      ridges,
    ].join('');
  },
  bread(name) {
    const topping = byKeyword(
      name,
      [
        [['bruschetta', 'toast'], '#dc2626'],
        [['knoblauch'], '#65a30d'],
      ],
      null,
    );
    const slices = [-56, 0, 56]
      .map((x, index) => {
        const y = index === 1 ? -18 : -6;
        const bits = topping
          ? `<circle cx="${x - 10}" cy="${y - 4}" r="7" fill="${topping}"/><circle cx="${x + 10}" cy="${y + 4}" r="7" fill="${topping}"/><ellipse cx="${x}" cy="${y - 14}" rx="7" ry="4" fill="#15803d"/>`
          : '';
        return `<ellipse cx="${x}" cy="${y}" rx="34" ry="26" fill="#c0732c"/><ellipse cx="${x}" cy="${y - 2}" rx="28" ry="20" fill="#fde7b0"/>${bits}`;
      })
      .join('');
    return [
      '<rect x="-100" y="14" width="200" height="44" rx="22" fill="#a16207"/>',
      '<rect x="96" y="26" width="30" height="20" rx="10" fill="#a16207"/>',
      '<path d="M-80 36H80" stroke="#ca8a04" stroke-width="3" opacity=".6"/>',
      slices,
    ].join('');
  },
  dip(name, accent) {
    const sauce = byKeyword(
      name,
      [
        [['ketchup', 'bbq'], '#b91c1c'],
        [['mayo', 'aioli', 'sour'], '#fefce8'],
      ],
      '#f59e0b',
    );
    return [
      '<ellipse cy="56" rx="84" ry="16" fill="#ffffff" opacity=".6"/>',
      `<path d="M-70-10L-56 50Q-54 60-40 60H40Q54 60 56 50L70-10Z" fill="${accent}"/>`,
      '<ellipse cy="-10" rx="70" ry="18" fill="#ffffff"/>',
      `<ellipse cy="-8" rx="60" ry="13" fill="${sauce}"/>`,
      '<path d="M-20-10q20-12 40 0" stroke="#ffffff" stroke-width="4" opacity=".6" fill="none"/>',
    ].join('');
  },
  fries(name, accent) {
    const sticks = scatter(name, 9, 40)
      .map(
        ([x, , r]) =>
          `<rect x="${round(x * 1.2 - 6)}" y="${round(-70 - r * 24)}" width="12" height="90" rx="3" fill="${r > 0.5 ? '#fcd34d' : '#fbbf24'}" transform="rotate(${round((r - 0.5) * 24)} ${x} 0)"/>`,
      )
      .join('');
    return [
      sticks,
      `<path d="M-62-20H62L48 80H-48Z" fill="${accent}"/>`,
      '<path d="M-62-20Q0 10 62-20" fill="#ffffff" opacity=".25"/>',
    ].join('');
  },
  box(_name, accent) {
    return [
      `<path d="M-80-20L0-56L80-20L0 16Z" fill="${shade(accent, 0.35)}"/>`,
      `<path d="M-80-20V52L0 88V16Z" fill="${accent}"/>`,
      `<path d="M80-20V52L0 88V16Z" fill="${shade(accent, -0.2)}"/>`,
      '<path d="M-40-38L40-2V70" stroke="#fde047" stroke-width="10" fill="none"/>',
      '<path d="M-18-74Q-40-96-52-74Q-44-58-6-46M18-74Q40-96 52-74Q44-58 6-46" fill="#fde047"/>',
    ].join('');
  },
  ticket(name, accent) {
    return [
      `<path d="M-96-50H96V-16A16 16 0 0 0 96 16V50H-96V16A16 16 0 0 0-96-16Z" fill="${accent}" transform="rotate(-8)"/>`,
      '<g transform="rotate(-8)"><path d="M46-44V44" stroke="#ffffff" stroke-width="3" stroke-dasharray="6 6"/>',
      '<path d="M-40-22L-32-4L-12-4L-28 8L-22 28L-40 16L-58 28L-52 8L-68-4L-48-4Z" fill="#fde047"/>',
      `<text x="10" y="8" font-family="${FONT}" font-weight="800" font-size="26" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>`,
      '<text x="72" y="8" font-family="monospace" font-size="14" fill="#ffffff" text-anchor="middle" transform="rotate(-90 72 4)">ADMIT</text></g>',
    ].join('');
  },
  shirt(name, accent) {
    return [
      `<path d="M-34-76L-90-50L-70-8L-50-18V84H50V-18L70-8L90-50L34-76Q0-52-34-76Z" fill="${accent}"/>`,
      '<path d="M-34-76Q0-52 34-76" stroke="#ffffff" stroke-width="5" fill="none" opacity=".8"/>',
      `<circle cy="14" r="26" fill="#ffffff" opacity=".9"/><text y="23" font-family="${FONT}" font-weight="800" font-size="24" fill="${accent}" text-anchor="middle">${escapeXml(initials(name))}</text>`,
    ].join('');
  },
};

function bowl(accent) {
  return [
    '<ellipse cy="62" rx="96" ry="16" fill="#ffffff" opacity=".6"/>',
    `<path d="M-88-12Q-84 60 0 64Q84 60 88-12Z" fill="${accent}"/>`,
    `<path d="M-70 28Q0 48 70 28" stroke="${shade(accent, 0.3)}" stroke-width="5" fill="none"/>`,
    '<ellipse cy="-12" rx="88" ry="30" fill="#ffffff"/>',
  ].join('');
}

function steam(top) {
  return `<path d="M-26 ${top}q-10-14 0-28t0-28M0 ${top}q-10-14 0-28t0-28M26 ${top}q-10-14 0-28t0-28" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>`;
}

// ---- whole pictures -----------------------------------------------------------------------

function svg(width, height, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

function gradient(id, name, angle = 'x2="1" y2="1"') {
  const [from, to] = WARM_GRADIENTS[hash(name) % WARM_GRADIENTS.length];
  return `<defs><linearGradient id="${id}" x1="0" y1="0" ${angle}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** A dish card: warm gradient, brand-coloured confetti, the dish, its name on a brand band. */
function dishCard(name, illustration, accent) {
  const width = 400;
  const height = 300;
  const random = randomFrom(`${name}-dots`);
  const dots = Array.from(
    { length: 5 },
    () =>
      `<circle cx="${round(random() * width)}" cy="${round(random() * 220)}" r="${round(8 + random() * 26)}" fill="${accent}" opacity=".12"/>`,
  ).join('');
  const draw = SHAPES[illustration];
  if (!draw) throw new Error(`No drawing for illustration "${illustration}" (${name})`);
  const fontSize = fittingFontSize(name, 360, 24, 12);
  return svg(
    width,
    height,
    [
      gradient('bg', name),
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      dots,
      `<g transform="translate(200 124) scale(1.05)">${draw(name, accent)}</g>`,
      `<rect x="0" y="244" width="${width}" height="56" fill="${accent}" opacity=".92"/>`,
      `<text x="200" y="${round(272 + fontSize * 0.35)}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(name)}</text>`,
    ].join(''),
    name,
  );
}

/** The blog picture: the title beside the dish its subject suggests. */
function blogCard(blog, accent) {
  const illustration = byKeyword(
    blog.slug,
    [
      [['pizza'], 'pizza'],
      [['spargel'], 'plate'],
      [['team'], 'cup'],
      [['happy-hour'], 'cocktail'],
    ],
    'plate',
  );
  const lines = twoLines(blog.title, 20);
  const fontSize = fittingFontSize(
    lines.reduce((longer, line) => (line.length > longer.length ? line : longer), ''),
    440,
    42,
    26,
  );
  const lineHeight = round(fontSize * 1.2);
  const text = lines
    .map(
      (line, index) =>
        `<text x="48" y="${round(170 + index * lineHeight)}" font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="${shade(accent, -0.45)}">${escapeXml(line)}</text>`,
    )
    .join('');
  return svg(
    800,
    400,
    [
      gradient('bg', blog.slug, 'x2="1" y2="0"'),
      '<rect width="800" height="400" fill="url(#bg)"/>',
      `<circle cx="640" cy="200" r="150" fill="${accent}" opacity=".18"/>`,
      `<rect x="48" y="96" width="120" height="8" rx="4" fill="${accent}"/>`,
      text,
      `<text x="48" y="${round(200 + lines.length * lineHeight)}" font-family="${FONT}" font-size="18" fill="${shade(accent, -0.3)}">${escapeXml(blog.tags.join(' · '))}</text>`,
      `<g transform="translate(650 200) scale(1.15)">${SHAPES[illustration](blog.title, accent)}</g>`,
    ].join(''),
    blog.title,
  );
}

/** The hero of a restaurant: its name and address over a row of its dishes. */
function mainImage(restaurant) {
  const accent = restaurant.appearance.primaryColor;
  const illustrations = [
    ...new Set(restaurant.categories.filter((category) => !category.extra).map((category) => category.illustration)),
  ].slice(0, 4);
  // Two dishes side by side, or up to four in a square.
  const places =
    illustrations.length <= 2
      ? [
          [1110, 300, 1.4],
          [1400, 300, 1.4],
        ]
      : [
          [1100, 180, 1.05],
          [1380, 180, 1.05],
          [1100, 430, 1.05],
          [1380, 430, 1.05],
        ];
  const dishes = illustrations
    .map((illustration, index) => {
      const [x, y, scale] = places[index] ?? [0, 0, 0];
      return `<g transform="translate(${x} ${y}) scale(${scale})">${SHAPES[illustration](`${restaurant.name} ${index}`, accent)}</g>`;
    })
    .join('');
  return svg(
    1600,
    600,
    [
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(accent, 0.85)}"/><stop offset=".55" stop-color="#fed7aa"/><stop offset="1" stop-color="${shade(accent, 0.25)}"/></linearGradient></defs>`,
      '<rect width="1600" height="600" fill="url(#bg)"/>',
      `<circle cx="1220" cy="300" r="280" fill="${accent}" opacity=".14"/>`,
      `<circle cx="160" cy="560" r="160" fill="${accent}" opacity=".1"/>`,
      // No text: the apps lay the restaurant's name over this picture in the guest's language.
      dishes,
    ].join(''),
    restaurant.name,
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
        `<g transform="translate(80 80) scale(.45)">${SHAPES.ticket(restaurant.name, shade(accent, 0.3))}</g>`,
        `<text x="300" y="${80 + 14}" font-family="${FONT}" font-size="${fittingFontSize(restaurant.name, 300, 44, 24)}" font-weight="800" fill="#ffffff" text-anchor="middle">${escapeXml(restaurant.name)}</text>`,
      ].join(''),
      restaurant.name,
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
    restaurant.name,
  );
}

// ---- writing ------------------------------------------------------------------------------

/** Every picture by its path under assets/images; one address drawn two ways is a naming clash. */
function collectPictures() {
  const pictures = new Map();
  const add = (url, content) => {
    const path = url.slice(IMAGES_URL_PREFIX.length);
    const existing = pictures.get(path);
    if (existing !== undefined && existing !== content) throw new Error(`Two different pictures for ${url}: rename one of the products`);
    pictures.set(path, content);
  };
  for (const restaurant of DEMO_RESTAURANTS) {
    const accent = restaurant.appearance.primaryColor;
    add(logoUrl(restaurant.slug), logo(restaurant));
    add(mainImageUrl(restaurant.slug), mainImage(restaurant));
    for (const category of restaurant.categories) {
      add(categoryImageUrl(restaurant.slug, category.name), dishCard(category.name, category.illustration, accent));
      for (const subcategory of category.subcategories) {
        for (const product of subcategory.products) {
          add(productImageUrl(product.name), dishCard(product.name, product.illustration ?? category.illustration, accent));
        }
      }
    }
    for (const blog of restaurant.content.blogs ?? []) add(blogImageUrl(blog.slug), blogCard(blog, accent));
  }
  return pictures;
}

const pictures = collectPictures();
for (const folder of FOLDERS) rmSync(join(OUTPUT, folder), { recursive: true, force: true });
let bytes = 0;
for (const [path, content] of pictures) {
  const file = join(OUTPUT, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  bytes += Buffer.byteLength(content);
}
process.stdout.write(`Wrote ${pictures.size} pictures (${Math.round(bytes / 1024)} KB) to ${OUTPUT}\n`);
