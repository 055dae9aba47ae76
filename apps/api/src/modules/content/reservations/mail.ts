import { fillPlaceholders, formatDate, type MessageLanguage, messageLanguageOf } from '@platter/i18n';
import type { RestaurantRow } from '../../../db/schema.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { ReservationRow } from './store.ts';

const TEXTS: Record<MessageLanguage, { subject: string; body: string }> = {
  en: {
    subject: 'Your table reservation at {restaurant}',
    body: 'Hello {name},\n\nthank you for your table reservation at {restaurant}.\n\nDate: {date}\nTime: {time}\nAdults: {adults}\nChildren: {children}\n\nIf your plans change, please let us know: {telephone}\n\n{restaurant}\n{address}',
  },
  de: {
    subject: 'Deine Tischreservierung bei {restaurant}',
    body: 'Hallo {name},\n\nvielen Dank für deine Tischreservierung bei {restaurant}.\n\nDatum: {date}\nUhrzeit: {time}\nErwachsene: {adults}\nKinder: {children}\n\nWenn sich deine Pläne ändern, sag uns bitte Bescheid: {telephone}\n\n{restaurant}\n{address}',
  },
  fr: {
    subject: 'Votre réservation de table chez {restaurant}',
    body: 'Bonjour {name},\n\nmerci pour votre réservation de table chez {restaurant}.\n\nDate : {date}\nHeure : {time}\nAdultes : {adults}\nEnfants : {children}\n\nSi vos projets changent, merci de nous prévenir : {telephone}\n\n{restaurant}\n{address}',
  },
  ar: {
    subject: 'حجز طاولتك في {restaurant}',
    body: 'مرحبًا {name}،\n\nشكرًا لحجزك طاولة في {restaurant}.\n\nالتاريخ: {date}\nالوقت: {time}\nالبالغون: {adults}\nالأطفال: {children}\n\nإذا تغيّرت خططك، يُرجى إبلاغنا: {telephone}\n\n{restaurant}\n{address}',
  },
};

/** The confirmation a guest gets for a reservation, in the restaurant's language (as its storefront). */
export function reservationConfirmation(restaurant: RestaurantRow, reservation: ReservationRow): Mail {
  const language = messageLanguageOf(restaurant.lang);
  const texts = TEXTS[language];
  const values = {
    restaurant: restaurant.name,
    address: restaurant.address,
    telephone: restaurant.telephone,
    name: reservation.name,
    date: formatDate(reservation.date, language),
    time: reservation.time,
    adults: reservation.adults,
    children: reservation.children,
  };
  return {
    restaurantId: restaurant.id,
    kind: 'reservation',
    to: reservation.email,
    subject: fillPlaceholders(texts.subject, values),
    text: fillPlaceholders(texts.body, values).trimEnd(),
  };
}
