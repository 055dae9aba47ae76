import { z } from 'zod';
import { type UserInfo, userInfoSchema } from './basket.ts';
import type { OrderLine } from './order.ts';

/** One chosen attribute item or package product of an ordered line. */
export interface OrderLineChoice {
  name: string;
  quantity: number;
}

/** What a line's `details` JSON text holds of the guest's choices. */
export interface OrderLineChoices {
  /** The attribute items chosen (sauces, sizes, extras). */
  attributes: OrderLineChoice[];
  /** The products chosen for a package (menu deal). */
  packageItems: OrderLineChoice[];
}

const choiceSchema = z.object({ name: z.string(), quantity: z.number().int().min(1).catch(1).default(1) });
/** Lenient: an unreadable entry is dropped, not the whole list. */
const choiceListSchema = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((item) => {
      const parsed = choiceSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
const lineDetailsSchema = z
  .object({ attributeItems: choiceListSchema.default([]), items: choiceListSchema.default([]) })
  .catch({ attributeItems: [], items: [] });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The attribute items and package products of an ordered line, read from its stored `details`. */
export function orderLineChoices(line: Pick<OrderLine, 'details'>): OrderLineChoices {
  const { attributeItems, items } = lineDetailsSchema.parse(parseJson(line.details));
  return { attributes: attributeItems, packageItems: items };
}

/** The guest's contact and delivery details of an order (its `user_details` JSON text); unreadable fields are left out. */
export function orderGuestDetails(order: { user_details: string }): UserInfo {
  const parsed = parseJson(order.user_details);
  if (!parsed || typeof parsed !== 'object') return {};
  const details: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(userInfoSchema.shape)) {
    const value = field.safeParse((parsed as Record<string, unknown>)[key]);
    if (value.success && value.data !== undefined && value.data !== '') details[key] = value.data;
  }
  return details as UserInfo;
}
