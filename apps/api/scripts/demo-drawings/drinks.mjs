// Drinks: glasses filled to a level (wine, beer, cocktails, soft drinks), bottles, and the coffee
// bar's cups, each with what makes it recognisable (crema, latte art, foam, fruit on the rim).
import { circle, citrus, ellipse, group, leaf, line, path, rect, rotate, round, shade, shadow, sprinkle } from './primitives.mjs';

/** Glass outlines on the 400 x 300 canvas: the inside (what the drink fills), rim and stem. */
const GLASSES = {
  tumbler: { inside: 'M146 118L154 250Q156 258 166 258H234Q244 258 246 250L254 118Z', rim: [200, 118, 54], base: 258 },
  highball: { inside: 'M158 62L163 254Q164 262 174 262H226Q236 262 237 254L242 62Z', rim: [200, 62, 42], base: 262 },
  redWine: { inside: 'M136 58Q128 160 200 174Q272 160 264 58Z', rim: [200, 58, 64], stem: [174, 252] },
  whiteWine: { inside: 'M156 46Q148 146 200 162Q252 146 244 46Z', rim: [200, 46, 44], stem: [162, 252] },
  balloon: { inside: 'M128 64Q112 182 200 190Q288 182 272 64Z', rim: [200, 64, 72], stem: [190, 254] },
  pils: { inside: 'M162 40Q146 120 172 200L180 252H220L228 200Q254 120 238 40Z', rim: [200, 40, 38], base: 252 },
  wheat: { inside: 'M170 24Q156 104 178 168Q186 214 178 258H222Q214 214 222 168Q244 104 230 24Z', rim: [200, 24, 30], base: 258 },
  latte: { inside: 'M164 50L168 250Q169 258 178 258H222Q231 258 232 250L236 50Z', rim: [200, 50, 36], base: 258 },
};

/**
 * A glass of a drink: `layers` fill it from the bottom, each [height, colour] (the last one is the
 * top, e.g. foam). `ice`, `bubbles`, `garnish` (drawn over the glass) and `props` (beside it).
 */
export function glass({ shape, layers, ice = 0, bubbles = 0, garnish = '', inner = '', props = '', seed = shape }) {
  const { inside, rim, stem, base } = GLASSES[shape];
  const [rx, ry, rw] = rim;
  const bottom = stem ? stem[0] : base;
  const clip = `glass-${shape}`;
  let y = bottom;
  const fill = layers
    .map(([height, colour]) => {
      y -= height;
      return rect(100, y, 200, height + 1, 0, colour);
    })
    .join('');
  const surfaceY = y;
  const cubes = sprinkle(
    `${seed}-ice`,
    ice,
    30,
    (x, yy, r) =>
      rect(
        200 + x - 13,
        surfaceY + 14 + Math.abs(yy) * 1.4,
        26,
        24,
        5,
        '#ffffff',
        `opacity=".4" ${rotate(r * 40 - 20, 200 + x, surfaceY + 26)}`,
      ),
    0.1,
  );
  const fizz = sprinkle(
    `${seed}-bubbles`,
    bubbles,
    34,
    (x, yy) => circle(200 + x * 0.8, surfaceY + 20 + (yy + 34) * ((bottom - surfaceY - 30) / 68), 2.2, '#ffffff', 'opacity=".7"'),
    0,
  );
  const footY = stem ? stem[1] : base;
  return [
    shadow(204, footY + 4, stem ? 54 : 64, 9),
    props,
    `<defs><clipPath id="${clip}"><path d="${inside}"/></clipPath></defs>`,
    path(inside, '#ffffff', 'opacity=".35"'),
    `<g clip-path="url(#${clip})">${fill}${cubes}${fizz}${inner}${ellipse(rx, surfaceY, rw + 20, 6, '#ffffff', 'opacity=".25"')}</g>`,
    stem
      ? `${rect(196, stem[0] - 2, 8, stem[1] - stem[0], 3, '#ffffff', 'opacity=".8"')}${ellipse(200, stem[1], 44, 9, '#ffffff', 'opacity=".9"')}`
      : '',
    path(inside, 'none', 'stroke="#ffffff" stroke-width="3.5" opacity=".95"'),
    path(inside, 'none', 'stroke="#9aa7b0" stroke-width="1.2" opacity=".6"'),
    ellipse(rx, ry, rw, 7, 'none', 'stroke="#ffffff" stroke-width="3" opacity=".95"'),
    line(`M${rx - rw + 12} ${ry + 24}Q${rx - rw + 8} ${ry + 80} ${rx - rw + 22} ${ry + 120}`, '#ffffff', 6, 'opacity=".55"'),
    garnish,
  ].join('');
}

/** A bottle beside its drink: `glass` is a whole glass drawing, moved left to make room. */
export function bottle({ colour, liquid, cap = '#c8102e', label, x = 276, height = 200, neck = 46 }) {
  const top = 262 - height;
  const body = `M${x - 30} 262V${top + neck + 30}Q${x - 30} ${top + neck} ${x - 12} ${top + neck - 10}V${top + 8}H${x + 12}V${top + neck - 10}Q${x + 30} ${top + neck} ${x + 30} ${top + neck + 30}V262Z`;
  return [
    shadow(x + 4, 264, 40, 7),
    path(body, colour),
    liquid ? path(`M${x - 24} 256V${top + neck + 44}H${x + 24}V256Z`, liquid, 'opacity=".9"') : '',
    label ? rect(x - 30, top + neck + 60, 60, 50, 4, label) : '',
    rect(x - 14, top, 28, 14, 4, cap),
    line(`M${x - 20} ${top + neck + 40}V248`, '#ffffff', 5, 'opacity=".4"'),
  ].join('');
}

/** Fruit that tells a wine's aroma, set beside the glass. */
export const FRUIT = {
  pear: (x, y) =>
    `${path(`M${x} ${y - 34}Q${x + 10} ${y - 34} ${x + 10} ${y - 16}Q${x + 26} ${y} ${x + 22} ${y + 18}Q${x + 16} ${y + 32} ${x} ${y + 32}Q${x - 16} ${y + 32} ${x - 22} ${y + 18}Q${x - 26} ${y} ${x - 10} ${y - 16}Q${x - 10} ${y - 34} ${x} ${y - 34}Z`, '#c9c94a')}${line(`M${x} ${y - 34}l2-10`, '#6b4a2b', 3)}${leaf(x + 10, y - 42, 16, -30, '#5f9a3a')}`,
  apple: (x, y, colour = '#8cc63f') =>
    `${circle(x - 8, y, 24, colour)}${circle(x + 8, y, 24, colour)}${line(`M${x} ${y - 20}l2-12`, '#6b4a2b', 3)}${leaf(x + 12, y - 32, 16, -20, '#4f8a2e')}${ellipse(x - 10, y - 8, 6, 9, '#ffffff', 'opacity=".35"')}`,
  cherries: (x, y) =>
    `${line(`M${x - 14} ${y + 10}Q${x - 6} ${y - 30} ${x + 6} ${y - 40}M${x + 16} ${y + 14}Q${x + 14} ${y - 20} ${x + 6} ${y - 40}`, '#5f7a2c', 3)}${circle(x - 14, y + 16, 14, '#a3142b')}${circle(x + 16, y + 20, 14, '#8e1024')}${circle(x - 18, y + 11, 4, '#e06070', 'opacity=".7"')}${leaf(x + 14, y - 40, 18, -20, '#5f9a3a')}`,
  blackberries: (x, y) =>
    [
      [-14, 0],
      [12, 6],
      [-2, 20],
    ]
      .map(([dx, dy]) =>
        sprinkle(`bb${dx}`, 9, 10, (px, py) => circle(x + dx + px, y + dy + py, 5, '#2c1830'), 0).concat(
          circle(x + dx - 3, y + dy - 3, 2, '#7d5a8a'),
        ),
      )
      .join(''),
  lime: (x, y) => `${citrus(x, y, 22, '#5fa829', '#c7e67a')}`,
  nut: (x, y) =>
    `${ellipse(x, y, 14, 11, '#b07a45')}${line(`M${x - 10} ${y}h20`, '#7a4f27', 2)}${ellipse(x + 26, y + 8, 12, 10, '#c08a55')}`,
  grapes: (x, y, colour) =>
    [
      [0, 0],
      [-12, -6],
      [12, -6],
      [-6, 8],
      [6, 8],
      [0, 18],
      [-18, 6],
      [18, 6],
    ]
      .map(([dx, dy]) => circle(x + dx, y + dy, 8, colour))
      .join(''),
};

export function wine({ colour, white = false, fruit, level = 46 }) {
  return glass({
    shape: white ? 'whiteWine' : 'redWine',
    layers: [[level, colour]],
    props: fruit,
    garnish: '',
  });
}

// ---- coffee bar --------------------------------------------------------------------------

function saucer(y = 238, width = 86) {
  return `${shadow(204, y + 6, width + 6, 12)}${ellipse(200, y, width, 16, '#ffffff')}${ellipse(200, y - 2, width * 0.55, 8, '#eeeae4')}`;
}

/** A cup on a saucer: `width` of its rim, `height`, the drink's top drawn around (0, 0) on it. */
export function cup({ width = 120, height = 80, colour = '#ffffff', top, rimY = 150, saucerWidth, props = '' }) {
  const half = width / 2;
  const bottom = rimY + height;
  const body = `M${200 - half} ${rimY}H${200 + half}Q${200 + half - 4} ${bottom - 10} ${200 + half * 0.45} ${bottom}H${200 - half * 0.45}Q${200 - half + 4} ${bottom - 10} ${200 - half} ${rimY}Z`;
  return [
    saucer(bottom + 6, saucerWidth ?? half + 40),
    props,
    line(
      `M${200 + half - 6} ${rimY + 14}Q${200 + half + 30} ${rimY + 10} ${200 + half + 22} ${rimY + 36}Q${200 + half + 14} ${rimY + 54} ${200 + half * 0.72} ${rimY + height * 0.66}`,
      colour,
      10,
    ),
    path(body, colour),
    path(
      `M${200 + half * 0.1} ${bottom}H${200 + half * 0.45}Q${200 + half - 4} ${bottom - 10} ${200 + half} ${rimY}H${200 + half * 0.6}Q${200 + half * 0.5} ${bottom - 20} ${200 + half * 0.1} ${bottom}Z`,
      shade(colour, -0.07),
    ),
    ellipse(200, rimY, half, half * 0.22, shade(colour, -0.05)),
    group(`translate(200 ${rimY + 1}) scale(1 .22)`, top(half - 6)),
  ].join('');
}

export const CREMA = (radius) =>
  `${circle(0, 0, radius, '#a8642f')}${circle(0, 0, radius * 0.7, '#c07a3a')}${circle(-radius * 0.3, -radius * 0.2, radius * 0.2, '#d99a5a', 'opacity=".7"')}`;

export function heartArt(radius, milk = '#f6e7cf', coffee = '#9a5a2e', cocoa = false) {
  const r = radius;
  return [
    circle(0, 0, r, coffee),
    path(
      `M0 ${r * 0.55}C${-r * 0.9} ${-r * 0.05} ${-r * 0.55} ${-r * 0.75} 0 ${-r * 0.3}C${r * 0.55} ${-r * 0.75} ${r * 0.9} ${-r * 0.05} 0 ${r * 0.55}Z`,
      milk,
    ),
    cocoa ? sprinkle('cocoa', 24, r * 0.9, (x, y) => circle(x, y, 2.2, '#6b3a1f'), 0.5) : '',
  ].join('');
}

export function tulipArt(radius) {
  const r = radius;
  return [
    circle(0, 0, r, '#8a4f26'),
    ellipse(0, r * 0.38, r * 0.5, r * 0.22, '#f6e7cf'),
    ellipse(0, r * 0.05, r * 0.42, r * 0.2, '#f6e7cf'),
    ellipse(0, -r * 0.3, r * 0.34, r * 0.2, '#f6e7cf'),
    line(`M0 ${r * 0.7}V${-r * 0.45}`, '#8a4f26', r * 0.06),
  ].join('');
}

export function mug({ colour, top, props = '', rimY = 120, height = 110, speckles = false, rimColour }) {
  const body = `M140 ${rimY}H260V${rimY + height - 12}Q260 ${rimY + height} 248 ${rimY + height}H152Q140 ${rimY + height} 140 ${rimY + height - 12}Z`;
  return [
    shadow(204, rimY + height + 4, 90, 12),
    props,
    line(`M256 ${rimY + 24}H276Q296 ${rimY + 24} 296 ${rimY + 50}Q296 ${rimY + 80} 270 ${rimY + 82}H256`, colour, 12),
    path(body, colour),
    path(
      `M220 ${rimY}H260V${rimY + height - 12}Q260 ${rimY + height} 248 ${rimY + height}H226Q236 ${rimY + 50} 220 ${rimY}Z`,
      shade(colour, -0.08),
    ),
    speckles ? sprinkle('enamel', 18, 50, (x, y) => circle(200 + x, rimY + height / 2 + y / 1.2, 1.6, '#1e3a6e', 'opacity=".55"')) : '',
    rimColour ? `${rect(138, rimY + height - 8, 124, 8, 4, rimColour)}` : '',
    ellipse(200, rimY, 60, 13, rimColour ?? shade(colour, -0.05)),
    group(`translate(200 ${rimY + 1}) scale(1 .22)`, top(54)),
  ].join('');
}

/** Chai: cinnamon sticks and a star anise beside the mug. */
export const SPICES = [
  rect(70, 232, 80, 12, 6, '#9a5630', rotate(-12, 110, 238)),
  rect(76, 246, 80, 12, 6, '#b06638', rotate(-6, 116, 252)),
  group(
    'translate(320 246)',
    Array.from({ length: 8 }, (_, index) => path('M0 0L-5-18L0-22L5-18Z', '#6b3a1f', `transform="rotate(${index * 45})"`)).join('') +
      circle(0, 0, 4, '#8a4f26'),
  ),
].join('');

export function teapot() {
  return [
    shadow(124, 250, 70, 10),
    path('M68 190Q64 250 124 252Q184 250 180 190Q176 150 124 150Q72 150 68 190Z', '#3b4a4a'),
    line('M176 200Q206 186 212 160', '#3b4a4a', 10),
    line('M72 186Q44 190 52 220Q58 236 76 234', '#3b4a4a', 8),
    ellipse(124, 152, 36, 8, '#2d3838'),
    circle(124, 140, 7, '#2d3838'),
    sprinkle('teapot', 10, 40, (x, y) => circle(124 + x, 206 + y / 2, 2.4, '#4d5e5e')),
  ].join('');
}

export function paperCup() {
  return [
    shadow(204, 262, 64, 10),
    path('M150 86L164 258H236L250 86Z', '#f4efe6'),
    path('M155 140L160 210H240L245 140Z', '#b5895c'),
    path('M216 86H250L236 258H214Q226 170 216 86Z', '#e6dfd2'),
    rect(142, 72, 116, 18, 6, '#2f3b3a'),
    path('M152 72Q156 52 200 50Q244 52 248 72Z', '#3c4a49'),
    rect(182, 54, 36, 6, 3, '#1f2928'),
    steam(170, 40),
  ].join('');
}

function steam(x, y) {
  return line(
    `M${x} ${y}q-8-10 0-20t0-20M${x + 30} ${y - 4}q-8-10 0-20t0-20M${x + 60} ${y}q-8-10 0-20t0-20`,
    '#ffffff',
    5,
    'opacity=".85"',
  );
}

export { round as roundNumber, steam as coffeeSteam };
