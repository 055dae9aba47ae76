// One drawing per demo product, by its name: what a guest expects to see for that dish. A product
// without an entry here fails the generator, so a new demo product gets its own picture too.
import { bottle, CREMA, coffeeSteam, cup, FRUIT, glass, heartArt, mug, paperCup, SPICES, teapot, tulipArt, wine } from './drinks.mjs';
import {
  avocadoToast,
  breadBasket,
  breakfastBoard,
  burger,
  calzone,
  caprese,
  cheeseBoard,
  cinnamonRoll,
  cookie,
  croissant,
  curry,
  dessertGlass,
  dip,
  flammkuchen,
  fries,
  GARNISH,
  garlicBread,
  iceScoops,
  lavaCake,
  layeredSlice,
  macarons,
  mozzarellaSticks,
  PIECES,
  pannaCotta,
  pasta,
  pizza,
  platter,
  pretzel,
  salad,
  soup,
  spaetzlePan,
  spaghettiEis,
  strudel,
  toasts,
} from './food.mjs';
import { board, circle, citrus, ellipse, group, leaf, line, path, rect, rotate, shade, sprinkle } from './primitives.mjs';
import { birthdayCake, colouringBook, hoodie, ICONS, ticket, toteBag, tray, tShirt } from './things.mjs';

/** Table tones behind the dishes: warm for food, a little deeper for drinks so glass shows. */
export const TONES = {
  cream: '#f3e6d4',
  sage: '#e3ead6',
  blush: '#f4ddd5',
  sand: '#efe2c4',
  sky: '#d9e5ec',
  stone: '#e2dcd3',
  plum: '#e8d9e3',
  night: '#2f2a33',
};

const orangeSlice = (x, y, r = 22) => citrus(x, y, r, '#f28c28', '#fbb24a');
const lemonSlice = (x, y, r = 20) => citrus(x, y, r, '#f2c522', '#fbe68a');
const limeSlice = (x, y, r = 20) => citrus(x, y, r, '#5fa829', '#c7e67a');
const straw = (x1, y1, x2, y2, colour) => line(`M${x1} ${y1}L${x2} ${y2}`, colour, 7);
const mint = (x, y) =>
  `${leaf(x, y, 24, -40, '#3f9a3a')}${leaf(x + 14, y - 4, 20, 30, '#4fae45')}${leaf(x + 6, y - 14, 18, -100, '#3f9a3a')}`;

/** Each recipe: [tone, draw(), zoom (how much the drawing fills the picture, 1.18 unless given)]. */
export const RECIPES = {
  // ---- Demo Bistro: starters
  'Bruschetta Classica': [
    'cream',
    () =>
      toasts({
        topping: (x, y, i) =>
          `${sprinkle(`bru-${i}`, 9, 24, (px, py) => GARNISH.tomatoDice(x + px, y + py, (px + py) / 60))}${leaf(x + 4, y - 6, 16, 40 * i)}`,
      }),
  ],
  Knoblauchbrot: ['sand', () => garlicBread()],
  Tomatensuppe: [
    'sage',
    () =>
      soup({
        seed: 'tomato',
        colour: '#d23a22',
        swirl: '#fff2e2',
        garnish: [
          ['basil', 3],
          ['pepper', 10],
        ],
      }),
  ],
  Kürbiscremesuppe: [
    'stone',
    () => soup({ seed: 'pumpkin', colour: '#f08a1c', swirl: '#fff6e6', garnish: [['seed', 12]], bowlColour: '#2f3a3a' }),
  ],
  'Mozzarella-Sticks': ['blush', () => mozzarellaSticks()],
  'Carpaccio vom Rind': ['stone', () => platter([PIECES.carpaccio()], { radius: 126 })],
  'Vitello Tonnato': ['sage', () => platter([PIECES.vitello()], { rim: '#2d4a6b', well: '#f4f1ea' })],
  'Antipasti-Teller': ['cream', () => board(group('scale(1.2 1.5)', PIECES.antipasti()), { width: 300, height: 200 })],
  // ---- salads
  'Caesar Salad': [
    'sage',
    () =>
      salad({
        seed: 'caesar',
        base: '#b5d96a',
        items: [
          ['romaine', 10],
          ['chicken', 5, 60],
          ['crouton', 8, 70],
          ['parmesan', 8, 70],
        ],
      }),
  ],
  'Griechischer Bauernsalat': [
    'sky',
    () =>
      salad({
        seed: 'greek',
        base: '#8fcb4a',
        items: [
          ['lettuce', 6],
          ['tomatoWedge', 7],
          ['cucumber', 7],
          ['redOnion', 5],
          ['olive', 7],
          ['feta', 5, 50],
          ['pepperStrip', 4],
        ],
        bowlColour: '#2d5d8a',
      }),
  ],
  'Salat Caprese': ['blush', () => caprese()],
  'Rucola mit Parmesan': [
    'cream',
    () =>
      salad({
        seed: 'rucola',
        base: '#3c7f2c',
        items: [
          ['rucola', 16],
          ['tomato', 6, 70],
          ['parmesan', 10, 70],
          ['pineNut', 16],
        ],
      }),
  ],
  'Green-Goddess-Bowl': [
    'sand',
    () =>
      salad({
        seed: 'goddess',
        base: '#e6d3a4',
        items: [
          ['quinoa', 40, 90],
          ['spinach', 6, 80],
          ['avocado', 4, 50],
          ['edamame', 12, 70],
          ['cucumber', 4, 80],
          ['sesame', 20, 70],
        ],
        bowlColour: '#3f6f5a',
      }),
  ],
  'Kleiner gemischter Salat': [
    'sky',
    () =>
      salad({
        seed: 'mixed',
        base: '#8fcb4a',
        width: 200,
        items: [
          ['lettuce', 10],
          ['tomato', 3, 60],
          ['cucumber', 4, 70],
          ['carrot', 10, 70],
        ],
      }),
  ],
  Krautsalat: [
    'sage',
    () =>
      salad({
        seed: 'kraut',
        base: '#eef1d6',
        width: 210,
        items: [
          ['cabbage', 34, 90],
          ['carrot', 14, 80],
        ],
        bowlColour: '#c9592a',
      }),
  ],
  // ---- pizza
  'Pizza Margherita': [
    'sage',
    () =>
      pizza({
        seed: 'margherita',
        cheese: false,
        toppings: [
          ['mozzarella', 8],
          ['basil', 6],
        ],
      }),
  ],
  'Pizza Salami': ['cream', () => pizza({ seed: 'salami', toppings: [['salami', 10]] })],
  'Pizza Prosciutto e Funghi': [
    'stone',
    () =>
      pizza({
        seed: 'funghi',
        toppings: [
          ['ham', 6],
          ['mushroom', 8],
        ],
      }),
  ],
  'Pizza Tonno': [
    'sky',
    () =>
      pizza({
        seed: 'tonno',
        toppings: [
          ['tuna', 8],
          ['onion', 7],
        ],
      }),
  ],
  'Pizza Hawaii': [
    'sand',
    () =>
      pizza({
        seed: 'hawaii',
        toppings: [
          ['ham', 6],
          ['pineapple', 10],
        ],
      }),
  ],
  Calzone: ['blush', () => calzone()],
  'Pizza Quattro Formaggi': [
    'cream',
    () =>
      pizza({
        seed: 'formaggi',
        sauce: 'white',
        cheese: false,
        toppings: [
          ['mozzarella', 4],
          ['gorgonzola', 4],
          ['taleggio', 4],
          ['parmesan', 8],
        ],
      }),
  ],
  'Pizza Diavola': [
    'stone',
    () =>
      pizza({
        seed: 'diavola',
        toppings: [
          ['spianata', 9],
          ['chili', 8],
          ['oil', 8],
        ],
      }),
  ],
  'Pizza Capricciosa': [
    'sage',
    () =>
      pizza({
        seed: 'capricciosa',
        toppings: [
          ['ham', 4],
          ['mushroom', 5],
          ['artichoke', 5],
          ['olive', 6],
        ],
      }),
  ],
  'Trüffel-Pizza': [
    'plum',
    () =>
      pizza({
        seed: 'trueffel',
        sauce: 'white',
        toppings: [
          ['oyster', 7],
          ['truffle', 9],
        ],
      }),
  ],
  'Pizza Vegana': [
    'sage',
    () =>
      pizza({
        seed: 'vegana',
        cheese: false,
        toppings: [
          ['zucchini', 7],
          ['pepper', 8],
          ['basil', 3],
        ],
      }),
  ],
  'Pizza Marinara': [
    'sky',
    () =>
      pizza({
        seed: 'marinara',
        cheese: false,
        toppings: [
          ['garlic', 10],
          ['oregano', 40],
          ['oil', 6],
        ],
      }),
  ],
  // ---- pasta
  'Spaghetti Carbonara': [
    'stone',
    () =>
      pasta({
        seed: 'carbonara',
        colour: '#f3d477',
        sauce: '#f7e2a0',
        sauceSize: 40,
        toppings: [
          ['guanciale', 10],
          ['pepper', 24],
          ['parmesan', 4],
        ],
      }),
  ],
  'Spaghetti Bolognese': [
    'sage',
    () =>
      pasta({
        seed: 'bolognese',
        colour: '#f2ca63',
        sauce: '#9c3a1c',
        toppings: [
          ['parmesan', 5],
          ['basil', 1],
        ],
      }),
  ],
  'Penne Arrabbiata': [
    'sand',
    () =>
      pasta({
        seed: 'arrabbiata',
        shape: 'penne',
        colour: '#f0c25a',
        sauce: '#cf3a1e',
        sauceSize: 22,
        toppings: [
          ['parsley', 10],
          ['chili', 8],
        ],
      }),
  ],
  'Tagliatelle al Salmone': [
    'sky',
    () =>
      pasta({
        seed: 'salmone',
        shape: 'tagliatelle',
        colour: '#f6dc8c',
        toppings: [
          ['salmon', 8],
          ['dill', 8],
        ],
      }),
  ],
  'Pasta Pesto Genovese': [
    'cream',
    () =>
      pasta({
        seed: 'pesto',
        colour: '#8dbb4a',
        toppings: [
          ['greenBean', 5],
          ['potato', 5],
          ['pineNut', 14],
          ['basil', 2],
        ],
      }),
  ],
  'Gnocchi al Gorgonzola': [
    'plum',
    () =>
      pasta({
        seed: 'gnocchi',
        shape: 'gnocchi',
        colour: '#f2d98e',
        sauce: '#f5ecd0',
        sauceSize: 20,
        toppings: [
          ['walnut', 6],
          ['parsley', 6],
        ],
      }),
  ],
  'Lasagne al Forno': ['sand', () => platter([PIECES.lasagne(0, 0)])],
  'Tortellini alla Panna': [
    'blush',
    () =>
      pasta({
        seed: 'tortellini',
        shape: 'tortellini',
        colour: '#f4d27a',
        toppings: [
          ['ham', 8],
          ['spinach', 4],
          ['pepper', 10],
        ],
      }),
  ],
  // ---- burgers
  'Classic Cheeseburger': ['sky', () => burger({ layers: ['beef', 'cheese', 'pickles', 'tomato', 'lettuce'] })],
  'Bacon BBQ Burger': ['sand', () => burger({ layers: ['beef', 'cheese', 'bacon', 'friedOnions', 'bbq'], bun: '#c9782f' })],
  'Bistro Trüffelburger': [
    'plum',
    () => burger({ layers: ['caramelOnion', 'thickBeef', 'paleCheese', 'truffleMayo'], bun: '#b86a2a', seeds: '#3b2a20', flag: true }),
  ],
  'Crispy Chicken Burger': ['cream', () => burger({ layers: ['coleslaw', 'chicken', 'pickles', 'sriracha'] })],
  'Halloumi Burger': ['sage', () => burger({ layers: ['hummus', 'grilledVeg', 'halloumi', 'sauce'], bun: '#b98a4f', seeds: '#6b4a2b' })],
  'Beyond Veggie Burger': [
    'stone',
    () => burger({ layers: ['veggie', 'paleCheese', 'redOnion', 'tomato', 'lettuce'], bun: '#d9a25a', seeds: '#4b3b2b' }),
  ],
  // ---- mains
  'Wiener Schnitzel': ['cream', () => platter([PIECES.schnitzel(-20, 0), PIECES.potatoes(58, 8), PIECES.lemon(24, -30)])],
  Rinderroulade: ['stone', () => platter([PIECES.redCabbage(48, -20), PIECES.roulade(-18, 4), PIECES.dumpling(50, 30)], { scale: 1.4 })],
  'Currywurst mit Pommes': ['sand', () => platter([PIECES.fries(40, 14), PIECES.currywurst(-24, -8)], { well: '#fff9ef', scale: 1.3 })],
  'Gebratenes Lachsfilet': ['sky', () => platter([PIECES.risotto(0, 6), PIECES.asparagus(10, 22), PIECES.salmon(-6, -14)], { scale: 1.4 })],
  Zanderfilet: [
    'sage',
    () =>
      platter(
        [
          PIECES.sauerkraut(-30, 10),
          PIECES.zander(14, -4),
          `${sprinkle('zander-parsley', 8, 20, (x, y) => GARNISH.parsley(50 + x, 34 + y))}`,
        ],
        { rim: '#3a3f44', well: '#4a5057', scale: 1.55 },
      ),
  ],
  'Allgäuer Käsespätzle': ['cream', () => spaetzlePan()],
  'Thai-Gemüsecurry': ['plum', () => curry()],
  // ---- desserts
  Tiramisu: [
    'cream',
    () =>
      layeredSlice({
        layers: [
          [18, '#c79a62'],
          [22, '#f6ecd2'],
          [18, '#a8744a'],
          [24, '#f6ecd2'],
        ],
        top: '#6b3a1f',
        topping: sprinkle('tiramisu-cocoa', 16, 60, (x, y) => circle(210 + x * 1.2, 126 + y / 5, 2, '#4a2413')),
      }),
  ],
  'Panna Cotta': ['sky', () => pannaCotta()],
  Apfelstrudel: ['sand', () => strudel()],
  Schokoladenküchlein: ['blush', () => lavaCake()],
  'Rote Grütze': [
    'stone',
    () =>
      dessertGlass({
        layers: [
          [60, '#9b1030'],
          [20, '#b3173a'],
        ],
        top: `${ellipse(200, 124, 60, 14, '#fbefc4')}${sprinkle('gruetze', 8, 40, (x, y) => circle(200 + x, 120 + y / 5, 6, '#8a0f2b'))}${leaf(216, 110, 18, -30)}`,
      }),
  ],
  'Spaghetti-Eis': ['blush', () => spaghettiEis()],
  'Sorbet-Trio': ['sage', () => iceScoops({ colours: ['#f9e04b', '#f7a23a', '#e2456b'], topping: leaf(214, 84, 22, -30, '#3f9a3a') })],
  // ---- drinks
  'Coca-Cola 0,33 l': [
    'stone',
    () =>
      glass({
        shape: 'tumbler',
        layers: [[118, '#3a1a0c']],
        ice: 4,
        bubbles: 8,
        garnish: `${lemonSlice(252, 118, 20)}${straw(214, 60, 196, 200, '#d62828')}`,
        props: bottle({ colour: '#8a5a3a', liquid: '#2b1206', cap: '#d62828', label: '#d62828', x: 300, height: 180 }),
      }),
  ],
  'Apfelschorle 0,5 l': [
    'sage',
    () =>
      glass({
        shape: 'highball',
        layers: [[172, '#e8a93a']],
        bubbles: 16,
        ice: 2,
        props: FRUIT.apple(310, 230, '#d8402c'),
        garnish: `<path d="M222 60A20 20 0 0 1 262 60Z" fill="#f6e7b5" stroke="#c9392c" stroke-width="3"/>`,
      }),
  ],
  'Mineralwasser 0,75 l': [
    'sky',
    () =>
      glass({
        shape: 'tumbler',
        layers: [[120, '#dff1fb']],
        bubbles: 22,
        props: bottle({ colour: '#3f7fb5', liquid: '#cfe6f6', cap: '#1e3a5f', label: '#f4f8fb', x: 306, height: 210 }),
      }),
  ],
  'Hausgemachte Limonade': [
    'sand',
    () =>
      glass({
        shape: 'highball',
        layers: [[170, '#f8e27a']],
        ice: 4,
        bubbles: 10,
        inner: `${lemonSlice(188, 150, 18)}${lemonSlice(214, 214, 16)}`,
        garnish: `${mint(224, 56)}${straw(216, 30, 196, 200, '#f2c522')}`,
      }),
  ],
  'Pils vom Fass 0,5 l': [
    'stone',
    () =>
      glass({
        shape: 'pils',
        layers: [
          [168, '#f2b52b'],
          [44, '#fffaf0'],
        ],
        bubbles: 16,
      }),
  ],
  'Weißbier 0,5 l': [
    'sand',
    () =>
      glass({
        shape: 'wheat',
        layers: [
          [180, '#e99a2c'],
          [54, '#fff8ec'],
        ],
        bubbles: 10,
        props: lemonSlice(300, 240, 24),
      }),
  ],
  'Grauburgunder 0,2 l': ['sage', () => wine({ colour: '#f1dc8a', white: true, fruit: FRUIT.pear(302, 224) })],
  'Montepulciano 0,2 l': ['stone', () => wine({ colour: '#6e0f22', fruit: FRUIT.cherries(306, 222) })],
  'Aperol Spritz': [
    'sky',
    () =>
      glass({
        shape: 'balloon',
        layers: [[90, '#f2661f']],
        ice: 3,
        bubbles: 10,
        inner: orangeSlice(184, 150, 26),
        garnish: straw(232, 30, 206, 170, '#ffffff'),
      }),
  ],
  Hugo: [
    'sage',
    () =>
      glass({
        shape: 'balloon',
        layers: [[92, '#f1f2c6']],
        ice: 3,
        bubbles: 16,
        inner: `${limeSlice(220, 150, 20)}${leaf(180, 156, 22, 30, '#3f9a3a')}${leaf(196, 170, 20, -20, '#4fae45')}`,
        garnish: mint(190, 56),
      }),
  ],
  Mojito: [
    'sand',
    () =>
      glass({
        shape: 'highball',
        layers: [[176, '#e6f4d0']],
        ice: 6,
        inner: `${limeSlice(186, 210, 18)}${leaf(212, 176, 24, 40, '#3f9a3a')}${leaf(180, 150, 22, -30, '#4fae45')}${leaf(214, 230, 20, 10, '#3f9a3a')}`,
        garnish: `${mint(214, 50)}${straw(222, 20, 200, 200, '#16a34a')}`,
      }),
  ],
  Caipirinha: [
    'blush',
    () =>
      glass({
        shape: 'tumbler',
        layers: [[118, '#eef6dc']],
        ice: 6,
        inner: `${path('M166 240L186 214L204 244Z', '#6fb63a')}${path('M204 226L226 200L236 236Z', '#5fa829')}${path('M176 196L196 178L206 204Z', '#6fb63a')}`,
        garnish: `${limeSlice(246, 116, 22)}${straw(218, 64, 200, 200, '#1f2937')}`,
      }),
  ],
  'Gin Tonic': [
    'plum',
    () =>
      glass({
        shape: 'balloon',
        layers: [[96, '#eaf6f8']],
        ice: 4,
        bubbles: 18,
        inner: `${circle(172, 150, 18, '#4b8a2f')}${circle(172, 150, 15, '#d6eaa4')}${circle(210, 162, 5, '#3b3f7a')}${circle(222, 154, 5, '#3b3f7a')}${circle(216, 170, 5, '#3b3f7a')}`,
      }),
  ],
  // ---- menus and boxes
  Mittagsmenü: [
    'cream',
    () =>
      tray(
        `${group('translate(-6 52) scale(.56)', platter([PIECES.schnitzel(-20, 0), PIECES.potatoes(58, 8)]))}${group('translate(170 20) scale(.5)', glass({ shape: 'tumbler', layers: [[118, '#e8a93a']], ice: 2 }))}${group('translate(212 112) scale(.4)', pannaCotta())}`,
      ),
    1,
  ],
  'Familien-Box': [
    'sand',
    () =>
      `${path('M40 130L60 60H340L360 130Z', '#e8d2ad')}${rect(40, 130, 320, 120, 10, '#d9b98a')}${group('translate(10 46) scale(.52)', pizza({ seed: 'family-1', toppings: [['salami', 9]] }))}${group(
        'translate(182 46) scale(.52)',
        pizza({
          seed: 'family-2',
          cheese: false,
          toppings: [
            ['mozzarella', 7],
            ['basil', 5],
          ],
        }),
      )}${group('translate(68 118) scale(.5)', fries({}))}${group('translate(236 118) scale(.48)', glass({ shape: 'tumbler', layers: [[118, '#3a1a0c']], ice: 3 }))}`,
    1,
  ],
  'Burger-Menü': [
    'sky',
    () =>
      `${group('translate(-40 20) scale(.82)', burger({ layers: ['beef', 'cheese', 'tomato', 'lettuce'] }))}${group('translate(180 70) scale(.66)', fries({ cone: '#1d4ed8' }))}${group('translate(250 48) scale(.7)', glass({ shape: 'highball', layers: [[150, '#3a1a0c']], ice: 3, garnish: straw(216, 30, 196, 200, '#d62828') }))}`,
    1,
  ],
  // ---- extras
  'Ketchup-Dip': [
    'sand',
    () =>
      dip({
        sauce: '#c4241b',
        side: `${circle(86, 236, 18, '#e0392c')}${circle(80, 230, 5, '#f57b6c')}${leaf(88, 214, 14, 40, '#3f8f3a')}`,
      }),
  ],
  'Mayo-Dip': [
    'sky',
    () =>
      dip({
        ramekin: '#2f3a3a',
        sauce: '#fbf3d5',
        topping: line('M176 138q24-14 48 0', '#f2e4b0', 4),
        side: `${ellipse(316, 232, 18, 22, '#fbf7ea')}${ellipse(312, 224, 6, 8, '#ffffff')}`,
      }),
  ],
  Aioli: [
    'stone',
    () =>
      dip({
        ramekin: '#2d5d8a',
        sauce: '#f5e7b0',
        topping: sprinkle('aioli', 8, 20, (x, y) => GARNISH.parsley(200 + x, 140 + y / 3)),
        side: `${path('M304 250Q284 248 286 226Q290 206 306 196Q322 206 326 226Q328 248 304 250Z', '#f8f1e2')}${line('M306 196V186', '#b9a57a', 3)}${line('M306 204V246', '#e6dcc8', 2)}`,
      }),
  ],
  'BBQ-Dip': [
    'blush',
    () =>
      dip({
        ramekin: '#f3efe6',
        sauce: '#5e1f12',
        topping: line('M170 144q30-12 60 0', '#8a3a22', 4),
        side: `${rect(290, 210, 60, 8, 4, '#6b4a2b', rotate(-20, 320, 214))}${rect(284, 230, 60, 8, 4, '#6b4a2b', rotate(-10, 314, 234))}`,
      }),
  ],
  'Sour Cream': [
    'sage',
    () =>
      dip({
        ramekin: '#c9592a',
        sauce: '#fbfbf4',
        topping: sprinkle('sour', 16, 50, GARNISH.chives),
        side: line('M290 236l40-30M296 242l44-26M302 246l40-22', '#3f9a3a', 3),
      }),
  ],
  'Pommes frites': ['sky', () => fries({})],
  Süßkartoffelpommes: ['sage', () => fries({ colour: '#f08a2c', cone: '#2f3a3a', herbs: true })],
  Brotkorb: ['cream', () => breadBasket()],

  // ---- Café Zürich
  Espresso: ['stone', () => `${cup({ width: 90, height: 64, rimY: 166, saucerWidth: 86, top: CREMA })}${coffeeSteam(172, 150)}`],
  Cappuccino: ['sky', () => cup({ width: 150, height: 84, rimY: 140, top: (r) => heartArt(r, '#f6e7cf', '#9a5a2e', true) })],
  'Latte Macchiato': [
    'sand',
    () =>
      `${ellipse(200, 262, 70, 12, '#ffffff')}${glass({
        shape: 'latte',
        layers: [
          [96, '#fbf6ee'],
          [40, '#b87a46'],
          [24, '#d9a574'],
          [48, '#fffdf8'],
        ],
        garnish: line('M218 20L206 240', '#c0c0c0', 4),
      })}`,
  ],
  'Flat White': ['plum', () => cup({ width: 124, height: 72, rimY: 150, colour: '#2f3a3a', top: tulipArt })],
  'Chai Latte': [
    'cream',
    () =>
      mug({
        colour: '#c9784a',
        rimY: 110,
        top: (r) => `${circle(0, 0, r, '#d2a679')}${sprinkle('chai-cinnamon', 26, r * 0.8, (x, y) => circle(x, y, 2.4, '#8a4f26'))}`,
        props: SPICES,
      }),
  ],
  'Grüntee Sencha': [
    'sage',
    () =>
      `${teapot()}${group('translate(60 30)', cup({ width: 110, height: 70, rimY: 140, colour: '#e8efe6', top: (r) => `${circle(0, 0, r, '#b9c95e')}${circle(0, 0, r * 0.7, '#c9d775')}` }))}`,
  ],
  'Heisse Schokolade': [
    'blush',
    () =>
      `${mug({ colour: '#7a3a22', rimY: 128, height: 110, top: (r) => circle(0, 0, r, '#4a2413') })}${path('M144 130Q140 90 170 88Q176 60 204 62Q234 58 236 88Q262 92 256 130Z', '#fffaf0')}${line('M160 110q20-16 40 0t40 0', '#f1e6d2', 4)}${sprinkle('choc-shavings', 12, 40, (x, y) => rect(200 + x, 84 + y / 2, 7, 3, 1.5, '#5a3221'))}`,
  ],
  // ---- pastries
  Buttergipfeli: ['sky', () => croissant({})],
  Nussgipfel: ['cream', () => croissant({ colour: '#d08a36', glaze: true, nuts: true })],
  Zimtschnecke: ['sage', () => cinnamonRoll()],
  Rüeblitorte: [
    'sky',
    () =>
      layeredSlice({
        layers: [
          [36, '#d9883a'],
          [10, '#fbf3df'],
          [34, '#d9883a'],
        ],
        top: '#fbf3df',
        topping: `${path('M206 112L236 100L226 116Z', '#f28c28')}${leaf(238, 98, 14, -30, '#4f9a3b')}`,
      }),
  ],
  'Luxemburgerli (6 Stück)': ['stone', () => group('translate(0 -44)', macarons()), 1.3],
  // ---- breakfast
  Birchermüesli: [
    'sand',
    () =>
      salad({
        seed: 'bircher',
        base: '#efe4c8',
        width: 220,
        items: [
          ['oats', 30, 90],
          ['apple', 5, 60],
          ['berry', 12, 70],
        ],
        bowlColour: '#1d4ed8',
      }),
  ],
  'Rührei mit Zopf': ['sky', () => platter([PIECES.scrambled(-20, 0), PIECES.zopf(44, 26)], { scale: 1.5 })],
  'Avocado-Toast': ['stone', () => avocadoToast()],
  'Zmorge-Plättli für zwei': ['sage', () => breakfastBoard(), 1.05],
  // ---- cold drinks
  'Rivella Rot 5 dl': [
    'blush',
    () =>
      glass({
        shape: 'highball',
        layers: [[168, '#f0b43c']],
        ice: 3,
        bubbles: 18,
        props: `${ellipse(200, 264, 56, 8, '#d62828')}`,
        garnish: straw(218, 28, 198, 200, '#d62828'),
      }),
  ],
  'Valser Mineralwasser 5 dl': [
    'sage',
    () =>
      glass({
        shape: 'tumbler',
        layers: [[116, '#e4f3ec']],
        ice: 3,
        bubbles: 26,
        garnish: lemonSlice(250, 118, 22),
        props: bottle({ colour: '#2f7d5a', liquid: '#d2ecdf', cap: '#f4f4f4', label: '#f4f8fb', x: 304, height: 190 }),
      }),
  ],
  'Eistee hausgemacht': [
    'sand',
    () =>
      glass({
        shape: 'highball',
        layers: [[170, '#b8621e']],
        ice: 5,
        inner: `${path('M178 200A18 18 0 0 1 214 200Z', '#f6a55b')}${lemonSlice(210, 150, 16)}`,
        garnish: `${mint(226, 54)}${straw(214, 28, 196, 200, '#f6a55b')}`,
      }),
  ],

  // ---- Demo Events
  'Sommerfest im Hof – Tagesticket': ['sky', () => ticket({ colour: '#7c3aed', icon: ICONS.garland() })],
  'Jazzabend – Sitzplatz': ['night', () => ticket({ colour: '#1e3a8a', icon: ICONS.saxophone(), tilt: 6 })],
  'Festivalpass (3 Tage)': ['plum', () => ticket({ colour: '#be185d', icon: ICONS.wristband(), stripe: '#fde047' })],
  'Weinprobe: Junge Winzer aus Rheinhessen': ['sage', () => ticket({ colour: '#7f1d1d', icon: ICONS.wineTasting(), tilt: -4 })],
  'Pasta-Kochkurs': ['cream', () => ticket({ colour: '#c2410c', icon: ICONS.cooking(), tilt: 5 })],
  'Ausverkauft: Silvester-Gala': ['night', () => ticket({ colour: '#4c1d95', icon: ICONS.fireworks(), tilt: -3, stripe: '#fbbf24' })],
  'Gutschein für eine Weinprobe': ['blush', () => ticket({ colour: '#9d174d', icon: ICONS.voucher(), tilt: 4 })],
  'Familienkarte Kinderzirkus': ['sand', () => ticket({ colour: '#0f766e', icon: ICONS.circus() })],
  'Puppentheater – Gruppenticket': ['sky', () => ticket({ colour: '#b45309', icon: ICONS.puppets(), tilt: 7 })],
  'Laternen-Bastelnachmittag (Wochenende)': ['night', () => ticket({ colour: '#312e81', icon: ICONS.lantern(), tilt: -6 })],
  'Kindergeburtstag im Hof': ['sky', () => birthdayCake()],
  'Malbuch „Sommerfest“': ['sand', () => colouringBook()],
  'Festival-T-Shirt': [
    'stone',
    () => tShirt({ colour: '#7c3aed', emblem: `${circle(200, 150, 30, '#fde047')}${path('M176 176L200 140L224 176Z', '#ffffff')}` }),
  ],
  Kapuzenpullover: ['sage', () => hoodie({ colour: '#374151' })],
  Stoffbeutel: ['plum', () => toteBag()],
  'Emaille-Tasse': [
    'sky',
    () =>
      `${mug({ colour: '#f8fafc', rimY: 120, height: 104, speckles: true, rimColour: '#1e3a6e', top: (r) => circle(0, 0, r, '#3f2113') })}${coffeeSteam(168, 104)}`,
  ],

  // ---- Demo Tickets (museum)
  Erwachsene: ['sky', () => ticket({ colour: '#0f766e', icon: ICONS.adult() })],
  Ermäßigt: ['sand', () => ticket({ colour: '#0e7490', icon: ICONS.reduced(), tilt: 5 })],
  'Kinder (6-17 Jahre)': ['blush', () => ticket({ colour: '#15803d', icon: ICONS.child(), tilt: -4 })],
  Familienticket: ['sage', () => ticket({ colour: '#115e59', icon: ICONS.family(), tilt: 3 })],
  Laugenbrezel: ['stone', () => pretzel()],
  Museumskeks: ['sky', () => cookie()],
  'Bio-Apfelsaftschorle 0,33 l': [
    'sage',
    () =>
      glass({
        shape: 'tumbler',
        layers: [[112, '#e5a53a']],
        bubbles: 14,
        props: `${bottle({ colour: '#cfe3d4', liquid: '#e5a53a', cap: '#2f7d32', label: '#2f7d32', x: 306, height: 170 })}${FRUIT.apple(100, 236)}`,
      }),
  ],
  'Kaffee to go': ['stone', () => paperCup(), 1],

  // ---- Weinbar Demo
  'Riesling trocken, Mosel': ['sky', () => wine({ colour: '#f4eea0', white: true, fruit: FRUIT.lime(306, 236) })],
  'Grauburgunder, Baden': [
    'cream',
    () => wine({ colour: '#f0cf6e', white: true, level: 52, fruit: `${FRUIT.pear(300, 222)}${FRUIT.nut(92, 244)}` }),
  ],
  'Grüner Veltliner, Wachau': ['sage', () => wine({ colour: '#e9ee9a', white: true, level: 40, fruit: FRUIT.apple(304, 232) })],
  'Spätburgunder, Ahr': ['blush', () => wine({ colour: '#8e1b2c', level: 40, fruit: FRUIT.cherries(304, 222) })],
  'Blaufränkisch, Burgenland': ['plum', () => wine({ colour: '#4a0d2a', level: 50, fruit: FRUIT.blackberries(310, 234) })],
  Käseauswahl: ['stone', () => cheeseBoard(), 1.05],
  'Oliven & Mandeln': [
    'cream',
    () =>
      `${group('translate(-40 20) scale(.85)', salad({ seed: 'olives', base: '#6b7a2c', width: 200, items: [['olive', 26, 90]], bowlColour: '#e8ded0' }))}${group('translate(150 60) scale(.7)', salad({ seed: 'almonds', base: '#c98f55', width: 200, items: [['oats', 0, 0]], bowlColour: '#7f1d1d' }))}${sprinkle('almonds', 16, 50, (x, y, r) => ellipse(290 + x, 150 + y / 3.4, 9, 5, '#b77a44', rotate(r * 180, 290 + x, 150 + y / 3.4)))}${leaf(300, 136, 26, -20, '#4f7a3a')}`,
    1.05,
  ],
  Flammkuchen: ['sand', () => flammkuchen()],
};

/** Builds the picture's body for a product; throws when it has no recipe. */
export function drawProduct(name) {
  const recipe = RECIPES[name];
  if (!recipe) throw new Error(`No drawing for the demo product "${name}": add it to scripts/demo-drawings/recipes.mjs`);
  const [tone, draw, zoom = 1.18] = recipe;
  return { tone: TONES[tone], body: draw(), zoom };
}

export { shade };
