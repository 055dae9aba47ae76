import type { Product } from '@platter/contract';
import type { CategoryNavItem } from './CategoryCarousel/index.ts';

/** Demo data for the menu components' stories and tests: a German bistro's menu. */

const productImage = (slug: string) => `/images/products/${slug}.svg`;
const categoryImage = (slug: string) => `/images/categories/demo-bistro-${slug}.svg`;

export const demoFallbackImage = '/images/categories/demo-bistro-hauptgerichte.svg';

/** A product with every contract field set to the plain case; pass what a story is about. */
export function demoProduct(overrides: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product {
  return {
    category_id: 3,
    description: null,
    image: null,
    regular_price: null,
    min_price: null,
    stock: null,
    subcategory_id: null,
    subcategory_name: null,
    subcategory_image: null,
    subcategory_priority: null,
    is_package: false,
    is_multiple_allowed: true,
    allergy_info: [],
    additional_info_config: null,
    extra: [],
    choices: 'none',
    happyHours: [],
    depot: null,
    deliveryTypes: [1, 2, 3],
    ...overrides,
  };
}

export const pizzaMargherita = demoProduct({
  id: 101,
  name: 'Pizza Margherita',
  description: 'San-Marzano-Tomaten, Fior di Latte, frisches Basilikum und natives Olivenöl extra aus Apulien.',
  image: productImage('pizza-margherita'),
  price: 9.5,
  allergy_info: ['A', 'G'],
  subcategory_id: 31,
  subcategory_name: 'Pizza Klassiker',
});

export const pizzaDiavola = demoProduct({
  id: 102,
  name: 'Pizza Diavola',
  description: 'Scharfe Salami, Peperoncini, Tomatensauce und Mozzarella – für alle, die es feurig mögen.',
  image: productImage('pizza-diavola'),
  price: 8.9,
  regular_price: 12.9,
  allergy_info: ['A', 'G', 'F'],
  happyHours: [{ weekday_id: 3, start_date: '2026-01-01', end_date: '2026-12-31', start_time: '17:00', end_time: '19:00', price: 8.9 }],
});

export const trueffelPizza = demoProduct({
  id: 103,
  name: 'Trüffel-Pizza',
  description:
    'Weiße Pizza mit Trüffelcreme, Champignons, Rucola, gehobeltem Parmesan und einem Hauch Zitronenabrieb. Nur solange der Trüffel reicht.',
  image: productImage('trueffel-pizza'),
  price: 16.5,
  stock: 3,
  allergy_info: ['A', 'G'],
});

export const pizzaTonno = demoProduct({
  id: 104,
  name: 'Pizza Tonno',
  description: 'Thunfisch, rote Zwiebeln, Kapern und Oliven.',
  image: productImage('pizza-tonno'),
  price: 11.5,
  stock: 0,
  allergy_info: ['A', 'D', 'G'],
});

export const familienBox = demoProduct({
  id: 105,
  name: 'Familien-Box',
  description: 'Zwei Pizzen nach Wahl, eine große Portion Pommes, zwei Dips und vier Getränke.',
  image: productImage('familien-box'),
  price: 39.9,
  min_price: 34.9,
  is_package: true,
});

export const apfelschorle = demoProduct({
  id: 106,
  name: 'Apfelschorle 0,5 l',
  description: 'Naturtrüber Apfelsaft aus dem Alten Land mit spritzigem Mineralwasser.',
  image: productImage('apfelschorle-0-5-l'),
  price: 3.9,
  depot: { name: 'Mehrwegpfand', price: 0.25 },
  category_id: 7,
});

export const tiramisu = demoProduct({
  id: 107,
  name: 'Tiramisu',
  description: 'Hausgemacht mit Mascarpone, Espresso und Savoiardi.',
  image: null,
  price: 5.5,
  allergy_info: ['A', 'C', 'G'],
  category_id: 9,
});

export const rinderroulade = demoProduct({
  id: 108,
  name: 'Rinderroulade nach Omas Art mit Rotkohl, Kartoffelklößen und kräftiger Rotweinsauce',
  description:
    'Langsam geschmort mit Senf, Speck, Gewürzgurke und Zwiebeln, dazu hausgemachter Apfelrotkohl und zwei Thüringer Klöße. Ein Klassiker, wie er im Buche steht, und so sättigend, dass danach kaum noch Platz für Nachtisch bleibt.',
  image: productImage('rinderroulade'),
  price: 19.9,
  stock: 1,
  allergy_info: ['A', 'C', 'G', 'I', 'J', 'L', 'M'],
  depot: { name: 'Mehrwegschale', price: 5 },
});

/** A realistic category of the menu, in display order. */
export const demoPizzaProducts: Product[] = [pizzaMargherita, pizzaDiavola, trueffelPizza, pizzaTonno, familienBox];

export const demoPopularProducts: Product[] = [
  pizzaMargherita,
  pizzaDiavola,
  demoProduct({ id: 201, name: 'Spaghetti Carbonara', image: productImage('spaghetti-carbonara'), price: 12.5 }),
  demoProduct({ id: 202, name: 'Classic Cheeseburger', image: productImage('classic-cheeseburger'), price: 11.9 }),
  demoProduct({ id: 203, name: 'Caesar Salad', image: productImage('caesar-salad'), price: 10.5, regular_price: 12.5 }),
  tiramisu,
  demoProduct({ id: 204, name: 'Süßkartoffelpommes', image: productImage('suesskartoffelpommes'), price: 4.9, stock: 0 }),
];

export const demoExtraProducts: Product[] = [
  demoProduct({ id: 301, name: 'Aioli', image: productImage('aioli'), price: 1.5 }),
  demoProduct({ id: 302, name: 'BBQ-Dip', image: productImage('bbq-dip'), price: 1.5 }),
  demoProduct({ id: 303, name: 'Knoblauchbrot', image: productImage('knoblauchbrot'), price: 3.9 }),
  apfelschorle,
];

export const demoCategories: CategoryNavItem[] = [
  { id: 1, name: 'Vorspeisen', image: categoryImage('vorspeisen') },
  { id: 2, name: 'Salate', image: categoryImage('salate') },
  { id: 3, name: 'Pizza', image: categoryImage('pizza') },
  { id: 4, name: 'Pasta', image: categoryImage('pasta') },
  { id: 5, name: 'Burger', image: categoryImage('burger') },
  { id: 6, name: 'Hauptgerichte', image: categoryImage('hauptgerichte') },
  { id: 7, name: 'Getränke', image: categoryImage('getraenke') },
  { id: 8, name: 'Menüs & Boxen', image: categoryImage('menues-boxen') },
  { id: 9, name: 'Desserts', image: null },
];

/** Few enough for the low bottom sheet (6 or fewer). */
export const demoFewCategories: CategoryNavItem[] = demoCategories.slice(0, 4);

export const demoPreviewImages: string[] = [
  productImage('pizza-margherita'),
  productImage('pizza-diavola'),
  productImage('trueffel-pizza'),
  productImage('pizza-tonno'),
  productImage('pizza-salami'),
  productImage('pizza-hawaii'),
  productImage('calzone'),
];

export const demoSocial = {
  facebook: 'https://facebook.com/demobistro',
  instagram: 'https://instagram.com/demobistro',
  tiktok: 'https://tiktok.com/@demobistro',
  twitter: '',
  youtube: null,
} as const;
