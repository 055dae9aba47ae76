// Small building blocks for the demo pictures: shapes as SVG strings, a seeded random sequence,
// colour mixing. Every picture is drawn on a 400 x 300 canvas with the dish around (200, 150), so
// a square crop (the menu's round previews) keeps the whole dish.

export const WIDTH = 400;
export const HEIGHT = 300;

/** FNV-1a: a stable number per text, so the pictures are the same on every run. */
export function hash(text) {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A seeded sequence of numbers in [0, 1). */
export function randomFrom(text) {
  let state = hash(text) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

/** Coordinates to whole pixels, sizes below 4 to a tenth: enough at any size the apps show. */
export const round = (value) => (Math.abs(value) < 4 ? Math.round(value * 10) / 10 : Math.round(value));

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex, amount) {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16));
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const attributes = (extra) => (extra ? ` ${extra}` : '');

export const circle = (cx, cy, r, fill, extra) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${attributes(extra)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra) =>
  `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${attributes(extra)}/>`;
export const rect = (x, y, width, height, rx, fill, extra) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="${round(rx)}" fill="${fill}"${attributes(extra)}/>`;
export const path = (d, fill, extra) => `<path d="${d}" fill="${fill}"${attributes(extra)}/>`;
/** A stroked path; the picture's root group rounds every line's caps and joins. */
export const line = (d, stroke, width, extra) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${attributes(extra)}/>`;
export const group = (transform, body) => `<g transform="${transform}">${body}</g>`;
export const rotate = (degrees, x, y) => `transform="rotate(${round(degrees)} ${round(x)} ${round(y)})"`;

/** The soft shadow a dish casts on the table. */
export const shadow = (cx, cy, rx, ry) => ellipse(cx, cy, rx, ry, '#3b2a1a', 'opacity=".13"');

/** `count` points spread over a disc of `radius` around (0, 0), each with a random third value. */
export function scatter(seed, count, radius, inner = 0.15) {
  const random = randomFrom(seed);
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2 + random() * 0.9;
    const distance = radius * (inner + random() * (1 - inner));
    return [round(Math.cos(angle) * distance), round(Math.sin(angle) * distance), random()];
  });
}

/** Repeats `draw(x, y, random)` over scattered points. */
export const sprinkle = (seed, count, radius, draw, inner) =>
  scatter(seed, count, radius, inner)
    .map(([x, y, random]) => draw(x, y, random))
    .join('');

/** A round plate seen from above, squashed to a three-quarter view; `food` is drawn around (0, 0). */
export function plate(food, { cx = 200, cy = 154, radius = 140, rim = '#ffffff', well = '#f6f3ee', squash = 0.62, scale = 1.25 } = {}) {
  return [
    shadow(cx + 4, cy + 12, radius + 6, (radius + 6) * squash),
    group(
      `translate(${cx} ${cy}) scale(1 ${squash})`,
      [
        circle(0, 0, radius, rim),
        circle(0, 0, radius * 0.76, well),
        circle(0, 0, radius * 0.76, 'none', `stroke="${shade(well, -0.06)}" stroke-width="3"`),
        scale === 1 ? food : group(`scale(${scale})`, food),
      ].join(''),
    ),
  ].join('');
}

/** A wooden board seen from above (round or long), squashed like a plate. */
export function board(food, { cx = 200, cy = 156, width = 250, height = 200, round: isRound = false, squash = 0.62 } = {}) {
  const wood = '#c68a52';
  const shape = isRound
    ? `${circle(0, 0, width / 2, shade(wood, -0.18))}${circle(0, -4, width / 2, wood)}${rect(width / 2 - 8, -12, 48, 24, 12, wood)}`
    : `${rect(-width / 2, -height / 2 + 6, width, height, 18, shade(wood, -0.18))}${rect(-width / 2, -height / 2, width, height, 18, wood)}`;
  const grain = line(
    `M${-width * 0.36} ${-height * 0.2}q${width * 0.2} -10 ${width * 0.4} 0t${width * 0.3} 4`,
    shade(wood, -0.1),
    3,
    'opacity=".6"',
  );
  return [
    shadow(cx + 4, cy + 14, width / 2 + 8, (isRound ? width / 2 : height / 2) * squash + 8),
    group(`translate(${cx} ${cy}) scale(1 ${squash})`, `${shape}${grain}${food}`),
  ].join('');
}

/** A deep bowl in three-quarter view; `surface` is drawn on the food's top, around (0, 0). */
export function bowl(surface, { cx = 200, cy = 128, width = 230, depth = 96, colour = '#ffffff', fill = '#e0b860', rim } = {}) {
  const half = width / 2;
  const rimColour = rim ?? shade(colour, -0.08);
  const body = `M${cx - half} ${cy}Q${cx - half + 6} ${cy + depth} ${cx} ${cy + depth + 6}Q${cx + half - 6} ${cy + depth} ${cx + half} ${cy}Z`;
  return [
    shadow(cx + 4, cy + depth + 4, half * 0.85, 16),
    path(body, colour),
    path(`M${cx + half * 0.2} ${cy + depth}Q${cx + half - 8} ${cy + depth * 0.85} ${cx + half} ${cy}Z`, shade(colour, -0.08)),
    ellipse(cx, cy, half, half * 0.32, rimColour),
    ellipse(cx, cy + 2, half - 10, half * 0.32 - 8, fill),
    group(`translate(${cx} ${cy + 2}) scale(1 .32)`, surface),
  ].join('');
}

/** A green leaf (basil, mint), pointing along `angle`. */
export function leaf(x, y, length, angle, colour = '#2f8a3b') {
  const half = length / 2;
  return group(
    `translate(${round(x)} ${round(y)}) rotate(${round(angle)})`,
    `${path(`M${-half} 0Q0 ${-length * 0.42} ${half} 0Q0 ${length * 0.42} ${-half} 0Z`, colour)}${line(`M${-half * 0.8} 0H${half * 0.7}`, shade(colour, 0.35), 1.4)}`,
  );
}

/** A citrus wheel (orange, lemon, lime) of radius `r`. */
export function citrus(x, y, r, peel, flesh) {
  const segments = Array.from({ length: 8 }, (_, index) => {
    const angle = (index / 8) * Math.PI * 2;
    return `M${round(x)} ${round(y)}L${round(x + Math.cos(angle) * r * 0.8)} ${round(y + Math.sin(angle) * r * 0.8)}`;
  }).join('');
  return `${circle(x, y, r, peel)}${circle(x, y, r * 0.84, flesh)}${line(segments, shade(flesh, 0.55), Math.max(1, r * 0.07))}${circle(x, y, r * 0.12, shade(flesh, 0.6))}`;
}

export const COLOURS = {
  tomato: '#d7352a',
  basil: '#2f8a3b',
  mozzarella: '#fbf6e8',
  cheese: '#f6d776',
  crust: '#e2a658',
  crustDark: '#c27f38',
  bread: '#e9b46a',
  breadDark: '#b9722c',
  lettuce: '#7fbf3f',
  orange: '#f28c28',
  lemon: '#f7d63b',
  lime: '#7cc242',
  chocolate: '#5a3221',
  cream: '#fff6e6',
};
