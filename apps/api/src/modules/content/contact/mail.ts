import { fillPlaceholders, type MessageLanguage, messageLanguageOf } from '@platter/i18n';
import type { RestaurantRow } from '../../../db/schema.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { ContactMessageRow } from './store.ts';

interface MailTexts {
  subject: string;
  body: string;
}

const TO_RESTAURANT: Record<MessageLanguage, MailTexts> = {
  en: {
    subject: 'Contact form: message from {name}',
    body: '{name} wrote through the contact form of {restaurant}.\n\nEmail: {email}\nPhone: {phone}\n\n{message}',
  },
  de: {
    subject: 'Kontaktformular: Nachricht von {name}',
    body: '{name} hat über das Kontaktformular von {restaurant} geschrieben.\n\nE-Mail: {email}\nTelefon: {phone}\n\n{message}',
  },
  fr: {
    subject: 'Formulaire de contact : message de {name}',
    body: '{name} a écrit via le formulaire de contact de {restaurant}.\n\nE-mail : {email}\nTéléphone : {phone}\n\n{message}',
  },
  ar: {
    subject: 'نموذج الاتصال: رسالة من {name}',
    body: 'كتب {name} عبر نموذج الاتصال الخاص بـ {restaurant}.\n\nالبريد الإلكتروني: {email}\nالهاتف: {phone}\n\n{message}',
  },
};

const TO_SENDER: Record<MessageLanguage, MailTexts> = {
  en: {
    subject: 'We have received your message · {restaurant}',
    body: 'Hello {name},\n\nthank you for your message. We will get back to you as soon as we can.\n\nYour message:\n\n{message}\n\n{restaurant}',
  },
  de: {
    subject: 'Wir haben deine Nachricht erhalten · {restaurant}',
    body: 'Hallo {name},\n\nvielen Dank für deine Nachricht. Wir melden uns so bald wie möglich bei dir.\n\nDeine Nachricht:\n\n{message}\n\n{restaurant}',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message · {restaurant}',
    body: 'Bonjour {name},\n\nmerci pour votre message. Nous vous répondrons dès que possible.\n\nVotre message :\n\n{message}\n\n{restaurant}',
  },
  ar: {
    subject: 'لقد تلقّينا رسالتك · {restaurant}',
    body: 'مرحبًا {name}،\n\nشكرًا لرسالتك. سنردّ عليك في أقرب وقت ممكن.\n\nرسالتك:\n\n{message}\n\n{restaurant}',
  },
};

function valuesOf(restaurant: RestaurantRow, message: ContactMessageRow) {
  return {
    restaurant: restaurant.name,
    name: message.name,
    email: message.email,
    phone: message.phone ?? '-',
    message: message.message,
  };
}

/** The message as the restaurant receives it (kind `contact`), in the restaurant's language. */
export function contactMailToRestaurant(restaurant: RestaurantRow, message: ContactMessageRow): Mail {
  const texts = TO_RESTAURANT[messageLanguageOf(restaurant.lang)];
  const values = valuesOf(restaurant, message);
  return {
    restaurantId: restaurant.id,
    kind: 'contact',
    to: restaurant.email,
    subject: fillPlaceholders(texts.subject, values),
    text: fillPlaceholders(texts.body, values),
  };
}

/** The sender's copy (kind `contact_confirmation`), in the restaurant's language like every guest mail. */
export function contactConfirmation(restaurant: RestaurantRow, message: ContactMessageRow): Mail {
  const texts = TO_SENDER[messageLanguageOf(restaurant.lang)];
  const values = valuesOf(restaurant, message);
  return {
    restaurantId: restaurant.id,
    kind: 'contact_confirmation',
    to: message.email,
    subject: fillPlaceholders(texts.subject, values),
    text: fillPlaceholders(texts.body, values),
  };
}
