import {
  type CloseTime,
  type PaymentType,
  type RestaurantInfo,
  type RestaurantSettings,
  type TicketTime,
  visiblePaymentTypes,
  type WeeklyTime,
} from '@platter/contract';
import { type MessageCode, resolveLanguage, translateMessage } from '@platter/i18n';
import type { CloseTimeRow, LegalContentRow, OpeningTimeRow, RestaurantRow } from '../../db/schema.ts';
import { periodCovers } from '../../time/wall-clock.ts';

/** The catalogue code of each offered payment type's display name; hidden types have none. */
const PAYMENT_METHOD_NAME: Partial<Record<PaymentType, MessageCode>> = {
  mollie: 'payment_method_mollie',
  saferPay: 'payment_method_saferPay',
  cash: 'payment_method_cash',
  payAtEnd: 'payment_method_payAtEnd',
  payFix: 'payment_method_payFix',
  pwc: 'payment_method_pwc',
};

export interface RestaurantInfoParts {
  restaurant: RestaurantRow;
  settings: RestaurantSettings;
  openingTimes: ReadonlyArray<Pick<OpeningTimeRow, 'kind' | 'weekday' | 'open_at' | 'close_at'>>;
  /** Closing periods that have not ended. */
  closeTimes: ReadonlyArray<Pick<CloseTimeRow, 'id' | 'kind' | 'starts_at' | 'ends_at' | 'reason'>>;
  ticketTimes: readonly TicketTime[];
  legalContents: ReadonlyArray<Pick<LegalContentRow, 'kind' | 'body'>>;
  instant: Date;
  /** The language of display names (the request's). */
  language: string;
}

function weeklyTimes(times: RestaurantInfoParts['openingTimes'], kind: OpeningTimeRow['kind']): WeeklyTime[] {
  return times.filter((time) => time.kind === kind).map(({ weekday, open_at, close_at }) => ({ weekday, open_at, close_at }));
}

function closeTimes(periods: RestaurantInfoParts['closeTimes'], kind: CloseTimeRow['kind']): CloseTime[] {
  return periods.filter((period) => period.kind === kind).map(({ id, starts_at, ends_at, reason }) => ({ id, starts_at, ends_at, reason }));
}

/**
 * Spec §3 "Restaurant info". `closed` is the restaurant's own switch or a closing period (of either
 * kind) covering this moment; opening hours do not make it closed, because clients pick a later
 * time from the schedules this info carries.
 */
export function presentRestaurantInfo(parts: RestaurantInfoParts): RestaurantInfo {
  const { restaurant, settings, instant, language } = parts;
  const paymentMethods = [...new Set(visiblePaymentTypes(settings.paymentMethods))];
  const legalWithText = new Set(parts.legalContents.filter((content) => content.body.trim() !== '').map((content) => content.kind));
  return {
    id: restaurant.id,
    slug: restaurant.slug,
    name: restaurant.name,
    address: restaurant.address,
    telephon: restaurant.telephone,
    email: restaurant.email,
    ...settings.social,
    pinned_products_label: settings.pinned_products_label,
    branding: settings.branding,
    lang: resolveLanguage(restaurant.lang),
    currency: restaurant.currency,
    timeZone: restaurant.time_zone,
    recaptcha_site_key: settings.recaptcha_site_key,
    closed: settings.closed || parts.closeTimes.some((period) => periodCovers(period, instant)),
    delivery_average_time: settings.delivery_average_time,
    has_blog: settings.has_blog,
    registration_enabled: settings.registration_enabled,
    login_required: settings.login_required,
    has_person_on_table: settings.has_person_on_table,
    allergies: settings.allergies,
    reservation_table: settings.reservation_table,
    robot_request_available: settings.robot_request_available,
    allow_multi_date_order: settings.allow_multi_date_order,
    ticketingSystem: settings.ticketingSystem,
    ticketTimeAvailable: settings.ticketTimeAvailable,
    tip_request: settings.tip_request,
    available_voucher: settings.available_voucher,
    pre_order_for_happy_hour: settings.pre_order_for_happy_hour,
    ignore_pre_order_timing_by_display: settings.ignore_pre_order_timing_by_display,
    event_mode: settings.event_mode,
    paymentMethods,
    paymentMethodNames: Object.fromEntries(
      paymentMethods.flatMap((type) => {
        const code = PAYMENT_METHOD_NAME[type];
        return code ? [[type, translateMessage(code, language)]] : [];
      }),
    ),
    deliveryTypes: [...new Set(settings.deliveryTypes)],
    has_announcement: settings.has_announcement,
    announcement: settings.announcement,
    announcement_before_checkout: settings.announcement_before_checkout,
    personal_information_fields: settings.personal_information_fields,
    meta: settings.meta,
    restaurantAvailableTimes: weeklyTimes(parts.openingTimes, 'available'),
    hereTimes: weeklyTimes(parts.openingTimes, 'here'),
    restaurantTakeawayTimes: weeklyTimes(parts.openingTimes, 'takeaway'),
    restaurant_close_times: closeTimes(parts.closeTimes, 'close'),
    restaurant_end_close_times: closeTimes(parts.closeTimes, 'end_close'),
    restaurantTicketTimes: [...parts.ticketTimes],
    delivery_hours: settings.lead_minutes.delivery,
    pickup_hours: settings.lead_minutes.pickup,
    here_hours: settings.lead_minutes.here,
    delivery_available_days: settings.available_days.delivery,
    pickup_available_days: settings.available_days.pickup,
    here_available_days: settings.available_days.here,
    legal: {
      about_us: legalWithText.has('about_us'),
      privacy_policy: legalWithText.has('privacy_policy'),
      imprint: legalWithText.has('imprint'),
      terms_and_conditions: legalWithText.has('terms_and_conditions'),
    },
  };
}
