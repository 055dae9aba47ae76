import type { z } from 'zod';
import type { basketExtraInfoSchema, ItemDetail, LineExtraInfo } from './basket.ts';
import { ITEM_DETAIL_COUNT_MAX, ITEM_DETAILS_MAX } from './limits.ts';

/*
 * The extra info of baskets and their lines read by hand, as `basketExtraInfoSchema` and
 * `lineExtraInfoSchema` read it, for the web apps' first route, where zod is not loaded (issue 18).
 * Tests hold each together with its schema on many inputs.
 */

export type BasketExtraInfo = z.output<typeof basketExtraInfoSchema>;

/** `YYYY-MM-DD` of a day that exists (zod 4's `z.iso.date()` pattern, leap years included). */
const ISO_DATE =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;

class Refusal extends Error {}

type Fields = Record<string, unknown>;

function fieldsOf(value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal();
  return value as Fields;
}

/** JSON text read as its value; text that is no JSON stays text (and is then no object). */
function jsonOrText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** `z.coerce.number().int().min(min).max(max)`. */
function coercedWhole(value: unknown, min: number, max: number): number {
  let number: unknown;
  try {
    number = Number(value);
  } catch {
    throw new Refusal();
  }
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min || number > max) throw new Refusal();
  return number;
}

/** Text trimmed, blank text or null not given. */
function givenText(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : value.trim();
}

function optionalString(value: unknown, accepts: (text: string) => boolean): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !accepts(value)) throw new Refusal();
  return value;
}

function withSome<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function itemDetailOf(value: unknown): ItemDetail {
  const fields = fieldsOf(value);
  return withSome({
    fullName: optionalString(givenText(fields.fullName), (name) => name.length <= 120),
    date: optionalString(givenText(fields.date), (date) => ISO_DATE.test(date)),
    count: fields.count === undefined ? 1 : coercedWhole(fields.count, 1, ITEM_DETAIL_COUNT_MAX),
  });
}

function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}

/** A cart line's extra info (an object or its JSON text) as `lineExtraInfoSchema` reads it, or null where it refuses it. */
export function readLineExtraInfo(value: unknown): LineExtraInfo | null {
  return attempt(() => {
    const fields = fieldsOf(jsonOrText(value));
    const comment = fields.comment === undefined ? undefined : optionalString(fields.comment, () => true)?.trim();
    if (comment !== undefined && comment.length > 500) throw new Refusal();
    const { itemDetails } = fields;
    if (itemDetails !== undefined && (!Array.isArray(itemDetails) || itemDetails.length > ITEM_DETAILS_MAX)) throw new Refusal();
    return withSome({ comment, itemDetails: itemDetails?.map(itemDetailOf) });
  });
}

/** A basket's extra info (an object or its JSON text) as `basketExtraInfoSchema` reads it, or null where it refuses it. */
export function readBasketExtraInfo(value: unknown): BasketExtraInfo | null {
  return attempt(() => {
    const fields = fieldsOf(jsonOrText(value));
    if (fields.table_capacity === undefined) return {};
    const capacity = fieldsOf(fields.table_capacity);
    return { table_capacity: { adults: coercedWhole(capacity.adults, 0, 99), children: coercedWhole(capacity.children, 0, 99) } };
  });
}
