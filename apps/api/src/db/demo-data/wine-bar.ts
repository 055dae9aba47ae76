import { germanLegalContents } from './legal.ts';
import { MONDAY_TO_FRIDAY, SATURDAY, weeklyOpeningTimes } from './times.ts';
import type { DemoRestaurant } from './types.ts';

const EVENING = (weekday: number) => (MONDAY_TO_FRIDAY.includes(weekday as 1) || weekday === SATURDAY ? [['17:00', '23:30'] as const] : []);

/**
 * A wine bar that shows its menu online but takes no orders there: catalogue-only mode (spec §1),
 * so the storefront hides the basket and every add button.
 */
export const wineBar: DemoRestaurant = {
  slug: 'demo-wine-bar',
  name: 'Weinbar Demo',
  currency: '€',
  lang: 'de',
  timeZone: 'Europe/Berlin',
  address: 'Weinbergsweg 8, 10119 Berlin',
  telephone: '+49 30 7654321',
  email: 'prost@weinbar-demo.example',
  appearance: { primaryColor: '#7f1d1d', logoShape: 'round', menuLayout: 'top' },
  features: { catalogueOnly: true, reviews: false },
  settings: {
    social: { instagram: 'https://www.instagram.com/weinbardemo' },
    paymentMethods: ['cash'],
    deliveryTypes: [3],
    registration_enabled: false,
    allergies: true,
    meta: { show_open_hours: true, foot_note: 'Alle Preise inkl. MwSt. Reservierungen telefonisch.' },
    lead_minutes: { delivery: 0, pickup: 0, here: 0 },
    available_days: { delivery: 0, pickup: 0, here: 0 },
  },
  openingTimes: [...weeklyOpeningTimes('available', EVENING), ...weeklyOpeningTimes('here', EVENING)],
  categories: [
    {
      name: 'Weine',
      description: 'Offene Weine, 0,1 l oder 0,2 l, von Winzerinnen und Winzern, die wir kennen.',
      subcategories: [
        {
          name: 'Weiss',
          products: [
            { name: 'Riesling trocken, Mosel', description: 'Schiefer, Limette, kühle Frische.', price: 690, allergies: ['O'] },
            { name: 'Grauburgunder, Baden', description: 'Birne, Nuss, cremig.', price: 720, allergies: ['O'] },
            { name: 'Grüner Veltliner, Wachau', description: 'Weisser Pfeffer und grüner Apfel.', price: 750, allergies: ['O'] },
          ],
        },
        {
          name: 'Rot',
          products: [
            { name: 'Spätburgunder, Ahr', description: 'Kirsche, Waldboden, feine Tannine.', price: 850, allergies: ['O'] },
            { name: 'Blaufränkisch, Burgenland', description: 'Brombeere und Würze.', price: 780, allergies: ['O'] },
          ],
        },
      ],
    },
    {
      name: 'Zum Wein',
      subcategories: [
        {
          name: 'Kleine Teller',
          products: [
            {
              name: 'Käseauswahl',
              description: 'Drei Rohmilchkäse mit Feigensenf und Walnussbrot.',
              price: 1450,
              allergies: ['A', 'G', 'H'],
            },
            { name: 'Oliven & Mandeln', description: 'Geröstet, mit Rosmarin und Meersalz.', price: 550, allergies: ['H'] },
            {
              name: 'Flammkuchen',
              description: 'Crème fraîche, Zwiebeln, Speck.',
              price: 1150,
              allergies: ['A', 'G'],
            },
          ],
        },
      ],
    },
  ],
  content: {
    legal: germanLegalContents(
      {
        name: 'Weinbar Demo UG',
        owner: 'Jonas Keller',
        address: 'Weinbergsweg 8, 10119 Berlin',
        telephone: '+49 30 7654321',
        email: 'prost@weinbar-demo.example',
        register: 'Amtsgericht Charlottenburg, HRB 654321',
        vatId: 'DE987654321',
      },
      '<h2>Über uns</h2><p>Zwanzig offene Weine, kleine Teller und kein Online-Shop: unsere Karte zum Anschauen, den Wein gibt es bei uns.</p>',
    ),
  },
};
