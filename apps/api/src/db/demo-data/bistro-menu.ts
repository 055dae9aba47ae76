import { DRESSING, EXTRA_TOPPINGS, PASTA_SHAPE, SAUCES, SIDE, SIZE } from './bistro-attributes.ts';
import { MONDAY_TO_FRIDAY } from './times.ts';
import type { DemoCategory, DemoHappyHour } from './types.ts';

/** After-work prices on drinks, Monday to Friday 17:00-19:00. */
function afterWork(price: number): DemoHappyHour {
  return { weekdays: [...MONDAY_TO_FRIDAY], from: '17:00', to: '19:00', price };
}

const PIZZA = { attributeGroups: [SIZE, EXTRA_TOPPINGS] };
const BURGER = { attributeGroups: [SIDE, SAUCES, EXTRA_TOPPINGS] };
const SALAD = { attributeGroups: [DRESSING] };
const BOTTLE_DEPOSIT = { name: 'Pfand', price: 25 };
const GLASS_DEPOSIT = { name: 'Pfand', price: 15 };

/**
 * The bistro's menu: eight sections, a section of menus and boxes (packages), and an extra section of
 * dips and sides offered in the cart. Allergens use the letters of the EU list (A gluten, C eggs,
 * D fish, G milk, H nuts, L celery, M mustard, N sesame, ...).
 */
export const bistroCategories: DemoCategory[] = [
  {
    name: 'Vorspeisen',
    description: '<p>Kleine Gerichte zum Teilen – oder als Auftakt für den großen Hunger.</p>',
    subcategories: [
      {
        name: 'Warme Vorspeisen',
        products: [
          {
            name: 'Bruschetta Classica',
            description: 'Geröstetes Ciabatta mit Tomaten, Basilikum, Knoblauch und kaltgepresstem Olivenöl.',
            price: 690,
            allergies: ['A'],
          },
          {
            name: 'Knoblauchbrot',
            description: 'Ofenfrisches Pizzabrot mit Knoblauchbutter und Kräutern.',
            price: 450,
            allergies: ['A', 'G'],
          },
          {
            name: 'Tomatensuppe',
            description: 'Cremige Suppe aus sonnengereiften Tomaten mit einem Klecks Basilikum-Pesto.',
            price: 590,
            allergies: ['G', 'H', 'L'],
          },
          {
            name: 'Kürbiscremesuppe',
            description: 'Hokkaido-Kürbis mit Ingwer und Kokosmilch, dazu geröstete Kürbiskerne.',
            price: 620,
            allergies: ['L'],
          },
          {
            name: 'Mozzarella-Sticks',
            description: 'Sechs panierte Mozzarella-Sticks mit fruchtigem Tomaten-Dip.',
            price: 680,
            allergies: ['A', 'C', 'G'],
          },
        ],
      },
      {
        name: 'Kalte Vorspeisen',
        products: [
          {
            name: 'Carpaccio vom Rind',
            description: 'Hauchdünn geschnittenes Rinderfilet mit Rucola, Parmesan und Zitronen-Olivenöl.',
            price: 1290,
            allergies: ['G'],
          },
          {
            name: 'Vitello Tonnato',
            description: 'Zartes Kalbfleisch mit Thunfisch-Kapern-Sauce – heute leider ausverkauft.',
            price: 1350,
            stock: 0,
            allergies: ['C', 'D', 'M'],
          },
          {
            name: 'Antipasti-Teller',
            description: 'Gegrilltes Gemüse, Oliven, Salami, Parmaschinken und Pecorino mit Ciabatta.',
            price: 1190,
            allergies: ['A', 'G'],
          },
        ],
      },
    ],
  },
  {
    name: 'Salate',
    description: '<p>Knackig, frisch und täglich neu angemacht. Alle Salate mit hausgebackenem Brot.</p>',
    subcategories: [
      {
        name: 'Große Salate',
        products: [
          {
            name: 'Caesar Salad',
            description: 'Römersalat, Parmesan, Croûtons und Caesar-Dressing, wahlweise mit gegrilltem Hähnchen.',
            price: 1090,
            allergies: ['A', 'C', 'D', 'G', 'M'],
            ...SALAD,
          },
          {
            name: 'Griechischer Bauernsalat',
            description: 'Tomaten, Gurke, Paprika, rote Zwiebeln, Kalamata-Oliven und Feta.',
            price: 990,
            allergies: ['G'],
            ...SALAD,
          },
          {
            name: 'Salat Caprese',
            description: 'Büffelmozzarella und Strauchtomaten mit Basilikum und Balsamico-Creme.',
            price: 1050,
            allergies: ['G'],
            ...SALAD,
          },
          {
            name: 'Rucola mit Parmesan',
            description: 'Rucola, Kirschtomaten, gehobelter Parmesan und geröstete Pinienkerne.',
            price: 950,
            allergies: ['G', 'H'],
            ...SALAD,
          },
          {
            name: 'Green-Goddess-Bowl',
            description: 'Quinoa, Avocado, Edamame, Babyspinat, Gurke und Sesam mit Kräuterdressing.',
            price: 1190,
            allergies: ['F', 'N'],
          },
        ],
      },
      {
        name: 'Beilagensalate',
        products: [
          {
            name: 'Kleiner gemischter Salat',
            description: 'Blattsalate, Tomate, Gurke und Karotte.',
            price: 490,
            ...SALAD,
          },
          {
            name: 'Krautsalat',
            description: 'Hausgemachter Weißkrautsalat mit Karotten und einer leichten Essig-Öl-Marinade.',
            price: 390,
            allergies: ['M'],
          },
        ],
      },
    ],
  },
  {
    name: 'Pizza',
    description: '<p>Steinofenpizza aus 48 Stunden gereiftem Teig. In drei Größen, Preis ab Klein (26 cm).</p>',
    footNote: 'Alle Pizzen auf Wunsch mit glutenfreiem Teig (+2,00 €).',
    subcategories: [
      {
        name: 'Klassiker',
        products: [
          {
            name: 'Pizza Margherita',
            description: 'Tomatensauce, Fior di Latte und frisches Basilikum.',
            price: 850,
            minPrice: 850,
            allergies: ['A', 'G'],
            ...PIZZA,
          },
          {
            name: 'Pizza Salami',
            description: 'Tomatensauce, Mozzarella und würzige Rindersalami.',
            price: 990,
            minPrice: 990,
            allergies: ['A', 'G'],
            ...PIZZA,
          },
          {
            name: 'Pizza Prosciutto e Funghi',
            description: 'Tomatensauce, Mozzarella, Kochschinken und frische Champignons.',
            price: 1090,
            minPrice: 1090,
            allergies: ['A', 'G'],
            ...PIZZA,
          },
          {
            name: 'Pizza Tonno',
            description: 'Tomatensauce, Mozzarella, Thunfisch und rote Zwiebeln.',
            price: 1090,
            minPrice: 1090,
            allergies: ['A', 'D', 'G'],
            ...PIZZA,
          },
          {
            name: 'Pizza Hawaii',
            description: 'Tomatensauce, Mozzarella, Kochschinken und Ananas – der umstrittene Klassiker.',
            price: 1050,
            minPrice: 1050,
            allergies: ['A', 'G'],
            ...PIZZA,
          },
          {
            name: 'Calzone',
            description: 'Gefüllte Pizza mit Schinken, Salami, Champignons und Ricotta.',
            price: 1190,
            allergies: ['A', 'G'],
            attributeGroups: [EXTRA_TOPPINGS],
          },
        ],
      },
      {
        name: 'Spezialitäten',
        products: [
          {
            name: 'Pizza Quattro Formaggi',
            description: 'Mozzarella, Gorgonzola, Parmesan und Taleggio auf weißer Sahnebasis.',
            price: 1190,
            minPrice: 1190,
            allergies: ['A', 'G'],
            ...PIZZA,
          },
          {
            name: 'Pizza Diavola',
            description: 'Scharfe Spianata, Peperoni, Chiliöl und Mozzarella.',
            price: 1150,
            minPrice: 1150,
            allergies: ['A', 'G'],
            ...PIZZA,
          },
          {
            name: 'Pizza Capricciosa',
            description: 'Schinken, Champignons, Artischocken, Oliven und Mozzarella.',
            price: 1190,
            minPrice: 1190,
            allergies: ['A', 'G'],
            ...PIZZA,
          },
          {
            name: 'Trüffel-Pizza',
            description: 'Pizza der Woche: Fior di Latte, Kräuterseitlinge und frisch gehobelter Sommertrüffel. Nur wenige pro Tag!',
            price: 1690,
            minPrice: 1690,
            stock: 4,
            allergies: ['A', 'G'],
            pinned: true,
            pinnedExtras: [EXTRA_TOPPINGS],
            ...PIZZA,
          },
        ],
      },
      {
        name: 'Vegan',
        products: [
          {
            name: 'Pizza Vegana',
            description: 'Tomatensauce, veganer Käse, gegrillte Zucchini, Paprika und Rucola.',
            price: 1090,
            minPrice: 1090,
            allergies: ['A', 'F'],
            ...PIZZA,
          },
          {
            name: 'Pizza Marinara',
            description: 'Tomatensauce, Knoblauch, Oregano und Olivenöl – ganz ohne Käse.',
            price: 790,
            minPrice: 790,
            allergies: ['A'],
            ...PIZZA,
          },
        ],
      },
    ],
  },
  {
    name: 'Pasta',
    description: '<p>Frische Pasta, jeden Morgen in unserer Küche gemacht. Nudelsorte nach Wahl.</p>',
    subcategories: [
      {
        name: 'Pasta-Klassiker',
        products: [
          {
            name: 'Spaghetti Carbonara',
            description: 'Guanciale, Eigelb, Pecorino Romano und schwarzer Pfeffer – ohne Sahne.',
            price: 1290,
            allergies: ['A', 'C', 'G'],
            attributeGroups: [PASTA_SHAPE],
          },
          {
            name: 'Spaghetti Bolognese',
            description: 'Sechs Stunden geschmortes Ragù vom Rind mit Parmesan.',
            price: 1190,
            allergies: ['A', 'G', 'L'],
            attributeGroups: [PASTA_SHAPE],
          },
          {
            name: 'Penne Arrabbiata',
            description: 'Pikante Tomatensauce mit Knoblauch, Chili und Petersilie.',
            price: 990,
            allergies: ['A'],
            attributeGroups: [PASTA_SHAPE],
          },
          {
            name: 'Tagliatelle al Salmone',
            description: 'Lachsstreifen in Sahnesauce mit Dill und Zitronenabrieb.',
            price: 1450,
            allergies: ['A', 'C', 'D', 'G'],
            attributeGroups: [PASTA_SHAPE],
          },
          {
            name: 'Pasta Pesto Genovese',
            description: 'Basilikum-Pesto mit Pinienkernen, grünen Bohnen und Kartoffeln.',
            price: 1150,
            allergies: ['A', 'G', 'H'],
            attributeGroups: [PASTA_SHAPE],
          },
          {
            name: 'Gnocchi al Gorgonzola',
            description: 'Kartoffelgnocchi in Gorgonzolasauce mit gerösteten Walnüssen.',
            price: 1250,
            allergies: ['A', 'C', 'G', 'H'],
          },
        ],
      },
      {
        name: 'Aus dem Ofen',
        products: [
          {
            name: 'Lasagne al Forno',
            description: 'Hausgemachte Lasagne mit Ragù, Béchamel und Parmesan, im Ofen gratiniert.',
            price: 1390,
            allergies: ['A', 'C', 'G', 'L'],
          },
          {
            name: 'Tortellini alla Panna',
            description: 'Mit Ricotta und Spinat gefüllte Tortellini in Schinken-Sahne-Sauce, überbacken.',
            price: 1290,
            allergies: ['A', 'C', 'G'],
          },
        ],
      },
    ],
  },
  {
    name: 'Burger',
    description: '<p>180 g Rindfleisch aus der Region, im Brioche-Bun. Mit Beilage und zwei Saucen nach Wahl.</p>',
    subcategories: [
      {
        name: 'Rind',
        products: [
          {
            name: 'Classic Cheeseburger',
            description: 'Rindfleisch-Patty, Cheddar, Tomate, Salat, Gurke und Burgersauce.',
            price: 1290,
            allergies: ['A', 'C', 'G', 'M', 'N'],
            ...BURGER,
          },
          {
            name: 'Bacon BBQ Burger',
            description: 'Rindfleisch-Patty, knuspriger Bacon, Röstzwiebeln, Cheddar und rauchige BBQ-Sauce.',
            price: 1490,
            allergies: ['A', 'C', 'G', 'M', 'N'],
            ...BURGER,
          },
          {
            name: 'Bistro Trüffelburger',
            description: 'Dry-aged Patty, Trüffelmayo, karamellisierte Zwiebeln, Bergkäse und Rucola.',
            price: 1690,
            allergies: ['A', 'C', 'G', 'N'],
            pinned: true,
            ...BURGER,
          },
        ],
      },
      {
        name: 'Geflügel & Veggie',
        products: [
          {
            name: 'Crispy Chicken Burger',
            description: 'Knusprig paniertes Hähnchenfilet, Coleslaw, Gurken und Sriracha-Mayo.',
            price: 1390,
            allergies: ['A', 'C', 'G', 'M', 'N'],
            ...BURGER,
          },
          {
            name: 'Halloumi Burger',
            description: 'Gegrillter Halloumi, Ofengemüse, Hummus und Minz-Joghurt.',
            price: 1350,
            allergies: ['A', 'G', 'N'],
            ...BURGER,
          },
          {
            name: 'Beyond Veggie Burger',
            description: 'Pflanzliches Patty, veganer Cheddar, Tomate, Salat und vegane Mayo.',
            price: 1450,
            allergies: ['A', 'F', 'M', 'N'],
            ...BURGER,
          },
        ],
      },
    ],
  },
  {
    name: 'Hauptgerichte',
    description: '<p>Deutsche und internationale Küche, frisch für Sie zubereitet.</p>',
    subcategories: [
      {
        name: 'Fleisch',
        products: [
          {
            name: 'Wiener Schnitzel',
            description: 'Kalbsschnitzel in Butterschmalz gebraten, mit Zitrone und Preiselbeeren.',
            price: 2290,
            allergies: ['A', 'C', 'G'],
            attributeGroups: [SIDE],
          },
          {
            name: 'Rinderroulade',
            description: 'Geschmorte Rinderroulade nach Omas Rezept mit Rotkohl und Kartoffelklößen.',
            price: 1990,
            allergies: ['A', 'L', 'M'],
          },
          {
            name: 'Currywurst mit Pommes',
            description: 'Berliner Currywurst mit hausgemachter Currysauce und Pommes frites.',
            price: 990,
            allergies: ['L', 'M'],
          },
        ],
      },
      {
        name: 'Fisch',
        products: [
          {
            name: 'Gebratenes Lachsfilet',
            description: 'Lachsfilet auf Zitronen-Risotto mit grünem Spargel.',
            price: 2190,
            allergies: ['D', 'G', 'L'],
          },
          {
            name: 'Zanderfilet',
            description: 'Auf der Haut gebratener Zander mit Rieslingkraut und Petersilienkartoffeln. Nur noch wenige Portionen.',
            price: 2390,
            stock: 3,
            allergies: ['D', 'G', 'L'],
          },
        ],
      },
      {
        name: 'Vegetarisch',
        products: [
          {
            name: 'Allgäuer Käsespätzle',
            description: 'Handgeschabte Spätzle mit Bergkäse und Röstzwiebeln, dazu ein kleiner Salat.',
            price: 1390,
            allergies: ['A', 'C', 'G'],
          },
          {
            name: 'Thai-Gemüsecurry',
            description: 'Saisongemüse in roter Kokos-Currysauce mit Jasminreis und Koriander.',
            price: 1350,
            allergies: ['F', 'L'],
          },
        ],
      },
    ],
  },
  {
    name: 'Desserts',
    description: '<p>Für den süßen Abschluss – alles hausgemacht.</p>',
    subcategories: [
      {
        name: 'Süßes',
        products: [
          {
            name: 'Tiramisu',
            description: 'Mascarpone, Espresso und Löffelbiskuits nach Originalrezept.',
            price: 690,
            allergies: ['A', 'C', 'G'],
          },
          {
            name: 'Panna Cotta',
            description: 'Vanille-Panna-Cotta mit Himbeersauce.',
            price: 590,
            allergies: ['G'],
          },
          {
            name: 'Apfelstrudel',
            description: 'Warmer Apfelstrudel mit Vanillesauce. Nur solange der Vorrat reicht.',
            price: 650,
            stock: 5,
            allergies: ['A', 'C', 'G', 'H'],
          },
          {
            name: 'Schokoladenküchlein',
            description: 'Lauwarmes Schokoladenküchlein mit flüssigem Kern und Vanilleeis.',
            price: 790,
            stock: 3,
            allergies: ['A', 'C', 'G'],
          },
          {
            name: 'Rote Grütze',
            description: 'Beeren-Grütze mit Vanillesauce – heute ausverkauft.',
            price: 550,
            stock: 0,
            allergies: ['G'],
          },
        ],
      },
      {
        name: 'Eis',
        products: [
          {
            name: 'Spaghetti-Eis',
            description: 'Vanilleeis, Erdbeersauce und weiße Schokoraspel – der Klassiker.',
            price: 690,
            allergies: ['G'],
          },
          {
            name: 'Sorbet-Trio',
            description: 'Zitrone, Mango und Himbeere – vegan und erfrischend.',
            price: 590,
          },
        ],
      },
    ],
  },
  {
    name: 'Getränke',
    description: '<p>Alle Preise inklusive Mehrwertsteuer, zuzüglich Pfand.</p>',
    footNote: 'Alkohol nur an Personen ab 18 Jahren (Bier und Wein ab 16 Jahren).',
    subcategories: [
      {
        name: 'Alkoholfreie Getränke',
        products: [
          {
            name: 'Coca-Cola 0,33 l',
            description: 'Glasflasche. Enthält Koffein.',
            price: 320,
            depot: GLASS_DEPOSIT,
          },
          {
            name: 'Apfelschorle 0,5 l',
            description: 'Naturtrüber Apfelsaft mit Mineralwasser.',
            price: 390,
            depot: BOTTLE_DEPOSIT,
          },
          {
            name: 'Mineralwasser 0,75 l',
            description: 'Still oder spritzig – bitte im Kommentar angeben.',
            price: 490,
            depot: GLASS_DEPOSIT,
          },
          {
            name: 'Hausgemachte Limonade',
            description: 'Zitrone-Minze oder Ingwer-Orange, mit wenig Zucker.',
            price: 450,
            happyHour: afterWork(350),
          },
        ],
      },
      {
        name: 'Bier & Wein',
        products: [
          {
            name: 'Pils vom Fass 0,5 l',
            description: 'Frisch gezapft – nur im Restaurant.',
            price: 490,
            deliveryTypes: [3],
            happyHour: afterWork(350),
          },
          {
            name: 'Weißbier 0,5 l',
            description: 'Hefeweizen aus Bayern. Zurzeit nicht vorrätig.',
            price: 520,
            stock: 0,
            deliveryTypes: [2, 3],
            depot: BOTTLE_DEPOSIT,
          },
          {
            name: 'Grauburgunder 0,2 l',
            description: 'Trocken, Baden – frisch mit Noten von Birne und Mandel.',
            price: 650,
            deliveryTypes: [2, 3],
          },
          {
            name: 'Montepulciano 0,2 l',
            description: 'Rotwein aus den Abruzzen, kräftig mit Kirscharomen.',
            price: 690,
            deliveryTypes: [2, 3],
          },
        ],
      },
      {
        name: 'Cocktails',
        products: [
          {
            name: 'Aperol Spritz',
            description: 'Aperol, Prosecco, Soda und eine Orangenscheibe.',
            price: 790,
            deliveryTypes: [2, 3],
            pinned: true,
            happyHour: afterWork(550),
          },
          {
            name: 'Hugo',
            description: 'Prosecco, Holunderblütensirup, Minze und Limette.',
            price: 750,
            deliveryTypes: [2, 3],
            happyHour: afterWork(550),
          },
          {
            name: 'Mojito',
            description: 'Weißer Rum, Limette, Rohrzucker, Minze und Soda.',
            price: 890,
            deliveryTypes: [3],
            happyHour: afterWork(650),
          },
          {
            name: 'Caipirinha',
            description: 'Cachaça, Limette und brauner Zucker auf Crushed Ice.',
            price: 890,
            deliveryTypes: [3],
            happyHour: afterWork(650),
          },
          {
            name: 'Gin Tonic',
            description: 'Berliner Dry Gin mit Tonic Water, Gurke und Wacholder.',
            price: 950,
            deliveryTypes: [2, 3],
            happyHour: afterWork(700),
          },
        ],
      },
    ],
  },
  {
    name: 'Menüs & Boxen',
    description: '<p>Zusammengestellt nach Ihren Wünschen – Schritt für Schritt.</p>',
    subcategories: [
      {
        name: 'Mittag & Familie',
        products: [
          {
            name: 'Mittagsmenü',
            description: 'Hauptgericht, Getränk und auf Wunsch ein Dessert. Montag bis Freitag bis 14:30 Uhr.',
            price: 1190,
            minPrice: 1190,
            pinned: true,
            packageSteps: [
              {
                name: 'Hauptgericht',
                question: 'Welches Hauptgericht möchten Sie?',
                min: 1,
                max: 1,
                choices: [
                  { product: 'Pizza Margherita' },
                  { product: 'Spaghetti Bolognese' },
                  { product: 'Penne Arrabbiata' },
                  { product: 'Caesar Salad', surcharge: 100 },
                  { product: 'Currywurst mit Pommes' },
                ],
              },
              {
                name: 'Getränk',
                question: 'Welches Getränk dürfen wir dazu bringen?',
                min: 1,
                max: 1,
                choices: [
                  { product: 'Coca-Cola 0,33 l' },
                  { product: 'Apfelschorle 0,5 l' },
                  { product: 'Hausgemachte Limonade', surcharge: 50 },
                ],
              },
              {
                name: 'Dessert',
                question: 'Noch etwas Süßes? (optional)',
                min: 0,
                max: 1,
                choices: [
                  { product: 'Tiramisu', surcharge: 350 },
                  { product: 'Panna Cotta', surcharge: 300 },
                ],
              },
            ],
          },
          {
            name: 'Familien-Box',
            description: 'Zwei große Pizzen, zwei Beilagen und bis zu vier Getränke – ideal für 3-4 Personen. Nicht im Restaurant.',
            price: 3490,
            minPrice: 3490,
            deliveryTypes: [1, 2],
            packageSteps: [
              {
                name: 'Pizzen',
                question: 'Wählen Sie zwei Pizzen.',
                min: 2,
                max: 2,
                choices: [
                  { product: 'Pizza Margherita' },
                  { product: 'Pizza Salami' },
                  { product: 'Pizza Prosciutto e Funghi' },
                  { product: 'Pizza Vegana' },
                  { product: 'Pizza Quattro Formaggi', surcharge: 150 },
                ],
              },
              {
                name: 'Beilagen',
                question: 'Welche Beilagen dürfen es sein?',
                min: 1,
                max: 2,
                choices: [
                  { product: 'Knoblauchbrot' },
                  { product: 'Pommes frites' },
                  { product: 'Kleiner gemischter Salat' },
                  { product: 'Mozzarella-Sticks', surcharge: 200 },
                ],
              },
              {
                name: 'Getränke',
                question: 'Getränke dazu? Bis zu vier.',
                min: 0,
                max: 4,
                choices: [
                  { product: 'Coca-Cola 0,33 l', surcharge: 250 },
                  { product: 'Apfelschorle 0,5 l', surcharge: 300 },
                  { product: 'Mineralwasser 0,75 l', surcharge: 350 },
                ],
              },
            ],
          },
          {
            name: 'Burger-Menü',
            description: 'Ein Burger nach Wahl mit Pommes frites und einem Softdrink.',
            price: 1590,
            minPrice: 1590,
            packageSteps: [
              {
                name: 'Burger',
                question: 'Welcher Burger soll es sein?',
                min: 1,
                max: 1,
                choices: [
                  { product: 'Classic Cheeseburger' },
                  { product: 'Crispy Chicken Burger' },
                  { product: 'Halloumi Burger' },
                  { product: 'Bistro Trüffelburger', surcharge: 300 },
                ],
              },
              {
                name: 'Getränk',
                question: 'Welcher Softdrink?',
                min: 1,
                max: 1,
                choices: [{ product: 'Coca-Cola 0,33 l' }, { product: 'Apfelschorle 0,5 l' }],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Extras',
    description: '<p>Dips und Beilagen zum Dazubestellen.</p>',
    extra: true,
    subcategories: [
      {
        name: 'Saucen & Dips',
        products: [
          { name: 'Ketchup-Dip', description: 'Tomatenketchup im 50-ml-Töpfchen.', price: 80 },
          { name: 'Mayo-Dip', description: 'Hausgemachte Mayonnaise, 50 ml.', price: 80, allergies: ['C', 'M'] },
          { name: 'Aioli', description: 'Knoblauch-Mayonnaise nach katalanischer Art, 50 ml.', price: 120, allergies: ['C'] },
          { name: 'BBQ-Dip', description: 'Rauchige Barbecue-Sauce, 50 ml.', price: 120, allergies: ['M'] },
          { name: 'Sour Cream', description: 'Saure Sahne mit Schnittlauch, 50 ml.', price: 120, allergies: ['G'] },
        ],
      },
      {
        name: 'Beilagen',
        products: [
          { name: 'Pommes frites', description: 'Knusprig, mit Meersalz.', price: 390 },
          { name: 'Süßkartoffelpommes', description: 'Mit Rosmarinsalz.', price: 490 },
          {
            name: 'Brotkorb',
            description: 'Hausgebackenes Ciabatta mit Kräuterbutter.',
            price: 350,
            allergies: ['A', 'G'],
          },
        ],
      },
    ],
  },
];
