import { germanLegalContents } from './legal.ts';
import { SUNDAY, weeklyOpeningTimes } from './times.ts';
import type { DemoRestaurant } from './types.ts';

const MILK = 'Milch';
const WITH_MILK = { attributeGroups: [MILK] };
const COFFEE_HOUSE_HOURS = (weekday: number) => (weekday === SUNDAY ? [['08:00', '17:00'] as const] : [['07:00', '18:00'] as const]);

/** A Swiss café: francs, SaferPay, pickup and eat-in only, a milk choice on every coffee. */
export const cafeZurich: DemoRestaurant = {
  slug: 'demo-cafe-zurich',
  name: 'Café Zürich',
  currency: 'CHF',
  lang: 'de',
  timeZone: 'Europe/Zurich',
  address: 'Limmatquai 42, 8001 Zürich',
  telephone: '+41 44 123 45 67',
  email: 'gruezi@cafe-zuerich.example',
  appearance: { primaryColor: '#1d4ed8', logoShape: 'square', menuLayout: 'top' },
  features: {},
  settings: {
    social: { instagram: 'https://www.instagram.com/cafezuerich' },
    paymentMethods: ['saferPay', 'cash', 'pwc'],
    deliveryTypes: [2, 3],
    registration_enabled: true,
    reservation_table: true,
    allergies: true,
    personal_information_fields: ['name', 'email', 'mobile', 'comment'],
    meta: { show_open_hours: true, foot_note: 'Alle Preise in CHF inkl. MwSt.' },
    lead_minutes: { delivery: 0, pickup: 10, here: 5 },
    available_days: { delivery: 0, pickup: 3, here: 0 },
  },
  openingTimes: [
    ...weeklyOpeningTimes('available', COFFEE_HOUSE_HOURS),
    ...weeklyOpeningTimes('here', COFFEE_HOUSE_HOURS),
    ...weeklyOpeningTimes('takeaway', COFFEE_HOUSE_HOURS),
  ],
  tables: [2, 2, 2, 4, 4, 6].map((capacity, index) => ({ name: `T${index + 1}`, number: index + 1, capacity })),
  attributeGroups: [
    {
      name: MILK,
      minimum: 1,
      maximum: 1,
      multiSelect: false,
      items: [
        { name: 'Vollmilch', price: 0 },
        { name: 'Laktosefreie Milch', price: 0 },
        { name: 'Hafermilch', price: 50 },
        { name: 'Mandelmilch', price: 50 },
      ],
    },
  ],
  categories: [
    {
      name: 'Kaffee & Tee',
      subcategories: [
        {
          name: 'Kaffee',
          products: [
            { name: 'Espresso', description: 'Hausröstung aus dem Kreis 5, kräftig und schokoladig.', price: 450 },
            { name: 'Cappuccino', description: 'Espresso mit cremigem Milchschaum.', price: 580, allergies: ['G'], ...WITH_MILK },
            {
              name: 'Latte Macchiato',
              description: 'Viel Milch, ein Schuss Espresso, im hohen Glas.',
              price: 620,
              allergies: ['G'],
              ...WITH_MILK,
            },
            {
              name: 'Flat White',
              description: 'Doppelter Ristretto mit feinporigem Milchschaum.',
              price: 650,
              allergies: ['G'],
              ...WITH_MILK,
            },
          ],
        },
        {
          name: 'Tee & Schokolade',
          products: [
            {
              name: 'Chai Latte',
              description: 'Gewürztee mit Zimt, Kardamom und geschäumter Milch.',
              price: 650,
              allergies: ['G'],
              ...WITH_MILK,
            },
            { name: 'Grüntee Sencha', description: 'Japanischer Grüntee, im Kännchen serviert.', price: 500 },
            {
              name: 'Heisse Schokolade',
              description: 'Aus Schweizer Schokolade, mit Schlagrahm.',
              price: 590,
              allergies: ['G'],
              ...WITH_MILK,
            },
          ],
        },
      ],
    },
    {
      name: 'Gebäck',
      subcategories: [
        {
          name: 'Aus der Backstube',
          products: [
            { name: 'Buttergipfeli', description: 'Frisch gebacken, mit Schweizer Butter.', price: 280, allergies: ['A', 'C', 'G'] },
            { name: 'Nussgipfel', description: 'Mit Haselnussfüllung und Zuckerglasur.', price: 390, allergies: ['A', 'C', 'G', 'H'] },
            { name: 'Zimtschnecke', description: 'Saftiger Hefeteig mit Zimt und Zucker.', price: 450, allergies: ['A', 'C', 'G'] },
            {
              name: 'Rüeblitorte',
              description: 'Aargauer Karottenkuchen mit Mandeln – heute nur noch wenige Stück.',
              price: 650,
              stock: 4,
              allergies: ['A', 'C', 'H'],
            },
            {
              name: 'Luxemburgerli (6 Stück)',
              description: 'Kleine Macarons in sechs Sorten. Heute leider ausverkauft.',
              price: 950,
              stock: 0,
              allergies: ['C', 'G', 'H'],
            },
          ],
        },
      ],
    },
    {
      name: 'Frühstück',
      subcategories: [
        {
          name: 'Zmorge',
          products: [
            {
              name: 'Birchermüesli',
              description: 'Nach Originalrezept mit Joghurt, Apfel und Beeren.',
              price: 950,
              allergies: ['A', 'G', 'H'],
            },
            {
              name: 'Rührei mit Zopf',
              description: 'Drei Eier aus Freilandhaltung, Butterzopf und Schnittlauch.',
              price: 1450,
              allergies: ['A', 'C', 'G'],
            },
            {
              name: 'Avocado-Toast',
              description: 'Sauerteigbrot, Avocado, Feta, Chili und pochiertes Ei.',
              price: 1650,
              allergies: ['A', 'C', 'G'],
            },
            {
              name: 'Zmorge-Plättli für zwei',
              description: 'Butterzopf, Gipfeli, Käse, Schinken, Konfitüre, Joghurt und zwei Kaffees.',
              price: 3450,
              allergies: ['A', 'C', 'G'],
            },
          ],
        },
      ],
    },
    {
      name: 'Kalte Getränke',
      subcategories: [
        {
          name: 'Erfrischungen',
          products: [
            { name: 'Rivella Rot 5 dl', description: 'Der Schweizer Klassiker aus Milchserum.', price: 550, allergies: ['G'] },
            { name: 'Valser Mineralwasser 5 dl', description: 'Mit oder ohne Kohlensäure.', price: 480 },
            { name: 'Eistee hausgemacht', description: 'Schwarztee mit Pfirsich und Zitrone, wenig gesüsst.', price: 550 },
          ],
        },
      ],
    },
  ],
  content: {
    legal: germanLegalContents(
      {
        name: 'Café Zürich GmbH',
        owner: 'Reto Brunner',
        address: 'Limmatquai 42, 8001 Zürich',
        telephone: '+41 44 123 45 67',
        email: 'gruezi@cafe-zuerich.example',
        register: 'Handelsregister des Kantons Zürich, CHE-123.456.789',
        vatId: 'CHE-123.456.789 MWST',
      },
      '<h2>Über uns</h2><p>Seit 1998 rösten wir unseren Kaffee selbst und backen jeden Morgen Gipfeli an der Limmat.</p>',
    ),
  },
};
