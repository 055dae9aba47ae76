import type { AttributeGroup, PackageStep } from '@platter/contract';
import type { DeliveryTypeOptionView } from './DeliveryTypePicker/index.ts';

/** Demo data for the ordering components' stories and tests: a Berlin pizzeria and burger bar. */

/** A self-contained dish picture (a plate on a coloured ground), so stories need no image server. */
export function demoDishImage(ground: string, food: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${ground}" stop-opacity=".75"/><stop offset="1" stop-color="${ground}"/></radialGradient></defs><rect width="160" height="120" fill="url(#g)"/><ellipse cx="80" cy="66" rx="50" ry="40" fill="#fff" opacity=".95"/><ellipse cx="80" cy="66" rx="38" ry="30" fill="${food}"/><circle cx="68" cy="58" r="5" fill="#fff" opacity=".55"/><circle cx="92" cy="70" r="4" fill="#fff" opacity=".45"/><circle cx="78" cy="78" r="3" fill="#fff" opacity=".4"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const demoPizza = {
  name: 'Pizza Margherita',
  description: 'San-Marzano-Tomaten, Fior di Latte, frisches Basilikum und Olivenöl aus Apulien.',
  image: demoDishImage('#f4d7b0', '#d9482b'),
  price: 9.5,
};

export const demoPizzaGroups: AttributeGroup[] = [
  {
    id: 1,
    name: 'Größe',
    minimum_value: 1,
    maximum_value: 1,
    is_multi_select: false,
    items: [
      { id: 11, name: 'Klein (26 cm)', image: null, pivot: { id: 111, price: 0 } },
      { id: 12, name: 'Mittel (30 cm)', image: null, pivot: { id: 112, price: 2 } },
      { id: 13, name: 'Familie (40 cm)', image: null, pivot: { id: 113, price: 6.5 } },
    ],
  },
  {
    id: 2,
    name: 'Extra-Belag',
    minimum_value: 0,
    maximum_value: 3,
    is_multi_select: true,
    items: [
      { id: 21, name: 'Büffelmozzarella', image: demoDishImage('#eef2e6', '#f7f3e8'), pivot: { id: 121, price: 1.8 } },
      { id: 22, name: 'Rucola', image: demoDishImage('#e3efd9', '#5b8c32'), pivot: { id: 122, price: 1.2 } },
      { id: 23, name: 'Parmaschinken', image: demoDishImage('#f6e0dc', '#c8646a'), pivot: { id: 123, price: 2.5 } },
      { id: 24, name: 'Champignons', image: demoDishImage('#efe6dc', '#a68a6d'), pivot: { id: 124, price: 1 } },
    ],
  },
  {
    id: 3,
    name: 'Dip dazu',
    minimum_value: 2,
    maximum_value: null,
    is_multi_select: true,
    items: [
      { id: 31, name: 'Knoblauch-Aioli', image: null, pivot: { id: 131, price: 0.9 } },
      { id: 32, name: 'Chili-Mayo', image: null, pivot: { id: 132, price: 0.9 } },
      { id: 33, name: 'Basilikum-Pesto', image: null, pivot: { id: 133, price: 0 } },
    ],
  },
];

export const demoBurgerMenu = { name: 'Burger-Menü „Berlin“', image: demoDishImage('#f3e2c7', '#8a4b2a') };

export const demoMenuSteps: PackageStep[] = [
  {
    id: 1,
    name: 'Dein Burger',
    question: 'Welcher Burger darf es sein?',
    min: 1,
    max: 1,
    product: [
      {
        id: 501,
        name: 'Classic Cheeseburger',
        description: '180 g Rind, Cheddar, Gewürzgurke',
        image: demoDishImage('#f3e2c7', '#8a4b2a'),
        price: 0,
        stock: null,
        depot: null,
        allergy_info: ['A', 'G'],
      },
      {
        id: 502,
        name: 'Trüffel-Burger',
        description: 'Trüffelmayo, Bergkäse, Röstzwiebeln',
        image: demoDishImage('#efe1d1', '#5e3b22'),
        price: 2.5,
        stock: 4,
        depot: null,
        allergy_info: ['A', 'C', 'G'],
      },
      {
        id: 503,
        name: 'Halloumi-Burger',
        description: 'Gegrillter Halloumi, Ajvar, Rucola',
        image: demoDishImage('#e8efd9', '#d9b45a'),
        price: 1,
        stock: 0,
        depot: null,
        allergy_info: ['A', 'G'],
      },
    ],
  },
  {
    id: 2,
    name: 'Beilagen',
    question: 'Wähle zwei Beilagen',
    min: 2,
    max: 2,
    product: [
      {
        id: 511,
        name: 'Pommes frites',
        description: null,
        image: demoDishImage('#fbeec1', '#e8b53a'),
        price: 0,
        stock: null,
        depot: null,
        allergy_info: [],
      },
      {
        id: 512,
        name: 'Süßkartoffel-Pommes',
        description: null,
        image: demoDishImage('#fde3cf', '#e07a2f'),
        price: 1.5,
        stock: null,
        depot: null,
        allergy_info: [],
      },
      { id: 513, name: 'Krautsalat', description: null, image: null, price: 0, stock: null, depot: null, allergy_info: ['C'] },
    ],
  },
  {
    id: 3,
    name: 'Getränk',
    question: null,
    min: 0,
    max: 1,
    product: [
      {
        id: 521,
        name: 'Fritz-Kola 0,33 l',
        description: null,
        image: null,
        price: 0,
        stock: null,
        depot: { name: 'Pfand', price: 0.08 },
        allergy_info: [],
      },
      {
        id: 522,
        name: 'Rhabarberschorle 0,33 l',
        description: null,
        image: null,
        price: 0.5,
        stock: null,
        depot: { name: 'Pfand', price: 0.08 },
        allergy_info: [],
      },
    ],
  },
];

/** Fourteen days from 24 November 2026, the restaurant closed on Mondays. */
export const demoToday = '2026-11-24';
export const demoDates: string[] = Array.from({ length: 14 }, (_, offset) =>
  new Date(Date.UTC(2026, 10, 24 + offset)).toISOString().slice(0, 10),
).filter((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 1);

/** Quarter hours from `from` to `to` (both 'HH:mm'), as the app passes them. */
export function demoTimes(from: string, to: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const times: string[] = [];
  for (let minute = minutes(from); minute <= minutes(to); minute += 15) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }
  return times;
}

/** Delivery type options as basket-core's `deliveryTypeOptions` gives them. */
export const demoDeliveryOptions: Record<'open' | 'noPickup' | 'closed', DeliveryTypeOptionView[]> = {
  open: [
    { type: 'delivery', available: true, reason: null },
    { type: 'pickup', available: true, reason: null },
    { type: 'here', available: true, reason: null },
  ],
  noPickup: [
    { type: 'delivery', available: true, reason: null },
    { type: 'pickup', available: false, reason: 'pickup_not_available' },
    { type: 'here', available: true, reason: null },
  ],
  closed: [
    { type: 'delivery', available: true, reason: 'closed' },
    { type: 'pickup', available: true, reason: 'closed' },
  ],
};

/** Today only has the evening left; Saturdays close early; the other days run 11:30 to 21:45. */
export function demoTimesOf(date: string): string[] {
  if (date === demoToday) return demoTimes('19:45', '21:45');
  if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return demoTimes('11:30', '14:00');
  return demoTimes('11:30', '21:45');
}

/** An event-shop product sold per person, as the person-details dialog shows it. */
export const demoEventTicket = {
  name: 'Familien-Führung „Winterzauber“',
  description: 'Eine Stunde durch den verschneiten Schlossgarten, mit heißem Kakao am Ende.',
  image: demoDishImage('#d8e4f0', '#5b7fa6'),
  price: 14,
};

/** The days an event product allows: Fridays to Sundays from 27 November 2026 for four weeks. */
export const demoEventDates: string[] = Array.from({ length: 28 }, (_, offset) =>
  new Date(Date.UTC(2026, 10, 27 + offset)).toISOString().slice(0, 10),
).filter((date) => [0, 5, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()));
