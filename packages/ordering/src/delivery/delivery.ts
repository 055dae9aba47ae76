import { type DeliveryTypeOption, deliveryTypeOptions, restaurantSchedule } from '@platter/basket-core';
import { useDelivery } from '@platter/basket-core/react';
import type { DeliveryTypeName, RestaurantInfo } from '@platter/contract';
import { availableDates, availableTimes, earliestAvailableTime } from '@platter/delivery-time';
import type { TFunction } from 'i18next';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestaurantInfo } from '../services/context.tsx';

export interface DeliverySelection {
  options: DeliveryTypeOption[];
  /** The chosen type, else the first one on offer. */
  type: DeliveryTypeName | null;
  /** The basket's time (UTC ISO), else the earliest time of the type; what the menu is priced at. */
  time: string | null;
  /** Whether the guest (or the basket) chose the type and time, rather than these defaults. */
  chosen: boolean;
  label: string | null;
}

/** The delivery type and time the storefront works with, defaults included (spec §5: next quarter hour). */
export function useDeliverySelection(now: Date = new Date()): DeliverySelection {
  const info = useRestaurantInfo();
  const { t, i18n } = useTranslation('ordering');
  const storedType = useDelivery((state) => state.deliveryType);
  const storedTime = useDelivery((state) => state.deliveryTime);
  const minute = Math.floor(now.getTime() / 60_000);
  return useMemo(() => {
    const options = deliveryTypeOptions(info);
    const type = storedType ?? options.find((option) => option.available)?.type ?? null;
    const earliest = type ? earliestAvailableTime(restaurantSchedule(info, type), new Date(minute * 60_000)) : null;
    const time = storedTime ?? earliest?.toUTC().toISO() ?? null;
    const label = time ? timeLabel(time, info.timeZone, i18n.language, t, new Date(minute * 60_000)) : null;
    return { options, type, time, chosen: storedType !== null && storedTime !== null, label };
  }, [info, storedType, storedTime, minute, i18n.language, t]);
}

/** "Today, 18:30", "Tomorrow, 12:00" or "Mon, 24.11., 18:30", in the restaurant's zone. */
export function timeLabel(iso: string, timeZone: string, language: string, t: TFunction<'ordering'>, now: Date): string {
  const moment = momentOf(iso, timeZone).setLocale(language);
  if (!moment.isValid) return iso;
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const days = Math.round(moment.startOf('day').diff(today, 'days').days);
  const time = moment.toFormat('HH:mm');
  if (days === 0) return t('delivery.today', { time });
  if (days === 1) return t('delivery.tomorrow', { time });
  return `${moment.toLocaleString({ weekday: 'short', day: 'numeric', month: 'numeric' })}, ${time}`;
}

/** Dates and quarter-hour times a delivery type offers, from the shared time rules. */
export function scheduleView(info: RestaurantInfo, type: DeliveryTypeName, now: Date) {
  const schedule = restaurantSchedule(info, type);
  return {
    dates: availableDates(schedule, now),
    timesOn: (date: string) => availableTimes(schedule, now, date).map((time) => time.toFormat('HH:mm')),
    today: DateTime.fromJSDate(now, { zone: info.timeZone }).toISODate() ?? '',
  };
}

/** The date and wall-clock time of an instant in the restaurant's zone. */
export function wallClockOf(iso: string, timeZone: string): { date: string; time: string } | null {
  const moment = momentOf(iso, timeZone);
  if (!moment.isValid) return null;
  return { date: moment.toISODate() ?? '', time: moment.toFormat('HH:mm') };
}

/**
 * A delivery time as the basket holds it (a UTC instant) or as the guest chose it ("2026-11-22 18:30",
 * wall-clock time in the restaurant's zone), in the restaurant's zone.
 */
function momentOf(value: string, timeZone: string): DateTime {
  return DateTime.fromISO(value.trim().replace(' ', 'T'), { zone: timeZone }).setZone(timeZone);
}
