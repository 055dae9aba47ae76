import { germanLegalContents } from './legal.ts';
import { type DaysFromLoad, SATURDAY, SUNDAY, type TicketSlot, weeklyOpeningTimes, weeklyTicketTimes } from './times.ts';
import type { DemoRestaurant } from './types.ts';

const TOUR = '01:30';
const GROUP_SIZE = 20;
const DAILY_SLOTS: readonly TicketSlot[] = ['10:00', '12:00', '14:00', '16:00'].map((time) => ({
  time,
  duration: TOUR,
  capacity: GROUP_SIZE,
}));

/** The evening tour in a small group, offered today and tomorrow only. */
const SMALL_GROUP: TicketSlot = { time: '18:30', duration: TOUR, capacity: 3 };

/** Four guided slots a day; on Saturday the 14:00 slot is fully booked, on Sunday an open evening slot has no limit. */
function slotsOf(weekday: number): readonly TicketSlot[] {
  if (weekday === SATURDAY) return DAILY_SLOTS.map((slot) => (slot.time === '14:00' ? { ...slot, capacity: 0 } : slot));
  if (weekday === SUNDAY) return [...DAILY_SLOTS, { time: '18:00', duration: TOUR, capacity: null }];
  return DAILY_SLOTS;
}

/** The ticketing mode: the guest picks a date and a time slot before the menu is shown. */
export const tickets: DemoRestaurant = {
  slug: 'demo-tickets',
  name: 'Demo Tickets',
  currency: '€',
  lang: 'de',
  timeZone: 'Europe/Berlin',
  address: 'Museumsinsel 1, 10178 Berlin',
  telephone: '+49 30 55512345',
  email: 'besuch@demo-tickets.example',
  appearance: { primaryColor: '#0f766e', logoShape: 'round', menuLayout: 'top' },
  features: {},
  settings: {
    ticketingSystem: true,
    ticketTimeAvailable: true,
    paymentMethods: ['mollie', 'cash'],
    deliveryTypes: [2],
    personal_information_fields: ['name', 'email'],
    meta: { show_open_hours: false, foot_note: 'Zeitfenster-Tickets für die Ausstellung „Licht & Klang“.' },
    available_days: { delivery: 0, pickup: 30, here: 0 },
  },
  openingTimes: weeklyOpeningTimes('available', () => [['09:00', '20:00']]),
  ticketTimes: (day: DaysFromLoad) => [
    ...weeklyTicketTimes(day, slotsOf),
    // A small evening group today and tomorrow (the load day, in Berlin): 3 places, so that a slot
    // selling out can be seen (issue 13).
    ...[day(0), day(1)].map(({ date, weekday }) => ({
      start_date: date,
      end_date: date,
      weekday,
      time: SMALL_GROUP.time,
      duration: SMALL_GROUP.duration,
      capacity: SMALL_GROUP.capacity,
    })),
  ],
  categories: [
    {
      name: 'Eintritt',
      description: '<p>Zeitfenster-Tickets für die Ausstellung „Licht & Klang“, inklusive Führung (90 Minuten).</p>',
      subcategories: [
        {
          name: 'Tickets',
          products: [
            { name: 'Erwachsene', ticket: true, description: 'Eintritt mit Führung für eine Person ab 18 Jahren.', price: 1800 },
            {
              name: 'Ermäßigt',
              ticket: true,
              description: 'Für Studierende, Auszubildende und Schwerbehinderte (Nachweis am Einlass).',
              price: 1200,
            },
            { name: 'Kinder (6-17 Jahre)', ticket: true, description: 'Kinder unter 6 Jahren haben freien Eintritt.', price: 900 },
            {
              name: 'Familienticket',
              description: 'Zwei Erwachsene und bis zu drei Kinder.',
              price: 4200,
              multipleAllowed: false,
              ticket: true,
            },
          ],
        },
      ],
    },
    {
      name: 'Snacks',
      description: '<p>Zum Mitnehmen in die Pause – Ausgabe im Museumscafé.</p>',
      subcategories: [
        {
          name: 'Für zwischendurch',
          products: [
            { name: 'Laugenbrezel', description: 'Frisch gebacken mit grobem Salz.', price: 290, allergies: ['A'] },
            {
              name: 'Museumskeks',
              description: 'Butterkeks in Form unseres Wahrzeichens.',
              price: 350,
              allergies: ['A', 'C', 'G'],
            },
            {
              name: 'Bio-Apfelsaftschorle 0,33 l',
              description: 'Aus Streuobstwiesen im Havelland.',
              price: 350,
              depot: { name: 'Pfand', price: 25 },
            },
            { name: 'Kaffee to go', description: 'Fair gehandelter Filterkaffee im Mehrwegbecher.', price: 300 },
          ],
        },
      ],
    },
  ],
  content: {
    legal: germanLegalContents(
      {
        name: 'Demo Tickets gGmbH',
        owner: 'Dr. Miriam Schulz',
        address: 'Museumsinsel 1, 10178 Berlin',
        telephone: '+49 30 55512345',
        email: 'besuch@demo-tickets.example',
        register: 'Amtsgericht Charlottenburg, HRB 777777 B',
        vatId: 'DE777777777',
      },
      '<h2>Über uns</h2><p>Die Ausstellung „Licht & Klang“ lädt zu einer 90-minütigen Reise durch Installationen aus Licht, Farbe und Musik ein.</p>',
    ),
  },
};
