import type { DemoAttributeGroup } from './types.ts';

/** Group names, so products can link to them without typos. */
export const SIZE = 'Größe';
export const EXTRA_TOPPINGS = 'Extra Beläge';
export const SAUCES = 'Sauce wählen';
export const DRESSING = 'Dressing';
export const SIDE = 'Beilage';
export const PASTA_SHAPE = 'Nudelsorte';

/** The bistro's choices: single with a minimum, capped multi, multi with a minimum. */
export const bistroAttributeGroups: DemoAttributeGroup[] = [
  {
    name: SIZE,
    minimum: 1,
    maximum: 1,
    multiSelect: false,
    items: [
      { name: 'Klein (26 cm)', price: 0 },
      { name: 'Mittel (30 cm)', price: 200 },
      { name: 'Groß (34 cm)', price: 400 },
    ],
  },
  {
    name: EXTRA_TOPPINGS,
    minimum: 0,
    maximum: 3,
    multiSelect: true,
    items: [
      { name: 'Extra Käse', price: 150 },
      { name: 'Salami', price: 150 },
      { name: 'Parmaschinken', price: 250 },
      { name: 'Champignons', price: 100 },
      { name: 'Paprika', price: 100 },
      { name: 'Oliven', price: 100 },
      { name: 'Rucola', price: 100 },
      { name: 'Jalapeños', price: 100 },
      { name: 'Bacon', price: 200 },
    ],
  },
  {
    name: SAUCES,
    minimum: 1,
    maximum: 2,
    multiSelect: true,
    items: [
      { name: 'Ketchup', price: 0 },
      { name: 'Mayonnaise', price: 0 },
      { name: 'BBQ-Sauce', price: 50 },
      { name: 'Knoblauch-Dip', price: 50 },
      { name: 'Sriracha-Mayo', price: 50 },
      { name: 'Trüffelmayo', price: 100 },
    ],
  },
  {
    name: DRESSING,
    minimum: 1,
    maximum: 1,
    multiSelect: false,
    items: [
      { name: 'Balsamico-Vinaigrette', price: 0 },
      { name: 'Joghurt-Kräuter', price: 0 },
      { name: 'Honig-Senf', price: 0 },
      { name: 'Ohne Dressing', price: 0 },
    ],
  },
  {
    name: SIDE,
    minimum: 1,
    maximum: 1,
    multiSelect: false,
    items: [
      { name: 'Pommes frites', price: 0 },
      { name: 'Süßkartoffelpommes', price: 150 },
      { name: 'Bratkartoffeln', price: 100 },
      { name: 'Beilagensalat', price: 100 },
    ],
  },
  {
    name: PASTA_SHAPE,
    minimum: 1,
    maximum: 1,
    multiSelect: false,
    items: [
      { name: 'Spaghetti', price: 0 },
      { name: 'Penne', price: 0 },
      { name: 'Tagliatelle', price: 0 },
      { name: 'Vollkorn-Penne', price: 50 },
      { name: 'Glutenfreie Penne', price: 100 },
    ],
  },
];
