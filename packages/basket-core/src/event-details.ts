import { type BasketProduct, type LineExtraInfo, type Product, readLineExtraInfo } from '@platter/contract';
import { parseQuantity } from './quantity.ts';
import { fail, type Result, succeed } from './result.ts';

/** Which per-person details an event product asks for (`additional_info_config`). */
export type EventDetailsConfig = Product['additional_info_config'];

export interface EventDetailsInput {
  fullName?: string | null;
  /** `YYYY-MM-DD`. */
  date?: string | null;
  count?: number | string | null;
}

/** One person's details as a cart line's `extra_info.itemDetails` holds them. */
export interface EventDetails {
  fullName?: string;
  date?: string;
  count: number;
}

export type EventDetailsField = 'fullName' | 'date' | 'count';
/** `required`: missing; `date_not_allowed`: outside the product's dates; `count_not_allowed`: above 1 where the product counts no tickets. */
export type EventDetailsError = 'required' | 'date_not_allowed' | 'count_not_allowed';
export type EventDetailsFailure = { code: 'invalid'; errors: Partial<Record<EventDetailsField, EventDetailsError>> };

/** The dates a product allows (see `productDateRule` of delivery-time). */
export interface EventDateRule {
  allows(date: string): boolean;
}

/** Whether adding the product in event mode asks for details at all. */
export function needsEventDetails(config: EventDetailsConfig): boolean {
  return Boolean(config?.name || config?.date);
}

/**
 * Spec §5 event mode: the name is required when `additional_info_config.name` is set, the date when
 * `.date` is set (and must be one the product allows); values are trimmed and only the asked ones
 * kept; the count is read like a quantity and stays 1 unless the product counts tickets. The
 * server checks the same (its codes: `required`, `this_product_is_not_available_for_your_selected_date`, `too_big`).
 */
export function checkEventDetails(
  config: EventDetailsConfig,
  input: EventDetailsInput,
  dateRule?: EventDateRule,
): Result<EventDetails, EventDetailsFailure> {
  const fullName = input.fullName?.trim() ?? '';
  const date = input.date?.trim() ?? '';
  const count = parseQuantity(input.count);
  const errors: Partial<Record<EventDetailsField, EventDetailsError>> = {};
  if (config?.name && !fullName) errors.fullName = 'required';
  if (config?.date && !date) errors.date = 'required';
  else if (config?.date && dateRule && !dateRule.allows(date)) errors.date = 'date_not_allowed';
  if (!config?.count && count > 1) errors.count = 'count_not_allowed';
  if (Object.keys(errors).length > 0) return fail({ code: 'invalid', errors });
  return succeed({ ...(config?.name ? { fullName } : {}), ...(config?.date ? { date } : {}), count: config?.count ? count : 1 });
}

/** A cart line's extra info (comment, persons) read from its JSON text; unreadable text counts as none. */
export function lineExtraInfoOf(line: Pick<BasketProduct, 'extra_info'>): LineExtraInfo {
  return readLineExtraInfo(line.extra_info ?? {}) ?? {};
}

/** The persons of a cart line (its `extra_info.itemDetails`), an empty list for other lines. */
export function linePersons(line: Pick<BasketProduct, 'extra_info'>): EventDetails[] {
  return lineExtraInfoOf(line).itemDetails ?? [];
}
