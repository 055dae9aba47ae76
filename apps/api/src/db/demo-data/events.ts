import { germanLegalContents } from './legal.ts';
import { weeklyOpeningTimes } from './times.ts';
import type { DemoRestaurant } from './types.ts';

/** Each ticket names its holder and the day it is for. */
const PERSON_AND_DATE = { additionalInfo: { name: true, date: true } };
/** A pass valid on every festival day: only the holder's name. */
const PERSON_ONLY = { additionalInfo: { name: true, date: false } };
/** One name for a family or group, and how many come with it. */
const GROUP_WITHOUT_DATE = { additionalInfo: { name: true, date: false, count: true } };
/** A group on one day: a name, the day, and how many come. */
const GROUP_ON_A_DAY = { additionalInfo: { name: true, date: true, count: true } };

/** The event and online-shop mode: tickets whose cart items carry per-person details, and merchandise. */
export const events: DemoRestaurant = {
  slug: 'demo-events',
  name: 'Demo Events',
  currency: '€',
  lang: 'de',
  timeZone: 'Europe/Berlin',
  address: 'Kulturbrauerei, Schönhauser Allee 36, 10435 Berlin',
  telephone: '+49 30 98765432',
  email: 'tickets@demo-events.example',
  appearance: { primaryColor: '#7c3aed', logoShape: 'wide', menuLayout: 'side' },
  features: { reviews: false },
  settings: {
    event_mode: true,
    social: { instagram: 'https://www.instagram.com/demoevents', facebook: 'https://www.facebook.com/demoevents' },
    paymentMethods: ['mollie', 'cash'],
    deliveryTypes: [2],
    registration_enabled: true,
    personal_information_fields: ['name', 'email', 'mobile'],
    meta: { show_open_hours: false, foot_note: 'Tickets sind nicht übertragbar. Einlass nur mit Lichtbildausweis.' },
    available_days: { delivery: 0, pickup: 60, here: 0 },
  },
  openingTimes: weeklyOpeningTimes('available', () => [['09:00', '22:00']]),
  categories: [
    {
      name: 'Veranstaltungen',
      description: '<p>Tickets für Konzerte, Feste und Verkostungen. Bitte für jede Person Name und Datum angeben.</p>',
      subcategories: [
        {
          name: 'Konzerte & Feste',
          products: [
            {
              name: 'Sommerfest im Hof – Tagesticket',
              description: 'Livemusik, Streetfood und Kinderprogramm. Gültig am gewählten Tag von 12 bis 23 Uhr.',
              price: 2500,
              ...PERSON_AND_DATE,
            },
            {
              name: 'Jazzabend – Sitzplatz',
              description: 'Das Demo Jazz Quartett mit Gästen, Einlass 19 Uhr.',
              price: 3200,
              stock: 5,
              ...PERSON_AND_DATE,
            },
            {
              name: 'Festivalpass (3 Tage)',
              description: 'Freier Eintritt an allen drei Festivaltagen. Der Pass ist auf Ihren Namen ausgestellt.',
              price: 7900,
              ...PERSON_ONLY,
            },
          ],
        },
        {
          name: 'Genuss & Workshops',
          products: [
            {
              name: 'Weinprobe: Junge Winzer aus Rheinhessen',
              description: 'Acht Weine, Käse und Brot, mit Winzerin Lena Hoffmann. Dauer etwa 2,5 Stunden.',
              price: 4900,
              allergies: ['A', 'G'],
              ...PERSON_AND_DATE,
            },
            {
              name: 'Pasta-Kochkurs',
              description: 'Frische Pasta von Hand: Teig, Füllungen und drei Saucen. Inklusive Abendessen.',
              price: 8900,
              allergies: ['A', 'C', 'G'],
              ...PERSON_AND_DATE,
            },
            {
              name: 'Ausverkauft: Silvester-Gala',
              description: 'Vier-Gänge-Menü, Liveband und Mitternachtsbuffet. Leider ausverkauft.',
              price: 14900,
              stock: 0,
              ...PERSON_AND_DATE,
            },
            {
              name: 'Gutschein für eine Weinprobe',
              description: 'Der Beschenkte wählt den Termin selbst. Bitte den Namen des Beschenkten angeben.',
              price: 4900,
              ...PERSON_ONLY,
            },
          ],
        },
      ],
    },
    {
      name: 'Familie & Kinder',
      description:
        '<p>Zirkus, Theater und Basteln für Groß und Klein. Familien- und Gruppentickets laufen auf einen Namen – bitte angeben, wie viele Personen kommen.</p>',
      subcategories: [
        {
          name: 'Zirkus & Theater',
          products: [
            {
              name: 'Familienkarte Kinderzirkus',
              description: 'Gültig an allen Vorstellungstagen. Ein Name pro Familie, der Preis gilt pro Person.',
              price: 1200,
              ...GROUP_WITHOUT_DATE,
            },
            {
              name: 'Puppentheater – Gruppenticket',
              description: 'Für Kitagruppen, Schulklassen und Familien. Name der Gruppe, Tag und Personenzahl angeben.',
              price: 800,
              ...GROUP_ON_A_DAY,
            },
          ],
        },
        {
          name: 'Basteln & Feiern',
          products: [
            {
              name: 'Laternen-Bastelnachmittag (Wochenende)',
              description: 'Samstags und sonntags von 14 bis 17 Uhr, Material inklusive. Bitte den Namen des Kindes angeben.',
              price: 1800,
              happyHour: { weekdays: [6, 7], from: '14:00', to: '17:00', price: 1500 },
              ...PERSON_AND_DATE,
            },
            {
              name: 'Kindergeburtstag im Hof',
              description:
                'Drei Stunden Programm mit Kuchen und Getränken für bis zu zehn Kinder, dazu ein Mitgebsel. Bitte Name des Geburtstagskindes und Tag angeben.',
              price: 14900,
              packageSteps: [
                {
                  name: 'Mitgebsel',
                  question: 'Was bekommen die Kinder mit nach Hause?',
                  min: 1,
                  max: 1,
                  choices: [{ product: 'Stoffbeutel' }, { product: 'Emaille-Tasse', surcharge: 300 }],
                },
              ],
              ...PERSON_AND_DATE,
            },
            {
              name: 'Malbuch „Sommerfest“',
              description: 'Zwanzig Seiten zum Ausmalen, mit Stickerbogen. Ohne Anmeldung, zum Mitnehmen.',
              price: 600,
            },
          ],
        },
      ],
    },
    {
      name: 'Merchandise',
      description: '<p>Erinnerungsstücke zum Mitnehmen – Abholung an der Abendkasse.</p>',
      subcategories: [
        {
          name: 'Kleidung',
          products: [
            { name: 'Festival-T-Shirt', description: 'Bio-Baumwolle, Unisex, Größen S bis XXL – bitte im Kommentar angeben.', price: 2500 },
            { name: 'Kapuzenpullover', description: 'Schwerer Hoodie mit gesticktem Logo.', price: 4900, stock: 3 },
          ],
        },
        {
          name: 'Accessoires',
          products: [
            { name: 'Stoffbeutel', description: 'Robuster Jutebeutel mit Siebdruck.', price: 900 },
            { name: 'Emaille-Tasse', description: 'Für Kaffee am Lagerfeuer, 350 ml.', price: 1400 },
          ],
        },
      ],
    },
  ],
  content: {
    legal: germanLegalContents(
      {
        name: 'Demo Events UG (haftungsbeschränkt)',
        owner: 'Kai Neumann',
        address: 'Schönhauser Allee 36, 10435 Berlin',
        telephone: '+49 30 98765432',
        email: 'tickets@demo-events.example',
        register: 'Amtsgericht Charlottenburg, HRB 654321 B',
        vatId: 'DE987654321',
      },
      '<h2>Über uns</h2><p>Demo Events veranstaltet Konzerte, Feste und Genussabende in der Kulturbrauerei – seit 2016 mit über 200 Veranstaltungen im Jahr.</p>',
    ),
  },
};
