import { bistroAttributeGroups } from './bistro-attributes.ts';
import { bistroContent } from './bistro-content.ts';
import { bistroCategories } from './bistro-menu.ts';
import { type DaysFromLoad, SATURDAY, STANDING_OFFER_DAYS, SUNDAY, weeklyOpeningTimes } from './times.ts';
import type { DemoRestaurant } from './types.ts';

const POSTAL_CODES = ['10115', '10116', '10117', '10118'];

/** scrypt (cost 2^14) of the demo payFix PIN `1234`. */
const DEMO_PAYFIX_PIN_HASH = 'scrypt$14$dZdlr5J22EXbGiA-z_ijAA$knm72ygve5Zb0s3KJeKz5Xq9_cij-auXNblfYZcoD9M';

/** The offset of the first day from the load day on (the load day included) whose date ends in `monthDay` (`mm-dd`). */
function nextDayOfYear(day: DaysFromLoad, monthDay: string): number {
  let offset = 0;
  while (!day(offset).date.endsWith(`-${monthDay}`)) offset++;
  return offset;
}

/** The full-featured restaurant: delivery, pickup and tables, every payment type, blog, vouchers. */
export const bistro: DemoRestaurant = {
  slug: 'demo-bistro',
  name: 'Demo Bistro',
  currency: '€',
  lang: 'de',
  timeZone: 'Europe/Berlin',
  address: 'Torstraße 125, 10119 Berlin',
  telephone: '+49 30 12345678',
  email: 'hallo@demo-bistro.example',
  appearance: { primaryColor: '#c2410c', logoShape: 'round', menuLayout: 'side' },
  features: {},
  settings: {
    social: {
      facebook: 'https://www.facebook.com/demobistro',
      instagram: 'https://www.instagram.com/demobistro',
      tiktok: 'https://www.tiktok.com/@demobistro',
      youtube: 'https://www.youtube.com/@demobistro',
    },
    pinned_products_label: 'Angebot der Woche',
    delivery_average_time: 40,
    has_blog: true,
    registration_enabled: true,
    reservation_table: true,
    allergies: true,
    tip_request: true,
    available_voucher: true,
    robot_request_available: true,
    has_announcement: true,
    announcement: 'Vom 24. bis 26. Dezember bleibt das Bistro geschlossen. Neu: Happy Hour Montag bis Freitag von 17 bis 19 Uhr!',
    // zvt is a hidden method: present so that hiding it is exercised.
    // No pay-at-counter here: spec §4 turns every checkout of a pwc restaurant into a pickup paid at the
    // counter, and the bistro delivers. The café shows that path.
    paymentMethods: ['mollie', 'cash', 'payAtEnd', 'zvt'],
    deliveryTypes: [1, 2, 3],
    personal_information_fields: ['name', 'email', 'mobile', 'address', 'house_number', 'postalCode', 'city', 'comment', 'product_comment'],
    meta: { show_open_hours: true, foot_note: 'Alle Preise inkl. MwSt. Lieferung nur innerhalb Berlin-Mitte.' },
    lead_minutes: { delivery: 45, pickup: 20, here: 10 },
    available_days: { delivery: 7, pickup: 7, here: 0 },
  },
  openingTimes: [
    ...weeklyOpeningTimes('available', (weekday) => {
      if (weekday === SUNDAY) return [['12:00', '21:00']];
      if (weekday === SATURDAY) return [['11:00', '22:00']];
      return [
        ['11:00', '14:30'],
        ['17:00', '22:00'],
      ];
    }),
    ...weeklyOpeningTimes('here', (weekday) => {
      if (weekday === SUNDAY) return [['12:00', '20:30']];
      if (weekday === SATURDAY) return [['11:30', '21:30']];
      return [
        ['11:30', '14:30'],
        ['17:30', '21:30'],
      ];
    }),
    ...weeklyOpeningTimes('takeaway', (weekday) => (weekday === SUNDAY ? [['12:00', '20:45']] : [['11:00', '21:45']])),
  ],
  closeTimes: (day) => {
    // The next Christmas from the load day: local midnight of 24 December to local midnight after 26 December.
    const christmasEve = nextDayOfYear(day, '12-24');
    return [{ kind: 'close', starts_at: day(christmasEve).startsAt, ends_at: day(christmasEve + 3).startsAt, reason: 'Weihnachten' }];
  },
  deliveryAreas: [
    ...POSTAL_CODES.map((postal_code) => ({ postal_code, minimum_order_minor: 1500, shipping_price_minor: 250 })),
    { postal_code: '10119', minimum_order_minor: 2000, shipping_price_minor: 390 },
  ],
  // Every table has a payFix terminal: its QR sticker reads QR-T<n>, its PIN is 1234 (a demo, so the
  // hash is written out rather than computed at each load).
  tables: [2, 2, 4, 4, 4, 6, 2, 4, 6, 4].map((capacity, index) => ({
    name: `T${index + 1}`,
    number: index + 1,
    capacity,
    payfix_qr_code: `QR-T${index + 1}`,
    payfix_pin_hash: DEMO_PAYFIX_PIN_HASH,
  })),
  // Valid over the standing offers' days; EXPIRED5 ran out a month before the load day.
  vouchers: (day) => {
    const valid = { starts_at: day(STANDING_OFFER_DAYS.from).startsAt, expires_at: day(STANDING_OFFER_DAYS.to).lastSecond };
    return [
      { code: 'WELCOME10', kind: 'percent', value: 10, usage_limit: null, ...valid },
      { code: 'FIVEOFF', kind: 'amount', value: 500, usage_limit: 3, ...valid },
      { code: 'EXPIRED5', kind: 'amount', value: 500, usage_limit: null, expires_at: day(-30).lastSecond },
      { code: 'USEDUP', kind: 'amount', value: 300, usage_limit: 1, used_count: 1, ...valid },
    ];
  },
  attributeGroups: bistroAttributeGroups,
  categories: bistroCategories,
  // Ended two weeks before the load day: listed on the manager screen, hiding no pizza today.
  breakPatterns: [
    {
      name: 'Pizzaofen-Wartung',
      startTime: '14:30',
      products: ['Pizza Margherita', 'Pizza Salami', 'Pizza Diavola'],
      weekdays: [1, 2, 3, 4, 5],
      fromDay: -28,
      toDay: -14,
    },
  ],
  content: bistroContent,
};
