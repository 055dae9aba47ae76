import { fillPlaceholders, formatMoney, type MessageLanguage, messageLanguageOf } from '@platter/i18n';
import { DateTime } from 'luxon';
import type { RestaurantRow } from '../../db/schema.ts';
import { type BasketSnapshot, lineTotalMinor, personsOf } from '../basket/index.ts';
import type { Mail } from '../mail/mailer.ts';

const TEXTS = {
  en: {
    subject: 'Your order #{id} at {restaurant}',
    greeting: 'Thank you for your order. We have received it:',
    total: 'Total',
    link: 'Follow your order here:',
    tickets: '{count} tickets',
  },
  de: {
    subject: 'Deine Bestellung #{id} bei {restaurant}',
    greeting: 'Vielen Dank für deine Bestellung. Wir haben sie erhalten:',
    total: 'Summe',
    link: 'Hier siehst du den Stand deiner Bestellung:',
    tickets: '{count} Tickets',
  },
  fr: {
    subject: 'Votre commande n°{id} chez {restaurant}',
    greeting: 'Merci pour votre commande. Nous l’avons bien reçue :',
    total: 'Total',
    link: 'Suivez votre commande ici :',
    tickets: '{count} billets',
  },
  ar: {
    subject: 'طلبك رقم {id} من {restaurant}',
    greeting: 'شكرًا لطلبك. لقد استلمناه:',
    total: 'المجموع',
    link: 'تابع طلبك هنا:',
    tickets: '{count} تذاكر',
  },
} as const satisfies Record<MessageLanguage, Record<string, string>>;

/**
 * The persons of a line sold per person (event mode), one under the line each: the name, the day
 * written out in the mail's language (`Samstag, 5. Dezember 2026`), and the count when above 1.
 */
function personLines(line: { extra_info: string | null }, language: MessageLanguage): string[] {
  return personsOf(line).map(({ fullName, date, count }) => {
    const parts = [
      fullName,
      date ? DateTime.fromISO(date, { zone: 'utc' }).setLocale(language).toLocaleString(DateTime.DATE_HUGE) : undefined,
      count > 1 ? fillPlaceholders(TEXTS[language].tickets, { count }) : undefined,
    ];
    return `   – ${parts.filter(Boolean).join(' · ')}`;
  });
}

/** The confirmation a guest gets for a placed order, in the restaurant's language, or null without an email. */
export function orderConfirmationMail(
  restaurant: RestaurantRow,
  orderId: number,
  snapshot: BasketSnapshot,
  statusLink: string,
): Mail | null {
  let email: unknown;
  try {
    email = (JSON.parse(snapshot.basket.user_info ?? '{}') as { email?: unknown }).email;
  } catch {
    email = undefined;
  }
  if (typeof email !== 'string' || !email.includes('@')) return null;
  const language = messageLanguageOf(restaurant.lang);
  const texts = TEXTS[language];
  const money = (minor: number) => formatMoney(minor / 100, { currency: restaurant.currency, locale: language });
  const lines = snapshot.lines.flatMap(({ line, product, priced }) => [
    `${line.quantity} × ${product.name}  ${money(lineTotalMinor(priced))}`,
    ...personLines(line, language),
  ]);
  return {
    restaurantId: restaurant.id,
    kind: 'order',
    to: email,
    subject: fillPlaceholders(texts.subject, { id: orderId, restaurant: restaurant.name }),
    text: [texts.greeting, '', ...lines, '', `${texts.total}: ${money(snapshot.totals.totalMinor)}`, '', texts.link, statusLink].join('\n'),
  };
}
