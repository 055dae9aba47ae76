import { formatMoney } from '@platter/i18n';
import type { RestaurantRow } from '../../db/schema.ts';
import { lineTotalMinor } from '../basket/pricing.ts';
import type { BasketSnapshot } from '../basket/snapshot.ts';
import type { Mail } from '../mail/mailer.ts';

const TEXTS = {
  en: {
    subject: 'Your order #{id} at {restaurant}',
    greeting: 'Thank you for your order. We have received it:',
    total: 'Total',
    link: 'Follow your order here:',
  },
  de: {
    subject: 'Ihre Bestellung #{id} bei {restaurant}',
    greeting: 'Vielen Dank für Ihre Bestellung. Wir haben sie erhalten:',
    total: 'Summe',
    link: 'Hier sehen Sie den Stand Ihrer Bestellung:',
  },
  fr: {
    subject: 'Votre commande n°{id} chez {restaurant}',
    greeting: 'Merci pour votre commande. Nous l’avons bien reçue :',
    total: 'Total',
    link: 'Suivez votre commande ici :',
  },
} as const;

function languageOf(tag: string): keyof typeof TEXTS {
  return tag.startsWith('de') ? 'de' : tag.startsWith('fr') ? 'fr' : 'en';
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
  const language = languageOf(restaurant.lang);
  const texts = TEXTS[language];
  const money = (minor: number) => formatMoney(minor / 100, { currency: restaurant.currency, locale: language });
  const lines = snapshot.lines.map(({ line, product, priced }) => `${line.quantity} × ${product.name}  ${money(lineTotalMinor(priced))}`);
  const fill = (text: string) => text.replace('{id}', String(orderId)).replace('{restaurant}', restaurant.name);
  return {
    restaurantId: restaurant.id,
    kind: 'order',
    to: email,
    subject: fill(texts.subject),
    text: [texts.greeting, '', ...lines, '', `${texts.total}: ${money(snapshot.totals.totalMinor)}`, '', texts.link, statusLink].join('\n'),
  };
}
