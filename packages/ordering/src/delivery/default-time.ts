// The menu's default delivery time and its label without luxon (issue 18): the first render
// computes them at once from delivery-time's epoch-ms rules, instead of waiting for the luxon chunk
// (delivery.ts) and then building a luxon DateTime per quarter hour of the week in every hook that
// asks (the menu screen, its queries, the cart, the add button, the type switch).
import { restaurantSchedule } from '@platter/basket-core';
import type { DeliveryTypeName, RestaurantInfo } from '@platter/contract';
import { availableWallTimes, earliestAvailableInstant, instantOfWallClock, type WallClock, wallClockAt } from '@platter/delivery-time';
import type { TFunction } from 'i18next';

const DAY_MS = 86_400_000;

// One answer per restaurant, type and minute serves every hook of a render.
const earliestTimes = new WeakMap<RestaurantInfo, Map<string, string | null>>();

/** The earliest time (UTC ISO) a delivery type of the restaurant offers from `now`, if any (spec §5: next quarter hour). */
export function earliestTimeOf(info: RestaurantInfo, type: DeliveryTypeName, now: Date): string | null {
  let times = earliestTimes.get(info);
  if (!times) {
    times = new Map();
    earliestTimes.set(info, times);
  }
  const key = `${type}|${now.getTime()}`;
  const known = times.get(key);
  if (known !== undefined) return known;
  const earliest = earliestAvailableInstant(restaurantSchedule(info, type), now);
  const time = earliest === null ? null : new Date(earliest).toISOString();
  if (times.size >= 32) times.clear();
  times.set(key, time);
  return time;
}

const ISO_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant of a delivery time as the basket holds it: a UTC (or offset) ISO instant, or the
 * guest's wall-clock choice `2026-11-22 18:30` in the restaurant's zone. Null for any other shape,
 * which luxon reads (delivery.ts).
 */
function instantOf(value: string, timeZone: string, now: Date): number | null {
  const match = ISO_TIME.exec(value.trim().replace(' ', 'T'));
  if (!match) return null;
  const [, date = '', hours = '', minutes = '', seconds = '0', fraction = '', offset] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (offset === undefined) return instantOfWallClock({ date, time: `${hours}:${minutes}` }, timeZone, now);
  const midnight = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== date) return null;
  const offsetMinutes =
    offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const milliseconds = fraction ? Math.floor(Number.parseFloat(`0.${fraction}`) * 1000) : 0;
  return midnight + ((Number(hours) * 60 + Number(minutes) - offsetMinutes) * 60 + Number(seconds)) * 1000 + milliseconds;
}

/**
 * The date and time of day a delivery time shows on the restaurant's clocks, without luxon: the
 * basket's UTC (or offset) instant, or the guest's wall-clock choice `2026-11-22 18:30`. Null for
 * no time or an unknown zone; undefined for an ISO shape only luxon reads (delivery.ts's
 * `wallClockOf` reads those), which neither the server nor the time pickers write.
 */
export function readWallClock(value: string, timeZone: string, now: Date = new Date()): WallClock | null | undefined {
  const instant = instantOf(value, timeZone, now);
  return instant === null ? undefined : wallClockAt(instant, timeZone);
}

interface LanguageFormats {
  weekdayAndDate: Intl.DateTimeFormat;
  /** Two-digit hours and minutes in the language's digits; null where they are latin (luxon's fast numbers). */
  twoDigits: Intl.NumberFormat | null;
}

const formats = new Map<string, LanguageFormats | null>();

function formatsOf(language: string, timeZone: string): LanguageFormats | null {
  const key = `${language}|${timeZone}`;
  let known = formats.get(key);
  if (known === undefined) {
    try {
      const latin = language.startsWith('en') || new Intl.DateTimeFormat(language).resolvedOptions().numberingSystem === 'latn';
      known = {
        weekdayAndDate: new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'numeric', timeZone }),
        twoDigits: latin ? null : new Intl.NumberFormat(language, { useGrouping: false, minimumIntegerDigits: 2 }),
      };
    } catch {
      known = null;
    }
    formats.set(key, known);
  }
  return known;
}

/** Builds the time label's formats for a language and zone ahead of the first label (see prepare-time-texts.ts). */
export function prepareTimeLabels(language: string, timeZone: string): void {
  formatsOf(language, timeZone);
}

function clockText({ time }: WallClock, twoDigits: Intl.NumberFormat | null): string {
  if (!twoDigits) return time;
  return `${twoDigits.format(Number(time.slice(0, 2)))}:${twoDigits.format(Number(time.slice(3, 5)))}`;
}

/**
 * "Today, 18:30", "Tomorrow, 12:00" or "Mon, 24.11., 18:30", in the restaurant's zone, as the luxon
 * label of delivery.ts writes it; null for a value or language this does not read, which that one
 * then labels.
 */
export function quickTimeLabel(value: string, timeZone: string, language: string, t: TFunction<'ordering'>, now: Date): string | null {
  const instant = instantOf(value, timeZone, now);
  const moment = instant === null ? null : wallClockAt(instant, timeZone);
  const today = wallClockAt(now.getTime(), timeZone);
  const languageFormats = formatsOf(language, timeZone);
  if (instant === null || !moment || !today || !languageFormats) return null;
  const days = Math.round((Date.parse(moment.date) - Date.parse(today.date)) / DAY_MS);
  const time = clockText(moment, languageFormats.twoDigits);
  if (days === 0) return t('delivery.today', { time });
  if (days === 1) return t('delivery.tomorrow', { time });
  return `${languageFormats.weekdayAndDate.format(instant)}, ${time}`;
}

/**
 * `timeForType` of delivery.ts without luxon: the time a switch to `type` keeps ("2026-11-22 18:30"),
 * null when the type has none left; undefined when `current` has a shape only luxon reads.
 */
export function quickTimeForType(
  info: RestaurantInfo,
  type: DeliveryTypeName,
  current: string | null,
  now: Date,
): string | null | undefined {
  const schedule = restaurantSchedule(info, type);
  let chosen: WallClock | null = null;
  if (current) {
    const instant = instantOf(current, info.timeZone, now);
    if (instant === null) return undefined;
    chosen = wallClockAt(instant, info.timeZone);
  }
  if (chosen && availableWallTimes(schedule, now, chosen.date).includes(chosen.time)) return `${chosen.date} ${chosen.time}`;
  const earliest = earliestAvailableInstant(schedule, now);
  const wallClock = earliest === null ? null : wallClockAt(earliest, info.timeZone);
  return wallClock ? `${wallClock.date} ${wallClock.time}` : null;
}
