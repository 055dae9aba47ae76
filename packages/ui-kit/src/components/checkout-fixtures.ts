import type { BasketProduct } from '@platter/contract';

/**
 * Demo data of the cart and checkout stories and tests: a pizzeria's basket with an attribute
 * surcharge, a package, a drink with a bottle deposit and an item that has run out.
 */

/** A plate seen from above, drawn inline so stories need no network. */
function plate(food: string, topping: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#f4efe6"/><circle cx="60" cy="60" r="50" fill="#fff"/><circle cx="60" cy="60" r="38" fill="${food}"/><circle cx="46" cy="50" r="7" fill="${topping}"/><circle cx="72" cy="48" r="6" fill="${topping}"/><circle cx="58" cy="72" r="7" fill="${topping}"/><circle cx="78" cy="70" r="5" fill="${topping}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const DISH_IMAGES = {
  pizza: plate('#f2b84b', '#c0392b'),
  salad: plate('#7cb342', '#e53935'),
  pasta: plate('#f6d38a', '#8d6e63'),
  tiramisu: plate('#a1887f', '#4e342e'),
  cola: plate('#5d4037', '#d7ccc8'),
} as const;

const base = {
  attributeItems: [],
  stock: null,
  is_package: false,
  items: [],
  depot: null,
  extra_info: null,
} satisfies Partial<BasketProduct>;

export const margherita: BasketProduct = {
  ...base,
  basketProductId: 101,
  productId: 11,
  RestaurantProductId: 11,
  name: 'Pizza Margherita',
  image: DISH_IMAGES.pizza,
  price: 10.5,
  totalPrice: 21,
  quantity: 2,
  attributeItems: [
    { id: 1, name: 'Extra mozzarella', price: 1.5, quantity: 1 },
    { id: 2, name: 'Fresh basil', price: 0, quantity: 1 },
  ],
  stock: 12,
  extra_info: JSON.stringify({ comment: 'Well done, please' }),
};

export const caesarSalad: BasketProduct = {
  ...base,
  basketProductId: 102,
  productId: 12,
  RestaurantProductId: 12,
  name: 'Caesar Salad with grilled chicken',
  image: DISH_IMAGES.salad,
  price: 12.9,
  totalPrice: 12.9,
  quantity: 1,
};

export const familyMenu: BasketProduct = {
  ...base,
  basketProductId: 103,
  productId: 13,
  RestaurantProductId: 13,
  name: 'Family Menu for two',
  image: DISH_IMAGES.pasta,
  price: 34,
  totalPrice: 34,
  quantity: 1,
  is_package: true,
  items: [
    { id: 1, RestaurantProductId: 21, quantity: 1, productPackageId: 5, stock: null, name: 'Spaghetti Carbonara', depot: null },
    { id: 2, RestaurantProductId: 22, quantity: 1, productPackageId: 5, stock: null, name: 'Penne Arrabbiata', depot: null },
    {
      id: 3,
      RestaurantProductId: 23,
      quantity: 2,
      productPackageId: 6,
      stock: 8,
      name: 'San Pellegrino 0.5 l',
      depot: { name: 'deposit', price: 0.25 },
    },
  ],
};

export const cola: BasketProduct = {
  ...base,
  basketProductId: 104,
  productId: 14,
  RestaurantProductId: 14,
  name: 'Coca-Cola 0.33 l',
  image: DISH_IMAGES.cola,
  price: 3.2,
  totalPrice: 9.6,
  quantity: 3,
  stock: 3,
  depot: { name: 'deposit', price: 0.25 },
};

export const tiramisuSoldOut: BasketProduct = {
  ...base,
  basketProductId: 105,
  productId: 15,
  RestaurantProductId: 15,
  name: 'Tiramisu della casa',
  image: DISH_IMAGES.tiramisu,
  price: 6.5,
  totalPrice: 6.5,
  quantity: 1,
  stock: 0,
};

export const breadNoImage: BasketProduct = {
  ...base,
  basketProductId: 106,
  productId: 16,
  RestaurantProductId: 16,
  name: 'Garlic bread',
  image: null,
  price: 4.5,
  totalPrice: 4.5,
  quantity: 1,
};

export const demoLines: BasketProduct[] = [margherita, caesarSalad, familyMenu, cola];

/** Totals of `demoLines` with a 10% voucher, a delivery fee and a tip. */
export const demoTotals = { subtotal: 77.5, discount: 7.75, shipping: 2.5, tip: 2, total: 74.25 };

/** Event-shop lines (spec §2 "Cart screen, event mode"): the persons come from `extra_info.itemDetails`. */
export const eventTour: BasketProduct = {
  ...base,
  basketProductId: 201,
  productId: 31,
  RestaurantProductId: 31,
  name: 'Family tour “Winter magic”',
  image: DISH_IMAGES.salad,
  price: 14,
  totalPrice: 56,
  quantity: 4,
  extra_info: JSON.stringify({
    itemDetails: [
      { fullName: 'Ada Lovelace', date: '2026-12-05', count: 3 },
      { fullName: 'Charles Babbage', date: '2026-12-06', count: 1 },
    ],
  }),
};

export const eventTourPersons = [
  { fullName: 'Ada Lovelace', date: '2026-12-05', count: 3 },
  { fullName: 'Charles Babbage', date: '2026-12-06', count: 1 },
];

export const eventWorkshop: BasketProduct = {
  ...base,
  basketProductId: 202,
  productId: 32,
  RestaurantProductId: 32,
  name: 'Gingerbread workshop',
  image: DISH_IMAGES.tiramisu,
  price: 25,
  totalPrice: 25,
  quantity: 1,
  stock: 6,
};

/** A person without a name: the product asks for the date only. */
export const eventWorkshopPersons = [{ date: '2026-12-12', count: 1 }];

/** An event-shop product asking for no details: no persons, quantity read-only all the same. */
export const colouringBook: BasketProduct = {
  ...base,
  basketProductId: 203,
  productId: 33,
  RestaurantProductId: 33,
  name: 'Colouring book',
  image: null,
  price: 8,
  totalPrice: 16,
  quantity: 2,
};
