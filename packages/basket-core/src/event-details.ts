import type { Product } from '@platter/contract';
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

export type EventDetailsFailure = { code: 'required'; fields: Array<'fullName' | 'date'> };

/** Whether adding the product in event mode asks for details at all. */
export function needsEventDetails(config: EventDetailsConfig): boolean {
  return Boolean(config?.name || config?.date);
}

/**
 * Spec §5 event mode: the name is required when `additional_info_config.name` is set, the date when
 * `.date` is set; values are trimmed, blank ones left out; the count is read like a quantity.
 */
export function checkEventDetails(config: EventDetailsConfig, input: EventDetailsInput): Result<EventDetails, EventDetailsFailure> {
  const fullName = input.fullName?.trim() ?? '';
  const date = input.date?.trim() ?? '';
  const missing: Array<'fullName' | 'date'> = [];
  if (config?.name && !fullName) missing.push('fullName');
  if (config?.date && !date) missing.push('date');
  if (missing.length > 0) return fail({ code: 'required', fields: missing });
  return succeed({ ...(fullName ? { fullName } : {}), ...(date ? { date } : {}), count: parseQuantity(input.count) });
}
