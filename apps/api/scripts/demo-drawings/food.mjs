// Dishes: pizza, burgers, pasta, soups, salads, plated mains, desserts, bakery, dips and sides.
// Each function takes the options of one product and returns the SVG body on the 400 x 300 canvas.
import {
  board,
  bowl,
  COLOURS,
  circle,
  ellipse,
  group,
  leaf,
  line,
  path,
  plate,
  rect,
  rotate,
  round,
  scatter,
  shade,
  shadow,
  sprinkle,
} from './primitives.mjs';

// ---- pizza ----------------------------------------------------------------------------------

const TOPPINGS = {
  basil: (x, y, r) => leaf(x, y, 20, r * 180, COLOURS.basil),
  mozzarella: (x, y, r) => ellipse(x, y, 15 + r * 5, 12, COLOURS.mozzarella),
  salami: (x, y) =>
    `${circle(x, y, 12, '#b3302b')}${circle(x - 4, y - 3, 2, '#f1c3b0')}${circle(x + 4, y + 3, 2, '#f1c3b0')}${circle(x + 3, y - 5, 1.6, '#f1c3b0')}`,
  spianata: (x, y) => `${circle(x, y, 11, '#8f1d17')}${circle(x - 3, y + 2, 2, '#e9a27f')}${circle(x + 4, y - 3, 1.8, '#e9a27f')}`,
  ham: (x, y, r) => rect(x - 12, y - 7, 24, 14, 5, '#f0a6a0', rotate(r * 90, x, y)),
  mushroom: (x, y, r) =>
    group(
      `translate(${x} ${y}) rotate(${round(r * 360)})`,
      `${path('M-11 2Q-11-11 0-11Q11-11 11 2Z', '#d9bd97', 'stroke="#9b7753" stroke-width="2"')}${rect(-3.5, 1, 7, 9, 2, '#e8d4b6', 'stroke="#9b7753" stroke-width="2"')}`,
    ),
  tuna: (x, y, r) => `${ellipse(x, y, 7, 5, '#b88c72', rotate(r * 180, x, y))}${ellipse(x + 7, y + 4, 5, 4, '#c9a088')}`,
  onion: (x, y) => circle(x, y, 8, 'none', 'stroke="#a2407f" stroke-width="3"'),
  pineapple: (x, y, r) =>
    path(`M${x - 8} ${y + 6}L${x} ${y - 9}L${x + 8} ${y + 6}Z`, '#f5cc35', `stroke="#e0a91c" stroke-width="1.5" ${rotate(r * 360, x, y)}`),
  olive: (x, y) => `${circle(x, y, 6, '#2b2624')}${circle(x, y, 2.2, '#6f8a3a')}`,
  chili: (x, y, r) => `${ellipse(x, y, 10, 3.6, '#e0261c', rotate(r * 180, x, y))}`,
  artichoke: (x, y, r) =>
    group(
      `translate(${x} ${y}) rotate(${round(r * 360)})`,
      `${path('M0-12Q10-2 0 12Q-10-2 0-12Z', '#8c9d4c')}${path('M0-7Q5 0 0 7Q-5 0 0-7Z', '#c8d08a')}`,
    ),
  truffle: (x, y, r) => `${ellipse(x, y, 10, 7, '#4a3729', rotate(r * 180, x, y))}${ellipse(x, y, 6, 3, '#7b6350', rotate(r * 180, x, y))}`,
  oyster: (x, y, r) =>
    `${ellipse(x, y, 13, 7, '#dcc39c', rotate(r * 180, x, y))}${line(`M${x - 8} ${y}H${x + 8}`, '#b5946b', 1.5, rotate(r * 180, x, y))}`,
  zucchini: (x, y) => `${circle(x, y, 10, '#3c7b31')}${circle(x, y, 7.5, '#d8e8a4')}`,
  pepper: (x, y, r) => rect(x - 10, y - 3, 20, 6, 3, r > 0.5 ? '#e63b2e' : '#f4c31f', rotate(r * 180, x, y)),
  garlic: (x, y, r) => ellipse(x, y, 5, 3.5, '#f6efd9', rotate(r * 180, x, y)),
  oregano: (x, y) => circle(x, y, 1.8, '#5d7a2a'),
  gorgonzola: (x, y) => `${ellipse(x, y, 13, 10, '#f4f1e4')}${circle(x - 3, y, 1.8, '#6a84a8')}${circle(x + 4, y + 3, 1.6, '#6a84a8')}`,
  parmesan: (x, y, r) => path(`M${x - 7} ${y - 5}L${x + 8} ${y - 2}L${x - 2} ${y + 6}Z`, '#f5e6b3', rotate(r * 360, x, y)),
  taleggio: (x, y, r) => rect(x - 9, y - 7, 18, 14, 3, '#f3d98d', rotate(r * 90, x, y)),
  oil: (x, y) => circle(x, y, 3, '#e8a11b', 'opacity=".75"'),
};

/** A whole pizza on a round board, seen from above; `toppings` is a list of [kind, count]. */
export function pizza({ seed, sauce = 'tomato', cheese = true, toppings = [] }) {
  const sauceColour = sauce === 'white' ? '#f3e4bb' : COLOURS.tomato;
  const cuts = line('M0-90V90M-78-45L78 45M-78 45L78-45', COLOURS.crustDark, 2.5, 'opacity=".35"');
  const layers = [
    circle(0, 0, 102, COLOURS.crustDark),
    circle(0, -3, 100, COLOURS.crust),
    circle(0, -3, 84, sauceColour),
    cheese ? sprinkle(`${seed}-cheese`, 9, 64, (x, y, r) => ellipse(x, y, 22 + r * 8, 16, '#f7dc86', 'opacity=".85"')) : '',
    ...toppings.map(([kind, count], index) => sprinkle(`${seed}-${kind}-${index}`, count, 68, TOPPINGS[kind], 0.12)),
    cuts,
  ];
  return board(layers.join(''), { width: 240, round: true, squash: 0.62 });
}

/** A calzone: a folded pizza, golden with a little sauce at its seam. */
export function calzone() {
  return board(
    [
      path('M-96 20Q-92-70 0-78Q92-70 96 20Q0 40-96 20Z', COLOURS.crustDark),
      path('M-92 14Q-88-66 0-72Q88-66 92 14Q0 32-92 14Z', COLOURS.crust),
      line('M-92 16Q0 36 92 16', '#c4562c', 5),
      sprinkle('calzone-blisters', 7, 50, (x, y) => ellipse(x, y - 20, 7, 4, '#c9863c', 'opacity=".7"')),
      leaf(20, -40, 22, 20),
      ellipse(60, -30, 6, 4, '#c9863c'),
    ].join(''),
    { width: 240, round: true, squash: 0.8 },
  );
}

// ---- burgers --------------------------------------------------------------------------------

/** Layers from bottom to top, each [height, drawing at (top y, width)]. */
const BURGER_LAYERS = {
  lettuce: [
    10,
    (y, w) =>
      path(
        `M${-w / 2 - 8} ${y + 6}${Array.from({ length: 8 }, (_, i) => `q${w / 16 + 1} ${i % 2 ? 10 : -6} ${w / 8 + 2} 0`).join('')}V${y + 10}H${-w / 2 - 8}Z`,
        '#7cc23f',
      ),
  ],
  tomato: [10, (y, w) => rect(-w / 2 + 6, y, w - 12, 10, 5, '#e0392c')],
  cheese: [
    8,
    (y, w) =>
      path(
        `M${-w / 2 - 4} ${y}H${w / 2 + 4}L${w / 2 - 10} ${y + 8}L${w / 4} ${y + 18}L${w / 8} ${y + 8}L${-w / 6} ${y + 14}L${-w / 3} ${y + 8}Z`,
        '#f7c52d',
      ),
  ],
  paleCheese: [
    8,
    (y, w) =>
      path(
        `M${-w / 2 - 2} ${y}H${w / 2 + 2}L${w / 2 - 12} ${y + 8}L${w / 5} ${y + 15}L${0} ${y + 8}L${-w / 3} ${y + 13}L${-w / 2 + 8} ${y + 8}Z`,
        '#f1dc9a',
      ),
  ],
  beef: [
    20,
    (y, w) =>
      `${rect(-w / 2, y, w, 20, 10, '#6b3a1f')}${sprinkle('beef', 9, 40, (x, yy) => circle(x * 2, y + 10 + yy / 5, 1.6, '#4a2713'))}`,
  ],
  thickBeef: [
    26,
    (y, w) =>
      `${rect(-w / 2 - 2, y, w + 4, 26, 12, '#5e3219')}${line(`M${-w / 2 + 10} ${y + 8}H${w / 2 - 10}`, '#7d4827', 3, 'opacity=".7"')}`,
  ],
  chicken: [
    22,
    (y, w) =>
      path(
        `M${-w / 2 - 6} ${y + 11}${Array.from({ length: 7 }, (_, i) => `q${w / 14 + 1} ${i % 2 ? -8 : -3} ${w / 7 + 2} 0`).join('')}Q${w / 2 + 10} ${y + 22} ${w / 2} ${y + 24}H${-w / 2}Q${-w / 2 - 10} ${y + 22} ${-w / 2 - 6} ${y + 11}Z`,
        '#d98f2e',
      ),
  ],
  halloumi: [
    16,
    (y, w) =>
      `${rect(-w / 2 + 4, y, w - 8, 16, 5, '#f3e7c6')}${line(`M${-w / 4} ${y + 2}l-10 12M0 ${y + 2}l-10 12M${w / 4} ${y + 2}l-10 12`, '#b98b52', 3)}`,
  ],
  veggie: [
    20,
    (y, w) =>
      `${rect(-w / 2, y, w, 20, 10, '#7a3b2a')}${sprinkle('veggie', 8, 40, (x, yy) => circle(x * 2, y + 10 + yy / 5, 2, '#9a5a3c'))}`,
  ],
  bacon: [
    10,
    (y, w) =>
      line(
        `M${-w / 2 - 6} ${y + 5}${Array.from({ length: 6 }, (_, i) => `q${w / 12 + 1} ${i % 2 ? 8 : -8} ${w / 6 + 2} 0`).join('')}`,
        '#a8432f',
        9,
      ),
  ],
  friedOnions: [8, (y, w) => sprinkle('onions', 12, w / 2, (x, yy) => line(`M${x} ${y + 4 + yy / 8}q5-6 10 0`, '#b8742e', 3.5), 0)],
  redOnion: [6, (y, w) => rect(-w / 2 + 10, y, w - 20, 6, 3, '#b4569a')],
  caramelOnion: [8, (y, w) => rect(-w / 2 + 4, y, w - 8, 8, 4, '#a86a2c')],
  pickles: [6, (y, w) => [-w / 3, 0, w / 3].map((x) => ellipse(x, y + 3, 14, 4, '#6d9a2e')).join('')],
  coleslaw: [
    10,
    (y, w) =>
      `${rect(-w / 2 + 2, y, w - 4, 10, 5, '#f1f4dc')}${line(`M${-w / 3} ${y + 5}h14M0 ${y + 4}h12M${w / 4} ${y + 6}h10`, '#98c15a', 2.5)}`,
  ],
  sauce: [
    5,
    (y, w) =>
      path(`M${-w / 2 + 2} ${y}H${w / 2 - 2}L${w / 4} ${y + 12}L${w / 8} ${y + 5}L${-w / 5} ${y + 11}L${-w / 3} ${y + 5}Z`, '#e9e0c2'),
  ],
  truffleMayo: [
    5,
    (y, w) =>
      `${path(`M${-w / 2 + 2} ${y}H${w / 2 - 2}L${w / 3} ${y + 10}L${w / 8} ${y + 5}L${-w / 4} ${y + 12}Z`, '#e8d7a6')}${circle(-w / 4, y + 4, 2, '#4a3729')}${circle(w / 5, y + 3, 2, '#4a3729')}`,
  ],
  bbq: [
    5,
    (y, w) =>
      path(`M${-w / 2 + 2} ${y}H${w / 2 - 2}L${w / 3} ${y + 12}L${w / 6} ${y + 5}L${-w / 5} ${y + 12}L${-w / 3} ${y + 5}Z`, '#6e2416'),
  ],
  sriracha: [4, (y, w) => line(`M${-w / 2 + 8} ${y + 2}q${w / 8} 6 ${w / 4} 0t${w / 4} 0t${w / 4} 0`, '#e2462b', 4)],
  hummus: [6, (y, w) => rect(-w / 2 + 6, y, w - 12, 6, 3, '#dcc08a')],
  grilledVeg: [10, (y, w) => `${rect(-w / 2 + 4, y, w / 2, 10, 5, '#e5542f')}${rect(0, y, w / 2 - 4, 10, 5, '#4f8a34')}`],
};

/** A burger from the side on a small board: bun, `layers` (bottom first), bun with seeds. */
export function burger({ layers, bun = '#e2a04a', seeds = '#fff3d6', flag = false }) {
  const width = 168;
  let y = 228;
  const drawn = [];
  drawn.push(path(`M-88 ${y - 22}H88Q90 ${y} 70 ${y}H-70Q-90 ${y} -88 ${y - 22}Z`, shade(bun, -0.08)));
  y -= 22;
  for (const name of layers) {
    const [height, draw] = BURGER_LAYERS[name];
    y -= height;
    drawn.push(draw(y, width));
  }
  const topY = y;
  const top = [
    path(`M-90 ${topY + 4}Q-92 ${topY - 74} 0 ${topY - 76}Q92 ${topY - 74} 90 ${topY + 4}Z`, bun),
    path(
      `M-70 ${topY - 30}Q-60 ${topY - 64} -10 ${topY - 68}`,
      'none',
      `stroke="${shade(bun, 0.35)}" stroke-width="7" stroke-linecap="round" opacity=".7"`,
    ),
    [
      [-44, -46],
      [-16, -58],
      [14, -56],
      [44, -44],
      [-28, -28],
      [2, -36],
      [30, -24],
      [60, -22],
      [-58, -20],
    ]
      .map(([x, dy]) => ellipse(x, topY + dy, 4.2, 2.4, seeds, rotate(x / 3, x, topY + dy)))
      .join(''),
    flag
      ? `${line(`M12 ${topY - 70}V${topY - 104}`, '#8a6a44', 3)}${path(`M12 ${topY - 104}L38 ${topY - 96}L12 ${topY - 88}Z`, '#2f7d4f')}`
      : '',
  ].join('');
  return [shadow(204, 232, 120, 14), ellipse(200, 228, 118, 16, '#c68a52'), group('translate(200 0)', `${drawn.join('')}${top}`)].join('');
}

// ---- pasta ----------------------------------------------------------------------------------

const PASTA_SHAPES = {
  spaghetti: (seed, colour) => sprinkle(seed, 16, 56, (x, y, r) => line(`M${x - 26} ${y}q13 ${-12 - r * 10} 26 0t26 0`, colour, 4.5), 0.05),
  tagliatelle: (seed, colour) => sprinkle(seed, 11, 54, (x, y, r) => line(`M${x - 28} ${y}q14 ${-14 - r * 8} 28 0t28 0`, colour, 9), 0.05),
  penne: (seed, colour) =>
    sprinkle(
      seed,
      18,
      60,
      (x, y, r) =>
        `${rect(x - 11, y - 5, 22, 10, 3, colour, rotate(r * 180, x, y))}${line(`M${x - 6} ${y - 3}v6M${x} ${y - 3}v6M${x + 6} ${y - 3}v6`, shade(colour, -0.2), 1.2, rotate(r * 180, x, y))}`,
      0.05,
    ),
  gnocchi: (seed, colour) =>
    sprinkle(
      seed,
      18,
      60,
      (x, y, r) =>
        `${ellipse(x, y, 10, 7, colour, rotate(r * 180, x, y))}${line(`M${x - 4} ${y - 4}v8M${x + 1} ${y - 5}v9M${x + 5} ${y - 4}v7`, shade(colour, -0.18), 1.2, rotate(r * 180, x, y))}`,
      0.05,
    ),
  tortellini: (seed, colour) =>
    sprinkle(
      seed,
      14,
      60,
      (x, y, r) => `${circle(x, y, 10, colour, rotate(r * 180, x, y))}${circle(x, y, 3.5, shade(colour, -0.2))}`,
      0.05,
    ),
  spaetzle: (seed, colour) => sprinkle(seed, 30, 66, (x, y) => line(`M${x - 7} ${y}q4-4 7 0t7 0`, colour, 5), 0.02),
};

/** Pasta on a deep plate: the shape, its sauce and what goes on top. */
export function pasta({ seed, shape = 'spaghetti', colour = '#f2ca63', sauce, sauceSize = 34, toppings = [] }) {
  const food = [
    ellipse(0, 0, 76, 70, shade(colour, -0.1)),
    PASTA_SHAPES[shape](seed, colour),
    sauce
      ? `${circle(0, -6, sauceSize, sauce)}${sprinkle(`${seed}-sauce`, 6, sauceSize - 6, (x, y) => circle(x, y - 6, 4, shade(sauce, -0.15)))}`
      : '',
    ...toppings.map(([kind, count], index) => sprinkle(`${seed}-${kind}-${index}`, count, 50, GARNISH[kind])),
  ].join('');
  return plate(food);
}

/** Käsespätzle in a small iron pan with fried onions. */
export function spaetzlePan() {
  const food = [
    PASTA_SHAPES.spaetzle('spaetzle', '#f4cf5c'),
    sprinkle('spaetzle-cheese', 8, 50, (x, y) => ellipse(x, y, 14, 9, '#f8e08e', 'opacity=".8"')),
    sprinkle('spaetzle-onions', 14, 44, GARNISH.friedOnion),
    sprinkle('spaetzle-chives', 10, 50, GARNISH.chives),
  ].join('');
  return [
    shadow(204, 174, 130, 60),
    rect(270, 138, 100, 16, 8, '#2d2a28', rotate(-8, 270, 146)),
    group(
      'translate(196 150) scale(1 .62)',
      `${circle(0, 0, 108, '#2d2a28')}${circle(0, 0, 96, '#3d3936')}${circle(0, 0, 88, '#e9b956')}${food}`,
    ),
  ].join('');
}

// ---- garnishes used on several dishes ----------------------------------------------------

export const GARNISH = {
  parsley: (x, y) => `${circle(x, y, 3, '#3f8f3a')}${circle(x + 3, y + 2, 2.4, '#4fa144')}`,
  basil: (x, y, r) => leaf(x, y, 20, r * 180),
  pepper: (x, y) => circle(x, y, 1.6, '#2b2420'),
  parmesan: (x, y, r) => path(`M${x - 8} ${y - 4}L${x + 9} ${y - 2}L${x - 1} ${y + 6}Z`, '#f7eabf', rotate(r * 360, x, y)),
  guanciale: (x, y, r) => rect(x - 5, y - 5, 10, 10, 2, '#d98b74', rotate(r * 90, x, y)),
  salmon: (x, y, r) =>
    `${rect(x - 10, y - 5, 20, 10, 4, '#f48d5b', rotate(r * 180, x, y))}${line(`M${x - 6} ${y}h12`, '#fbc7a5', 1.5, rotate(r * 180, x, y))}`,
  dill: (x, y, r) => line(`M${x} ${y}l8-6M${x + 3} ${y - 2}l1-7M${x + 5} ${y - 4}l6 0`, '#4f9a3b', 1.6, rotate(r * 360, x, y)),
  pineNut: (x, y, r) => ellipse(x, y, 3.5, 2, '#f2dca0', rotate(r * 180, x, y)),
  greenBean: (x, y, r) => rect(x - 12, y - 2.5, 24, 5, 2.5, '#4f9a34', rotate(r * 180, x, y)),
  potato: (x, y, r) => rect(x - 6, y - 6, 12, 12, 3, '#f3d98e', rotate(r * 90, x, y)),
  walnut: (x, y, r) => `${ellipse(x, y, 7, 5, '#9a6a3c', rotate(r * 180, x, y))}${line(`M${x - 4} ${y}h8`, '#6e4524', 1.5)}`,
  ham: (x, y, r) => rect(x - 6, y - 3, 12, 6, 2, '#f09c96', rotate(r * 180, x, y)),
  spinach: (x, y, r) => leaf(x, y, 16, r * 180, '#2f6b2a'),
  chives: (x, y, r) => line(`M${x} ${y}l${round(4 + r * 4)} -3`, '#3f9a3a', 2),
  friedOnion: (x, y, r) => line(`M${x} ${y}q4-5 8 0`, '#a9651f', 3, rotate(r * 180, x, y)),
  tomatoDice: (x, y, r) => rect(x - 4, y - 4, 8, 8, 2, '#dc3b2c', rotate(r * 90, x, y)),
  crouton: (x, y, r) => rect(x - 6, y - 6, 12, 12, 3, '#dba24f', rotate(r * 90, x, y)),
  chili: (x, y, r) => ellipse(x, y, 2.6, 1.4, '#d4261c', rotate(r * 180, x, y)),
  seed: (x, y, r) => ellipse(x, y, 4, 2.2, '#3f5a2a', rotate(r * 180, x, y)),
  caper: (x, y) => circle(x, y, 3, '#5c6e2e'),
  rucola: (x, y, r) => path(`M${x - 12} ${y}l4-4l3 3l3-5l3 4l3-4l3 5l-3 3Z`, '#3c7f2c', rotate(r * 180, x, y)),
};

// ---- soups and bowls --------------------------------------------------------------------

/** A soup in a deep bowl: its colour, a swirl of cream and a garnish. */
export function soup({ seed, colour, swirl = '#fff4e0', garnish = [], bowlColour = '#ffffff' }) {
  const surface = [
    swirl ? line('M-40 0q20-30 40 0t40 0', swirl, 8) : '',
    ...garnish.map(([kind, count], index) => sprinkle(`${seed}-${kind}-${index}`, count, 70, GARNISH[kind])),
  ].join('');
  return [steam(168, 70), bowl(surface, { width: 240, depth: 92, colour: bowlColour, fill: colour })].join('');
}

/** Wisps of steam rising from (x, y). */
export function steam(x, y) {
  return line(
    `M${x} ${y}q-8-12 0-24t0-24M${x + 32} ${y - 4}q-8-12 0-24t0-24M${x + 64} ${y}q-8-12 0-24t0-24`,
    '#ffffff',
    5,
    'opacity=".85"',
  );
}

/** The curry: rice on one side of a plate, curry with vegetables on the other. */
export function curry() {
  const food = [
    ellipse(-38, -6, 46, 40, '#fbfaf4'),
    sprinkle('rice', 26, 38, (x, y) => ellipse(x - 38, y - 6, 3.2, 1.8, '#ece7d8')),
    ellipse(34, 6, 54, 48, '#d9542a'),
    sprinkle('curry-broccoli', 5, 36, (x, y) => `${circle(x + 34, y + 6, 7, '#3f8f3a')}${circle(x + 38, y + 2, 5, '#4fa144')}`),
    sprinkle('curry-carrot', 5, 36, (x, y) => circle(x + 34, y + 6, 5, '#f59b2a')),
    sprinkle('curry-pepper', 4, 36, (x, y, r) => rect(x + 28, y + 4, 14, 5, 2.5, '#f4d23a', rotate(r * 180, x + 34, y + 6))),
    leaf(-20, -30, 18, 30, '#3f9a3a'),
    ellipse(0, 40, 20, 4, '#f7f0c5'),
  ].join('');
  return plate(food);
}

// ---- salads ---------------------------------------------------------------------------------

const SALAD_ITEMS = {
  lettuce: (x, y, r) => leaf(x, y, 34, r * 180, r > 0.5 ? '#6db33f' : '#8fcb4a'),
  romaine: (x, y, r) => leaf(x, y, 46, r * 180, r > 0.5 ? '#9ccd5a' : '#bfe07a'),
  rucola: (x, y, r) => GARNISH.rucola(x, y, r),
  spinach: (x, y, r) => leaf(x, y, 24, r * 180, '#2f6b2a'),
  cabbage: (x, y, r) => line(`M${x - 12} ${y}q12-6 24 0`, r > 0.3 ? '#eef1d6' : '#d9e6b0', 4, rotate(r * 180, x, y)),
  carrot: (x, y, r) => line(`M${x - 9} ${y}h18`, '#f39a2c', 3.2, rotate(r * 180, x, y)),
  tomato: (x, y) => `${circle(x, y, 9, '#e0392c')}${circle(x - 3, y - 3, 2.5, '#f57b6c')}`,
  tomatoWedge: (x, y, r) => path(`M${x - 10} ${y}A10 10 0 0 1 ${x + 10} ${y}Z`, '#e0392c', rotate(r * 180, x, y)),
  cucumber: (x, y) => `${circle(x, y, 8, '#4b8a2f')}${circle(x, y, 6.5, '#d6eaa4')}`,
  olive: (x, y) => `${ellipse(x, y, 6, 5, '#3a2a3a')}${circle(x, y, 1.8, '#6f5060')}`,
  feta: (x, y, r) => rect(x - 8, y - 8, 16, 16, 2, '#fbfbf4', rotate(r * 40, x, y)),
  redOnion: (x, y) => circle(x, y, 7, 'none', 'stroke="#a2407f" stroke-width="2.5"'),
  pepperStrip: (x, y, r) => rect(x - 10, y - 3, 20, 6, 3, '#5aa03a', rotate(r * 180, x, y)),
  crouton: GARNISH.crouton,
  parmesan: GARNISH.parmesan,
  pineNut: GARNISH.pineNut,
  chicken: (x, y, r) => rect(x - 13, y - 5, 26, 10, 5, '#d9a05a', rotate(r * 180, x, y)),
  quinoa: (x, y) => circle(x, y, 2.2, '#e6d3a4'),
  avocado: (x, y, r) =>
    `${ellipse(x, y, 14, 9, '#a7c957', rotate(r * 180, x, y))}${ellipse(x, y, 10, 6, '#d7e7a0', rotate(r * 180, x, y))}`,
  edamame: (x, y) => circle(x, y, 5, '#7ac74f'),
  sesame: (x, y) => ellipse(x, y, 1.8, 1, '#fffaf0'),
  apple: (x, y, r) =>
    path(`M${x - 11} ${y}A11 11 0 0 1 ${x + 11} ${y}Z`, '#f6e7b5', `stroke="#c9392c" stroke-width="2.5" ${rotate(r * 180, x, y)}`),
  berry: (x, y, r) => circle(x, y, 5, r > 0.5 ? '#c2185b' : '#3f3d8f'),
  oats: (x, y, r) => ellipse(x, y, 4, 2.4, '#e4cf9c', rotate(r * 180, x, y)),
};

/** A salad in a bowl: `items` is a list of [kind, count, radius]. */
export function salad({ seed, base = '#8fcb4a', items, bowlColour = '#ffffff', width = 240 }) {
  const surface = items
    .map(([kind, count, radius = 80], index) => sprinkle(`${seed}-${kind}-${index}`, count, radius, SALAD_ITEMS[kind], 0.05))
    .join('');
  return bowl(surface, { width, depth: 84, colour: bowlColour, fill: base });
}

/** Caprese: tomato and mozzarella slices in a ring on a plate, basil and balsamic. */
export function caprese() {
  const slices = Array.from({ length: 10 }, (_, index) => {
    const angle = (index / 10) * Math.PI * 2;
    const x = Math.cos(angle) * 58;
    const y = Math.sin(angle) * 58;
    return index % 2
      ? circle(x, y, 22, '#e0392c', 'stroke="#b92a20" stroke-width="2"')
      : circle(x, y, 22, COLOURS.mozzarella, 'stroke="#ece4cc" stroke-width="2"');
  }).join('');
  return plate(
    `${slices}${sprinkle('caprese-basil', 6, 60, GARNISH.basil, 0.8)}${leaf(-6, 0, 26, 30)}${leaf(8, 4, 24, 120)}${sprinkle('caprese-balsamico', 8, 30, (x, y) => circle(x, y, 2.4, '#3b1e14'))}`,
  );
}

// ---- plated mains and starters ----------------------------------------------------------

/** A plate holding `items`: each [drawing function, x, y] around the plate's centre. */
export function platter(items, options) {
  return plate(items.join(''), options);
}

export const PIECES = {
  schnitzel: (x, y) =>
    `${path(`M${x - 62} ${y}Q${x - 58} ${y - 40} ${x - 10} ${y - 44}Q${x + 44} ${y - 46} ${x + 50} ${y - 6}Q${x + 52} ${y + 38} ${x - 4} ${y + 40}Q${x - 60} ${y + 40} ${x - 62} ${y}Z`, '#d99434')}${sprinkle('schnitzel-crumbs', 18, 40, (px, py) => circle(x + px - 6, y + py, 2.4, '#b8741f'))}`,
  lemon: (x, y) =>
    `${path(`M${x - 16} ${y}A16 16 0 0 1 ${x + 16} ${y}Z`, '#f7d63b')}${path(`M${x - 12} ${y - 1}A12 12 0 0 1 ${x + 12} ${y - 1}Z`, '#fdf0a0')}`,
  potatoes: (x, y) =>
    [
      [-12, 0],
      [10, -6],
      [6, 14],
      [-8, 18],
    ]
      .map(([px, py]) => `${ellipse(x + px, y + py, 12, 10, '#f2cf6a')}${circle(x + px - 2, y + py - 3, 2, '#3f8f3a')}`)
      .join(''),
  roulade: (x, y) =>
    `${ellipse(x, y, 46, 30, '#6f3a20')}${ellipse(x - 30, y, 14, 26, '#8f5634')}${circle(x - 30, y, 8, '#5b2e17')}${line(`M${x - 6} ${y - 30}v60M${x + 18} ${y - 28}v56`, '#e8dcc0', 2.5)}${path(`M${x - 40} ${y + 24}Q${x} ${y + 44} ${x + 40} ${y + 24}`, '#5b2a15', 'opacity=".8"')}`,
  redCabbage: (x, y) =>
    sprinkle('red-cabbage', 14, 26, (px, py, r) => line(`M${x + px - 8} ${y + py}q8-5 16 0`, r > 0.5 ? '#7b2d6b' : '#9a3d86', 4.5)),
  dumpling: (x, y) => `${circle(x, y, 20, '#f1e6c8')}${circle(x - 6, y - 6, 5, '#fbf6e8')}`,
  currywurst: (x, y) =>
    `${[-36, -12, 12, 36].map((px) => `${ellipse(x + px, y, 13, 16, '#a2532e')}${ellipse(x + px, y, 9, 11, '#d8926a')}`).join('')}${path(`M${x - 54} ${y - 8}Q${x} ${y - 26} ${x + 54} ${y - 8}Q${x + 40} ${y + 14} ${x} ${y + 4}Q${x - 40} ${y + 14} ${x - 54} ${y - 8}Z`, '#c43a1e', 'opacity=".92"')}${sprinkle('curry-powder', 16, 40, (px, py) => circle(x + px, y + py / 3 - 6, 1.8, '#e9a42a'))}`,
  fries: (x, y) =>
    sprinkle('plate-fries', 11, 30, (px, py, r) =>
      rect(x + px - 18, y + py - 3, 36, 7, 2.5, r > 0.5 ? '#f6cd4c' : '#efbb35', rotate(r * 180, x + px, y + py)),
    ),
  salmon: (x, y) =>
    `${path(`M${x - 40} ${y - 16}Q${x} ${y - 30} ${x + 42} ${y - 14}Q${x + 48} ${y + 12} ${x + 30} ${y + 22}Q${x - 10} ${y + 28} ${x - 42} ${y + 16}Q${x - 50} ${y} ${x - 40} ${y - 16}Z`, '#f08456')}${line(`M${x - 24} ${y - 16}q6 18 0 36M${x - 4} ${y - 20}q6 20 0 42M${x + 16} ${y - 18}q6 18 0 38`, '#fbd0b5', 3)}${path(`M${x - 40} ${y - 16}Q${x} ${y - 30} ${x + 42} ${y - 14}`, 'none', 'stroke="#b65a35" stroke-width="4"')}`,
  risotto: (x, y) =>
    `${ellipse(x, y, 58, 42, '#f5e6b5')}${sprinkle('risotto', 30, 44, (px, py) => ellipse(x + px, y + py * 0.7, 3, 1.8, '#eedc9f'))}${sprinkle('risotto-zest', 6, 30, (px, py) => circle(x + px, y + py, 2, '#f2c91d'))}`,
  asparagus: (x, y) =>
    [0, 12, 24].map((py) => `${rect(x - 40, y + py, 80, 7, 3.5, '#5b9c38')}${ellipse(x + 40, y + py + 3.5, 8, 5, '#3f7a28')}`).join(''),
  zander: (x, y) =>
    `${path(`M${x - 48} ${y - 10}Q${x} ${y - 34} ${x + 48} ${y - 10}Q${x + 46} ${y + 18} ${x} ${y + 20}Q${x - 46} ${y + 18} ${x - 48} ${y - 10}Z`, '#f6efe3')}${path(`M${x - 48} ${y - 10}Q${x} ${y - 34} ${x + 48} ${y - 10}Q${x} ${y - 22} ${x - 48} ${y - 10}Z`, '#b97a3e')}${line(`M${x - 20} ${y - 12}q4 14 0 28M${x + 8} ${y - 14}q4 14 0 30`, '#e6dccb', 2.5)}`,
  sauerkraut: (x, y) =>
    sprinkle('kraut', 16, 28, (px, py, r) => line(`M${x + px - 8} ${y + py}q8-4 16 0`, r > 0.5 ? '#efe3a4' : '#e4d68c', 3.5)),
  carpaccio: () =>
    `${Array.from({ length: 9 }, (_, index) => {
      const angle = (index / 9) * Math.PI * 2;
      return circle(Math.cos(angle) * 50, Math.sin(angle) * 50, 30, index % 2 ? '#c9283f' : '#d63a50', 'stroke="#f3a5b0" stroke-width="2"');
    }).join(
      '',
    )}${circle(0, 0, 34, '#d63a50')}${sprinkle('carpaccio-rucola', 9, 30, GARNISH.rucola, 0.05)}${sprinkle('carpaccio-parmesan', 8, 70, GARNISH.parmesan, 0.5)}`,
  vitello: () =>
    `${[
      [-40, -16],
      [0, -26],
      [40, -14],
      [-30, 22],
      [20, 22],
    ]
      .map(([x, y]) => ellipse(x, y, 34, 24, '#efd4c6', 'stroke="#dcb7a4" stroke-width="2"'))
      .join(
        '',
      )}${path('M-50 0Q-20-24 10-6Q40 10 56 -6Q50 26 10 24Q-30 30-50 0Z', '#e9d7a8')}${sprinkle('vitello-capers', 10, 50, GARNISH.caper, 0.1)}${PIECES.lemon(62, 30)}`,
  antipasti: () =>
    [
      [-56, -20, '#d3442f'],
      [-20, -40, '#f2a3a0'],
      [24, -36, '#e6a23c'],
      [56, -6, '#4b7d2d'],
    ]
      .map(([x, y, colour]) => ellipse(x, y, 26, 18, colour, 'stroke="#ffffff" stroke-width="1.5" opacity=".95"'))
      .join('') +
    sprinkle('antipasti-olives', 8, 26, (x, y) => `${ellipse(x - 30, y + 34, 6, 5, '#2b2624')}`) +
    [
      [20, 30],
      [44, 30],
      [32, 44],
    ]
      .map(([x, y]) => path(`M${x - 12} ${y + 8}L${x} ${y - 10}L${x + 12} ${y + 8}Z`, '#f3e1a0'))
      .join('') +
    sprinkle('antipasti-salami', 4, 20, (x, y) => `${circle(x + 58, y + 24, 11, '#a8302a')}${circle(x + 55, y + 22, 2, '#f1c3b0')}`),
  lasagne: (x, y) =>
    [
      rect(x - 56, y - 40, 112, 84, 8, '#f3d07a'),
      rect(x - 56, y - 40, 112, 16, 8, '#d9582e'),
      sprinkle('lasagne-cheese', 8, 40, (px) => ellipse(x + px, y - 36, 12, 5, '#f7c33f')),
      line(`M${x - 52} ${y - 6}H${x + 52}M${x - 52} ${y + 18}H${x + 52}`, '#c24a24', 7),
      line(`M${x - 52} ${y + 6}H${x + 52}M${x - 52} ${y + 30}H${x + 52}`, '#fbf0cf', 5),
      leaf(x + 20, y - 46, 20, -20),
    ].join(''),
  scrambled: (x, y) =>
    `${sprinkle('ruehrei', 12, 30, (px, py, r) => ellipse(x + px, y + py, 16 + r * 6, 12, r > 0.5 ? '#fbd84a' : '#f7e27c'))}${sprinkle('ruehrei-chives', 12, 30, (px, py, r) => GARNISH.chives(x + px, y + py, r))}`,
  zopf: (x, y) => [-24, 0, 24].map((px) => ellipse(x + px, y, 16, 13, '#d48b3a', 'stroke="#b3692a" stroke-width="2"')).join(''),
  cheeseWedge: (x, y, colour = '#f3d98d', rind = '#d8a64a') =>
    `${path(`M${x - 28} ${y + 14}L${x + 26} ${y - 18}L${x + 30} ${y + 14}Z`, colour)}${line(`M${x + 26} ${y - 18}L${x + 30} ${y + 14}`, rind, 5)}${circle(x + 10, y + 6, 3, shade(colour, -0.1))}`,
  fig: (x, y) =>
    `${circle(x, y, 13, '#6b2f5a')}${path(`M${x - 10} ${y}A10 10 0 0 0 ${x + 10} ${y}Z`, '#e0607e')}${sprinkle('fig', 5, 7, (px, py) => circle(x + px, y + Math.abs(py) + 2, 1.2, '#f7e1a0'))}`,
  walnut: (x, y) => `${ellipse(x, y, 10, 8, '#a7733f')}${line(`M${x - 6} ${y}h12M${x} ${y - 6}v12`, '#7a4f27', 1.5)}`,
  jam: (x, y) => `${rect(x - 14, y - 16, 28, 30, 6, '#b3123f')}${rect(x - 15, y - 22, 30, 8, 3, '#f1e3c8')}`,
  yoghurt: (x, y) =>
    `${circle(x, y, 18, '#ffffff', 'stroke="#e2ddd3" stroke-width="2"')}${circle(x, y, 14, '#f8f6f0')}${circle(x + 4, y - 2, 3, '#c2185b')}`,
  ham: (x, y) =>
    `${path(`M${x - 26} ${y}Q${x - 20} ${y - 20} ${x} ${y - 18}Q${x + 24} ${y - 14} ${x + 24} ${y + 4}Q${x} ${y + 16} ${x - 26} ${y}Z`, '#f2a8a3')}${line(`M${x - 16} ${y - 4}q14-8 30 0`, '#fbd6d2', 2.5)}`,
  croissant: (x, y) => group(`translate(${x} ${y}) scale(.45)`, CROISSANT_BODY('#e8a13d')),
};

// ---- desserts -------------------------------------------------------------------------------

/** A slice of layered cake from the side (tiramisu, carrot cake). */
export function layeredSlice({ layers, top, topping = '' }) {
  let y = 214;
  const drawn = [];
  for (const [height, colour] of layers) {
    y -= height;
    drawn.push(path(`M120 ${y + height}V${y}L280 ${y - 14}V${y + height - 14}Z`, colour));
    drawn.push(path(`M280 ${y - 14}L300 ${y - 6}V${y + height - 6}L280 ${y + height - 14}Z`, shade(colour, -0.15)));
  }
  const topFace = path(`M120 ${y}L280 ${y - 14}L300 ${y - 6}L140 ${y + 8}Z`, top);
  return [plate('', { cy: 210, radius: 132, squash: 0.32 }), drawn.join(''), topFace, topping].join('');
}

export function pannaCotta() {
  return [
    plate(
      sprinkle('panna-berries', 7, 80, (x, y, r) => circle(x, y + 10, 6, r > 0.5 ? '#c2185b' : '#e11d48'), 0.7),
      { cy: 196, squash: 0.42 },
    ),
    path('M140 200Q138 120 168 112H232Q262 120 260 200Z', '#fbf3df'),
    path('M140 200Q138 120 168 112H182Q160 130 162 200Z', '#ffffff', 'opacity=".7"'),
    ellipse(200, 114, 32, 8, '#fcf7ea'),
    path('M168 112Q200 96 232 112Q236 130 226 150Q220 132 206 140Q196 160 184 138Q172 150 166 132Z', '#c8102e'),
    path('M146 200Q200 220 254 200Q260 214 226 220Q180 226 146 214Z', '#c8102e', 'opacity=".85"'),
    leaf(208, 100, 18, -30),
  ].join('');
}

export function strudel() {
  return [
    plate(`${ellipse(10, 20, 66, 30, '#fbe6a2')}`, { cy: 170 }),
    path('M110 180Q106 120 150 110H300Q306 150 296 180Z', '#d99d4e'),
    ellipse(300, 146, 24, 36, '#c98a3e'),
    ellipse(300, 146, 17, 28, '#f3e2b0'),
    sprinkle('strudel-apple', 7, 14, (x, y) => rect(300 + x / 2 - 4, 146 + y - 4, 8, 8, 2, '#e9c86a')),
    sprinkle('strudel-sugar', 18, 70, (x, y) => circle(200 + x * 1.3, 128 + y / 3, 2.2, '#ffffff')),
    line('M130 140Q210 120 290 128', '#f1c683', 5, 'opacity=".7"'),
  ].join('');
}

export function lavaCake() {
  return [
    plate(
      sprinkle('lava-sugar', 14, 100, (x, y) => circle(x, y, 2, '#f5efe4'), 0.7),
      { cy: 186, squash: 0.45 },
    ),
    path('M132 196Q128 130 160 124H224Q252 130 248 196Z', '#4a2418'),
    ellipse(190, 124, 32, 9, '#5e2f1f'),
    path('M170 150Q176 178 162 200H214Q206 176 212 152Q190 162 170 150Z', '#7a3a22'),
    path('M186 160Q190 190 176 206Q196 214 214 204Q200 186 204 164Z', '#3a1a0f'),
    `${circle(284, 176, 26, '#fbf1d4')}${path('M258 180Q284 196 310 180Q310 200 284 200Q258 200 258 180Z', '#efe0b5')}`,
    leaf(290, 150, 16, -20, '#4f9a3b'),
    sprinkle('lava-sugar-top', 10, 26, (x, y) => circle(190 + x, 122 + y / 4, 1.6, '#ffffff')),
  ].join('');
}

/** A dessert in a glass (rote Grütze, sundae). */
export function dessertGlass({ layers, top }) {
  const clip = 'glass-cup';
  let y = 226;
  const drawn = layers.map(([height, colour]) => {
    y -= height;
    return rect(120, y, 160, height + 1, 0, colour);
  });
  return [
    shadow(204, 262, 70, 10),
    `<defs><clipPath id="${clip}"><path d="M128 110Q128 220 200 228Q272 220 272 110Z"/></clipPath></defs>`,
    path('M128 110Q128 220 200 228Q272 220 272 110Z', '#ffffff', 'opacity=".45"'),
    `<g clip-path="url(#${clip})">${drawn.join('')}</g>`,
    top,
    line('M128 110Q128 220 200 228Q272 220 272 110', '#ffffff', 3, 'opacity=".9"'),
    ellipse(200, 110, 72, 12, 'none', 'stroke="#ffffff" stroke-width="3" opacity=".9"'),
    rect(194, 228, 12, 26, 3, '#ffffff', 'opacity=".85"'),
    ellipse(200, 256, 40, 8, '#ffffff', 'opacity=".9"'),
    line('M142 130Q142 190 170 212', '#ffffff', 5, 'opacity=".6"'),
  ].join('');
}

export function iceScoops({ colours, bowlColour = '#ffffff', topping = '' }) {
  const scoops = [
    [-46, 0],
    [46, 0],
    [0, -28],
  ]
    .slice(0, colours.length)
    .map(
      ([x, y], index) =>
        `${circle(200 + x, 128 + y, 40, colours[index])}${circle(186 + x, 114 + y, 10, shade(colours[index], 0.4), 'opacity=".7"')}`,
    )
    .join('');
  return [
    shadow(204, 250, 110, 14),
    path('M96 150Q104 236 200 244Q296 236 304 150Z', bowlColour),
    path('M200 244Q296 236 304 150H270Q262 226 200 244Z', shade(bowlColour, -0.08)),
    scoops,
    ellipse(200, 150, 104, 12, shade(bowlColour, -0.04)),
    topping,
  ].join('');
}

export function spaghettiEis() {
  const noodles = sprinkle('eis-noodles', 22, 66, (x, y) => line(`M${200 + x - 20} ${142 + y / 3}q10-10 20 0t20 0`, '#fbf3d0', 5), 0.05);
  return [
    shadow(204, 250, 120, 14),
    ellipse(200, 220, 120, 30, '#ffffff'),
    ellipse(200, 216, 100, 22, '#eef3f7'),
    path('M110 200Q120 120 200 110Q280 120 290 200Z', '#fbf3d0'),
    noodles,
    path('M134 150Q170 120 230 130Q270 140 262 170Q230 150 200 172Q170 150 134 150Z', '#c8102e'),
    sprinkle('eis-chocolate', 16, 60, (x, y) => rect(200 + x - 3, 150 + y / 3 - 1.5, 7, 3, 1.5, '#fffaf0')),
    circle(230, 132, 8, '#d7263d'),
  ].join('');
}

export function macarons() {
  const colours = ['#f7a8c0', '#b7e0a5', '#f9dc7a', '#c9b3ec', '#a5d4f2', '#8b5a3c'];
  return [
    shadow(204, 232, 150, 20),
    rect(58, 172, 284, 56, 16, '#ffffff'),
    colours
      .map((colour, index) => {
        const x = 86 + index * 46;
        const y = 176 - (index % 2) * 14;
        return `${ellipse(x, y + 14, 22, 12, colour)}${rect(x - 20, y - 2, 40, 10, 4, shade(colour, 0.55))}${ellipse(x, y - 6, 22, 12, colour)}${ellipse(x - 6, y - 10, 8, 3, shade(colour, 0.45))}`;
      })
      .join(''),
  ].join('');
}

export function cookie() {
  return [
    plate('', { cy: 196, radius: 110, squash: 0.42 }),
    circle(200, 160, 64, '#e0a552'),
    circle(200, 156, 64, '#ecbb68'),
    path('M176 190V136L200 112L224 136V190Z', 'none', 'stroke="#c8893c" stroke-width="6" stroke-linejoin="round"'),
    line('M188 190V160H212V190M180 140H220', '#c8893c', 5),
    sprinkle('cookie-dots', 8, 56, (x, y) => circle(200 + x, 156 + y, 2, '#c8893c'), 0.85),
  ].join('');
}

// ---- bakery ---------------------------------------------------------------------------------

function CROISSANT_BODY(colour) {
  const dark = shade(colour, -0.22);
  return [
    path('M-110 30Q-120-10-84-30Q-60-80 0-84Q60-80 84-30Q120-10 110 30Q80 8 40 20Q0 34-40 20Q-80 8-110 30Z', colour),
    line('M-70-30Q-56 4-44 18M-30-66Q-18-20-14 24M18-68Q22-20 16 24M58-40Q52 0 42 20', dark, 6),
    line('M-40-60Q0-80 40-60', shade(colour, 0.35), 7, 'opacity=".7"'),
  ].join('');
}

export function croissant({ colour = '#e8a13d', glaze = false, nuts = false }) {
  return plate(
    group(
      'translate(0 8) scale(.7 1.12)',
      [
        CROISSANT_BODY(colour),
        glaze ? line('M-80-20l30 40M-50-50l40 60M-10-70l30 70M30-60l40 60', '#fff7e4', 4, 'opacity=".95"') : '',
        nuts ? sprinkle('nut-crumbs', 12, 60, (x, y) => circle(x, y - 30, 3, '#8a5a2e')) : '',
      ].join(''),
    ),
    { radius: 126 },
  );
}

export function cinnamonRoll() {
  const spiral = line(
    'M0 0m-4 0a4 4 0 1 1 8 0a12 12 0 1 1 -20 4a22 22 0 1 1 36 -6a34 34 0 1 1 -54 10a46 46 0 1 1 72 -10a58 58 0 1 1 -90 14',
    '#8c4a1e',
    7,
  );
  return plate(`${circle(0, 0, 76, '#e2a75a')}${spiral}${sprinkle('roll-sugar', 12, 60, (x, y) => circle(x, y, 2.5, '#fff4dc'))}`, {
    squash: 0.66,
  });
}

export function pretzel() {
  return board(
    [
      line('M-60 60Q-120 0-70-60Q-20-100 0-30Q20-100 70-60Q120 0 60 60M-50 40L40-20M50 40L-40-20', '#7a3b12', 28),
      line('M-60 60Q-120 0-70-60Q-20-100 0-30Q20-100 70-60Q120 0 60 60M-50 40L40-20M50 40L-40-20', '#a8571f', 20),
      sprinkle('pretzel-salt', 22, 90, (x, y) => rect(x - 2, y - 10 - 2, 5, 4, 1, '#ffffff'), 0.2),
    ].join(''),
    { width: 270, height: 210, squash: 0.78 },
  );
}

/** Toasted bread slices on a board with a topping on each. */
export function toasts({ count = 3, topping }) {
  const xs = count === 3 ? [-74, 0, 74] : [-40, 40];
  return board(
    xs
      .map((x, index) => {
        const y = index % 2 ? -10 : 6;
        return `${ellipse(x, y, 36, 44, '#b9722c')}${ellipse(x, y - 2, 30, 38, '#eac27a')}${topping(x, y - 2, index)}`;
      })
      .join(''),
    { width: 280, height: 190, squash: 0.66 },
  );
}

export function garlicBread() {
  const wedges = Array.from({ length: 8 }, (_, index) => {
    const from = (index / 8) * Math.PI * 2;
    const to = ((index + 1) / 8) * Math.PI * 2 - 0.06;
    return path(
      `M${round(Math.cos(from + 0.03) * 4)} ${round(Math.sin(from + 0.03) * 4)}L${round(Math.cos(from) * 96)} ${round(Math.sin(from) * 96)}A96 96 0 0 1 ${round(Math.cos(to) * 96)} ${round(Math.sin(to) * 96)}Z`,
      '#f1cf7e',
      'stroke="#d99a45" stroke-width="4"',
    );
  }).join('');
  return board(
    `${circle(0, 0, 104, '#d99a45')}${wedges}${sprinkle('garlic-herbs', 40, 86, (x, y) => circle(x, y, 2.2, '#3f8f3a'))}${sprinkle('garlic-butter', 8, 70, (x, y) => ellipse(x, y, 9, 6, '#fbe08a', 'opacity=".8"'))}`,
    { width: 240, round: true, squash: 0.62 },
  );
}

export function breadBasket() {
  return [
    shadow(204, 240, 130, 18),
    path('M80 150Q86 236 200 240Q314 236 320 150Z', '#b98146'),
    line('M90 170Q200 190 310 170M94 194Q200 214 306 194M106 216Q200 232 294 216', '#8f5d2c', 4),
    ellipse(130, 130, 44, 30, '#d99a45', rotate(-24, 130, 130)),
    ellipse(130, 130, 34, 22, '#f4dca4', rotate(-24, 130, 130)),
    ellipse(196, 120, 48, 32, '#c98a3e', rotate(8, 196, 120)),
    ellipse(196, 120, 38, 24, '#f4dca4', rotate(8, 196, 120)),
    ellipse(262, 132, 44, 30, '#d99a45', rotate(26, 262, 132)),
    ellipse(262, 132, 34, 22, '#f4dca4', rotate(26, 262, 132)),
    ellipse(200, 150, 124, 16, '#c89052'),
    ellipse(330, 226, 30, 12, '#ffffff'),
    ellipse(330, 222, 22, 8, '#b7d98b'),
    sprinkle('herb-butter', 6, 12, (x, y) => circle(330 + x, 222 + y / 2, 1.6, '#2f7d32')),
  ].join('');
}

export function avocadoToast() {
  return board(
    [
      path('M-100-60Q-104-86-70-84H70Q104-86 100-60V70Q100 84 84 84H-84Q-100 84-100 70Z', '#a8642a'),
      path('M-88-54Q-90-72-64-72H64Q90-72 88-54V62Q88 72 76 72H-76Q-88 72-88 62Z', '#e4b56b'),
      [-50, -20, 10, 40].map((x) => ellipse(x, 0, 16, 54, '#9cc25a', 'stroke="#5f8a2c" stroke-width="3"')).join(''),
      sprinkle('avo-feta', 9, 60, (x, y) => rect(x - 4, y - 4, 9, 9, 2, '#fbfbf4')),
      sprinkle('avo-chili', 14, 64, GARNISH.chili),
      `${ellipse(50, -10, 30, 26, '#fffdf5')}${circle(50, -12, 13, '#f6b21a')}`,
    ].join(''),
    { width: 250, height: 210, squash: 0.62 },
  );
}

export function flammkuchen() {
  return board(
    [
      path('M-120-70Q-124-84-100-84H100Q124-84 120-70L116 70Q116 82 100 82H-100Q-116 82-116 70Z', '#d99a45'),
      path('M-106-66H106L102 64H-102Z', '#f7f0dc'),
      sprinkle('flamm-onion', 14, 90, (x, y) => path(`M${x - 8} ${y * 0.7}q8-8 16 0`, 'none', 'stroke="#e8d6ef" stroke-width="3"'), 0.1),
      sprinkle('flamm-bacon', 16, 90, (x, y, r) => rect(x - 5, y * 0.7 - 4, 10, 8, 2, '#c9524a', rotate(r * 90, x, y * 0.7)), 0.1),
      sprinkle('flamm-brown', 10, 96, (x, y) => circle(x, y * 0.66, 5, '#d8a25e', 'opacity=".7"'), 0.6),
      sprinkle('flamm-chives', 12, 80, GARNISH.chives, 0.1),
    ].join(''),
    { width: 290, height: 210, squash: 0.62 },
  );
}

// ---- dips and sides -------------------------------------------------------------------------

/** A small ramekin of sauce, with a spoon and what the sauce is made from beside it. */
export function dip({ sauce, topping = '', side = '', ramekin = '#ffffff' }) {
  return [
    shadow(204, 230, 100, 18),
    path('M108 140Q110 224 200 230Q290 224 292 140Z', ramekin),
    path('M200 230Q290 224 292 140H262Q262 210 200 230Z', shade(ramekin, -0.08)),
    line('M116 170H284M122 196H278', shade(ramekin, -0.06), 3),
    ellipse(200, 140, 92, 28, shade(ramekin, 0.1)),
    ellipse(200, 142, 80, 22, sauce),
    line('M160 138q40-16 80 0', shade(sauce, 0.3), 6, 'opacity=".7"'),
    topping,
    side,
  ].join('');
}

export function fries({ colour = '#f6c94a', cone = '#d94c3d', herbs = false }) {
  const sticks = scatter(`fries-${colour}`, 14, 60, 0)
    .map(([x, , r]) =>
      rect(200 + x * 1.1 - 8, 66 + r * 30, 16, 100, 4, r > 0.5 ? colour : shade(colour, -0.1), rotate((r - 0.5) * 26, 200 + x, 160)),
    )
    .join('');
  return [
    shadow(204, 252, 90, 12),
    sticks,
    path('M122 140H278L258 252H142Z', cone),
    path('M122 140H278L274 162H126Z', shade(cone, -0.15)),
    herbs
      ? sprinkle(
          'fries-rosemary',
          10,
          56,
          (x, y, r) => line(`M${200 + x} ${96 + y / 2}l6 -8`, '#3f7a2c', 3, rotate(r * 90, 200 + x, 96 + y / 2)),
          0.1,
        )
      : '',
    herbs ? '' : sprinkle('fries-salt', 14, 56, (x, y) => rect(200 + x, 96 + y / 2, 3, 3, 1, '#ffffff'), 0.1),
  ].join('');
}

export function mozzarellaSticks() {
  const sticks = [
    [150, 150, -18],
    [200, 176, 10],
    [164, 204, -4],
    [236, 134, 24],
  ]
    .map(
      ([x, y, angle]) =>
        `${rect(x - 50, y - 13, 100, 26, 13, '#d88b2c', rotate(angle, x, y))}${sprinkle(`stick-${x}`, 10, 40, (px, py) => circle(x + px, y + py / 5, 2, '#b96d1c'), 0.1)}`,
    )
    .join('');
  return plate('', { cy: 170, radius: 130, squash: 0.5 }).concat(
    sticks,
    rect(236, 196, 60, 20, 10, '#d88b2c', rotate(20, 266, 206)),
    ellipse(300, 214, 12, 9, '#fdf7e2'),
    line('M300 214q14 4 20-8', '#fdf7e2', 6),
    `${ellipse(300, 140, 36, 20, '#ffffff')}${ellipse(300, 140, 28, 14, '#c7331f')}`,
  );
}

/** A slate with three cheeses seen from the side, grapes, a fig and walnuts. */
export function cheeseBoard() {
  const wedge = (x, y, width, height, colour, rind, holes = false) =>
    [
      path(`M${x} ${y}L${x + width} ${y - height}L${x + width + 26} ${y - height + 12}L${x + 26} ${y + 12}Z`, shade(colour, 0.25)),
      path(`M${x} ${y}L${x + 26} ${y + 12}V${y + 52}L${x} ${y + 40}Z`, shade(colour, -0.12)),
      path(`M${x + 26} ${y + 12}L${x + width + 26} ${y - height + 12}V${y - height + 52}L${x + 26} ${y + 52}Z`, colour),
      line(`M${x + width + 26} ${y - height + 12}V${y - height + 52}`, rind, 6),
      holes ? `${circle(x + 60, y + 26, 5, shade(colour, -0.15))}${circle(x + 90, y + 18, 4, shade(colour, -0.15))}` : '',
    ].join('');
  return [
    shadow(204, 206, 184, 16),
    path('M34 190L86 120H356L372 190Z', '#3b3f45'),
    path('M34 190H372V204H34Z', '#2a2d31'),
    wedge(70, 150, 90, 16, '#f3d06a', '#c98d2c', true),
    wedge(190, 136, 70, 12, '#fbf6e6', '#e2d7b8'),
    wedge(250, 168, 60, 12, '#eab64a', '#9a6420'),
    FRUIT_GRAPES(300, 130),
    `${circle(100, 190, 16, '#6b2f5a')}${path('M86 190A14 14 0 0 0 114 190Z', '#e0607e')}`,
    `${ellipse(146, 196, 12, 9, '#a7733f')}${line('M138 196h16', '#7a4f27', 2)}${ellipse(172, 200, 11, 8, '#b7834f')}`,
  ].join('');
}

const FRUIT_GRAPES = (x, y) =>
  [
    [0, 0],
    [-14, -6],
    [14, -6],
    [-7, 10],
    [7, 10],
    [0, 20],
  ]
    .map(([dx, dy]) => `${circle(x + dx, y + dy, 9, '#7a9a3a')}${circle(x + dx - 3, y + dy - 3, 2.5, '#c5dc8a')}`)
    .join('');

/** Swiss breakfast for two on a wooden board: croissants, braided bread, cheese, ham, jam, yoghurt. */
export function breakfastBoard() {
  return [
    shadow(204, 212, 186, 16),
    path('M22 196L70 118H342L380 196Z', '#c68a52'),
    path('M22 196H380V210H22Z', '#a8703e'),
    line('M90 140H320M70 170H350', '#b37a45', 3, 'opacity=".6"'),
    group('translate(112 142) scale(.42 .5)', CROISSANT_BODY('#e8a13d')),
    group('translate(126 176) scale(.36 .42)', CROISSANT_BODY('#dc9632')),
    [-22, 0, 22].map((dx) => ellipse(212 + dx, 128, 16, 12, '#d48b3a', 'stroke="#b3692a" stroke-width="2"')).join(''),
    path('M186 184L236 160L262 170L212 194Z', '#f6d98a'),
    path('M212 194L262 170V184L212 208Z', '#e0b85a'),
    path('M270 150Q280 134 300 138Q322 142 318 158Q300 168 270 150Z', '#f2a8a3'),
    line('M278 150q14-8 32 0', '#fbd6d2', 2.5),
    `${rect(322, 118, 34, 40, 7, '#b3123f')}${rect(320, 110, 38, 12, 4, '#f1e3c8')}`,
    `${ellipse(320, 180, 26, 12, '#ffffff')}${ellipse(320, 178, 20, 8, '#f8f6f0')}${circle(326, 177, 3, '#c2185b')}`,
  ].join('');
}
