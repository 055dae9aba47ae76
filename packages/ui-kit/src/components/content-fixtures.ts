import type { Blog, BlogSummary, CloseTime, LegalContents, Testimonial, WeeklyTime } from '@platter/contract';
import { demoDishImage } from './ordering-fixtures.ts';

/** Demo data for the content components' stories and tests: the blog, reviews and texts of a Berlin bistro. */

const tags = {
  kitchen: { id: 1, name: 'Küche' },
  season: { id: 2, name: 'Saison' },
  news: { id: 3, name: 'Neuigkeiten' },
};

/** A post with a picture and two tags. */
export const demoBlogSummary: BlogSummary = {
  id: 4,
  slug: 'happy-hour-jetzt-werktags',
  title: 'Happy Hour: jetzt jeden Werktag',
  excerpt: 'Montag bis Freitag von 17 bis 19 Uhr gibt es Cocktails, Limonade und Pils zum kleinen Preis.',
  image: demoDishImage('#fde68a', '#f97316'),
  published_at: '2026-11-19T10:00:00.000Z',
  tags: [tags.news, tags.season],
};

const pizzaPost: BlogSummary = {
  id: 1,
  slug: 'der-perfekte-pizzateig',
  title: 'Der perfekte Pizzateig: 48 Stunden Geduld',
  excerpt: 'Warum unser Teig zwei Tage ruht und was das mit Geschmack und Bekömmlichkeit zu tun hat.',
  image: demoDishImage('#f4d7b0', '#d9482b'),
  published_at: '2026-11-13T10:00:00.000Z',
  tags: [tags.kitchen],
};

/** A post without a picture. */
export const demoBlogWithoutImage: BlogSummary = {
  id: 2,
  slug: 'spargelzeit-in-berlin',
  title: 'Spargelzeit in Berlin',
  excerpt: 'Von April bis Juni kommt unser Spargel jeden Morgen frisch aus Beelitz.',
  image: null,
  published_at: '2026-10-13T10:00:00.000Z',
  tags: [tags.season, tags.kitchen],
};

/** One page of the blog, newest first. */
export const demoBlogSummaries: BlogSummary[] = [demoBlogSummary, pizzaPost, demoBlogWithoutImage];

export const demoBlog: Blog = {
  ...pizzaPost,
  body: [
    '<p>Guter Pizzateig braucht nur vier Zutaten: Mehl, Wasser, Salz und Hefe. Der Unterschied liegt in der Zeit.</p>',
    '<h2>Kalte Gare</h2>',
    '<p>Unser Teig reift <strong>48 Stunden</strong> im Kühlraum. In dieser Zeit bauen Enzyme die Stärke ab.</p>',
    '<script>alert("never runs")</script>',
    '<h2>Der Ofen</h2>',
    '<p>Bei 450 °C ist eine Pizza in 90 Sekunden fertig. <a href="https://example.com/ofen">Mehr über unseren Ofen</a></p>',
  ].join(''),
};

export const demoTestimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Anna K.',
    rating: 5,
    body: 'Die beste Pizza in Mitte! Der Teig ist fluffig und die Lieferung kam sogar früher als angekündigt.',
    created_at: '2026-11-20T18:00:00.000Z',
  },
  {
    id: 2,
    name: 'Markus B.',
    rating: 4,
    body: 'Sehr leckerer Trüffelburger, die Pommes waren leider etwas weich.',
    created_at: '2026-11-16T12:00:00.000Z',
  },
  {
    id: 3,
    name: 'Selin Y.',
    rating: 5,
    body: 'Tolles Mittagsmenü für kleines Geld, freundliches Personal.',
    created_at: '2026-11-11T12:00:00.000Z',
  },
];

export const demoLegal: LegalContents = {
  about_us: '<h2>Über uns</h2><p>Das Demo Bistro gibt es seit 2012 in Berlin-Mitte.</p>',
  privacy_policy: '<h2>Datenschutzerklärung</h2><p>Verantwortlich ist die Demo Bistro GmbH.</p>',
  imprint:
    '<h2>Impressum</h2><p>Demo Bistro GmbH<br>Inhaberin: Giulia Weber<br>Torstraße 125, 10119 Berlin</p><p>Telefon: <a href="tel:+493012345678">+49 30 12345678</a></p>',
  terms_and_conditions: null,
};

const weekdays = [1, 2, 3, 4, 5, 6, 7];

/** Lunch and dinner on weekdays, all day on Saturday, closed on Monday. */
export const demoOpeningTimes: WeeklyTime[] = weekdays.flatMap((weekday): WeeklyTime[] => {
  if (weekday === 1) return [];
  if (weekday >= 6) return [{ weekday, open_at: '12:00', close_at: '22:00' }];
  return [
    { weekday, open_at: '11:00', close_at: '14:30' },
    { weekday, open_at: '17:00', close_at: '22:00' },
  ];
});

/** Table service hours: a little shorter than the kitchen's. */
export const demoHereTimes: WeeklyTime[] = demoOpeningTimes.map((time) => ({
  ...time,
  close_at: time.close_at === '22:00' ? '21:30' : time.close_at,
}));

export const demoCloseTimes: CloseTime[] = [
  { id: 1, starts_at: '2026-12-23T23:00:00.000Z', ends_at: '2026-12-26T23:00:00.000Z', reason: 'Weihnachten' },
];
