import {
  type AdditionalInfoConfig,
  type DeliveryTypeName,
  ITEM_DETAILS_MAX,
  type ItemDetail,
  type LineExtraInfo,
  lineExtraInfoSchema,
} from '@platter/contract';
import { type ProductDateRule, productDateRule } from '@platter/delivery-time';
import type { ProductRow, RestaurantRow } from '../../db/schema.ts';
import { AppError, type FieldCode } from '../../errors.ts';
import { additionalInfoConfigOf } from '../restaurant/presenters.ts';
import { restaurantSettings } from '../restaurant/settings.ts';
import type { BasketRow, BasketStore } from './store.ts';

/*
 * Event or online-shop mode (spec §1, §5): a product whose `additional_info_config` asks for a name
 * or a date is sold per person. Its cart line carries the persons in `extra_info.itemDetails`, and
 * its quantity is always the sum of their counts.
 *
 * Decisions the spec leaves open:
 * - A person keeps only the details the product asks for: a name sent for a date-only ticket is
 *   dropped rather than refused, as the guest cannot have meant harm by it.
 * - A product asking for neither name nor date takes no persons (422 `invalid`), even where its
 *   config sets `count`: there is nobody to count.
 * - A restaurant not in event mode sells nothing per person: any call carrying persons is the
 *   spec's "no access to an event" (403), whatever the product.
 */

/** Where the persons sit in the three calls' bodies (422 field paths). */
export const ITEM_DETAILS_FIELD = 'extraInfo.itemDetails';

/** One person of a line as stored: trimmed, with only the details its product asks for. */
export interface LinePerson {
  fullName?: string;
  /** `YYYY-MM-DD`. */
  date?: string;
  count: number;
}

/** Whether extra info carries persons at all (an empty list carries none). */
export function hasPersons(extraInfo: Pick<LineExtraInfo, 'itemDetails'> | undefined): boolean {
  return (extraInfo?.itemDetails?.length ?? 0) > 0;
}

/** The spec's "no access to an event": persons sent to a restaurant that is not in event mode. */
export function refuseOutsideEventMode(restaurant: Pick<RestaurantRow, 'settings'>, extraInfo: LineExtraInfo | undefined): void {
  if (hasPersons(extraInfo) && !restaurantSettings(restaurant).event_mode) throw AppError.of('you_have_no_access_to_this_event');
}

/**
 * The details a product sold per person asks for: in an event-mode restaurant, for a product whose
 * config sets `name` or `date`. Null for every other product, which keeps the ordinary rules.
 */
export function personsConfigOf(
  restaurant: Pick<RestaurantRow, 'settings'>,
  product: Pick<ProductRow, 'additional_info_config'>,
): AdditionalInfoConfig | null {
  if (!restaurantSettings(restaurant).event_mode) return null;
  const config = additionalInfoConfigOf(product);
  return config && (config.name || config.date) ? config : null;
}

/** The outcome of checking a line's persons: what to store and the quantity, or every problem. */
export type PersonsCheck = { ok: true; persons: LinePerson[]; quantity: number } | { ok: false; problems: FieldCode[] };

/**
 * Spec §5 event mode, as the server holds it: at least one person; the full name required when the
 * config asks for it, the date required and allowed by the product's date rule when it asks for
 * one, and the count 1 unless the config counts tickets (then 1-99, which the contract bounds).
 * Values arrive trimmed by the contract, blank ones as missing.
 */
export function checkPersons(
  config: AdditionalInfoConfig,
  details: readonly ItemDetail[] | undefined,
  dateRule: Pick<ProductDateRule, 'allows'>,
): PersonsCheck {
  if (!details || details.length === 0) return { ok: false, problems: [{ field: ITEM_DETAILS_FIELD, code: 'required' }] };
  if (details.length > ITEM_DETAILS_MAX) return { ok: false, problems: [{ field: ITEM_DETAILS_FIELD, code: 'too_big' }] };
  const problems: FieldCode[] = [];
  const persons = details.map((detail, index): LinePerson => {
    const at = `${ITEM_DETAILS_FIELD}.${index}`;
    const fullName = detail.fullName?.trim() ?? '';
    const date = detail.date?.trim() ?? '';
    if (config.name && !fullName) problems.push({ field: `${at}.fullName`, code: 'required' });
    if (config.date && !date) problems.push({ field: `${at}.date`, code: 'required' });
    else if (config.date && !dateRule.allows(date)) {
      problems.push({ field: `${at}.date`, code: 'this_product_is_not_available_for_your_selected_date' });
    }
    if (!config.count && detail.count !== 1) problems.push({ field: `${at}.count`, code: 'too_big' });
    return { ...(config.name ? { fullName } : {}), ...(config.date ? { date } : {}), count: detail.count };
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, persons, quantity: persons.reduce((sum, person) => sum + person.count, 0) };
}

/** A line's stored extra info; damaged text reads as none. */
export function storedExtraInfo(line: { extra_info: string | null }): LineExtraInfo {
  if (line.extra_info === null) return {};
  const parsed = lineExtraInfoSchema.safeParse(line.extra_info);
  return parsed.success ? parsed.data : {};
}

/** The persons a stored line carries. */
export function personsOf(line: { extra_info: string | null }): LinePerson[] {
  return storedExtraInfo(line).itemDetails ?? [];
}

/** The extra info text of a line sold per person: its comment, if any, and its persons. */
export function personsExtraInfo(comment: string | undefined, persons: readonly LinePerson[]): string {
  return JSON.stringify({ ...(comment ? { comment } : {}), itemDetails: persons });
}

const DELIVERY_NAME: Record<number, DeliveryTypeName> = { 1: 'delivery', 2: 'pickup', 3: 'here' };

/**
 * The dates a product may be chosen for (spec §5), as the date picker judges them: today in the
 * restaurant's zone up to the product date maximum, on its happy-hour days where it has any. The
 * horizon is the `available_days` of the basket's delivery type, else of the restaurant's first.
 */
export async function productDateRuleFor(
  store: Pick<BasketStore, 'happyHoursOf'>,
  restaurant: RestaurantRow,
  basket: Pick<BasketRow, 'delivery_type'>,
  productId: number,
  now: Date,
): Promise<ProductDateRule> {
  const settings = restaurantSettings(restaurant);
  const type = DELIVERY_NAME[basket.delivery_type ?? settings.deliveryTypes[0] ?? 2] ?? 'pickup';
  const happyHours = (await store.happyHoursOf([productId])).map((row) => ({
    weekday_id: row.weekday,
    start_time: row.start_time,
    end_time: row.end_time,
    start_date: row.start_date,
    end_date: row.end_date,
  }));
  return productDateRule({ happyHours, now, timeZone: restaurant.time_zone, availableDays: settings.available_days[type] });
}
