import {
  type AdditionalInfoConfig,
  type AttributeGroup,
  type DeliveryTypeCode,
  type Depot,
  deliveryTypeCodeSchema,
  type HappyHour,
  type Product,
  type Subcategory,
  toMajorUnits,
} from '@platter/contract';
import { z } from 'zod';
import type { AttributeGroupRow, AttributeItemRow, HappyHourRow, ProductRow, SubcategoryRow } from '../../db/schema.ts';
import { happyHourCovers, type WallClock } from '../../time/wall-clock.ts';

// Rows to the contract's shapes. JSON columns are read forgivingly: a damaged value reads as
// empty rather than failing the whole menu.

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const allergyCodesSchema = z.array(z.string()).catch([]);
const deliveryTypesSchema = z.array(deliveryTypeCodeSchema).catch([]);
const additionalInfoConfigSchema = z
  .object({ name: z.boolean().default(false), date: z.boolean().default(false), count: z.boolean().default(false) })
  .nullable()
  .catch(null);
const groupIdsSchema = z.array(z.number().int().positive()).catch([]);

/** Which per-person details a product asks for (its JSON column; absent flags are false, damaged reads as none). */
export function additionalInfoConfigOf(product: Pick<ProductRow, 'additional_info_config'>): AdditionalInfoConfig | null {
  return additionalInfoConfigSchema.parse(parseJson(product.additional_info_config));
}

export function allergyCodesOf(text: string): string[] {
  return allergyCodesSchema.parse(parseJson(text));
}

export function deliveryTypesOf(text: string): DeliveryTypeCode[] {
  return deliveryTypesSchema.parse(parseJson(text));
}

/** The attribute group ids a pinned product offers as extras. */
export function pinnedExtraGroupIdsOf(product: Pick<ProductRow, 'pinned_extras'>): number[] {
  return groupIdsSchema.parse(parseJson(product.pinned_extras));
}

export function depotOf(name: string | null, priceMinor: number | null): Depot | null {
  return name === null ? null : { name, price: toMajorUnits(priceMinor ?? 0) };
}

export function presentSubcategory(row: SubcategoryRow): Subcategory {
  return { id: row.id, name: row.name, imagePath: row.image, priority: row.priority };
}

export function presentHappyHour(row: HappyHourRow): HappyHour {
  return {
    weekday_id: row.weekday,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    price: toMajorUnits(row.price_minor),
  };
}

/** An attribute group with its items; `pivot.id` is the item id (items are priced per group, not per product). */
export function presentAttributeGroup(group: AttributeGroupRow, items: readonly AttributeItemRow[]): AttributeGroup {
  return {
    id: group.id,
    name: group.name,
    minimum_value: group.minimum_value,
    maximum_value: group.maximum_value,
    is_multi_select: group.is_multi_select === 1,
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      image: item.image,
      pivot: { id: item.id, price: toMajorUnits(item.price_minor) },
    })),
  };
}

/**
 * The happy hour that prices a product at a moment. Where two overlap, the cheaper one wins: the
 * guest gets the better of two offers the restaurant made.
 */
export function applicableHappyHour(hours: readonly HappyHourRow[], clock: WallClock): HappyHourRow | undefined {
  let best: HappyHourRow | undefined;
  for (const hour of hours) {
    const covers = happyHourCovers(
      { weekday: hour.weekday, start: hour.start_time, end: hour.end_time, startDate: hour.start_date, endDate: hour.end_date },
      clock,
    );
    if (covers && (!best || hour.price_minor < best.price_minor)) best = hour;
  }
  return best;
}

export interface ProductParts {
  subcategory: SubcategoryRow | undefined;
  happyHours: readonly HappyHourRow[];
  extras: AttributeGroup[];
  /** The largest minimum among the product's attribute groups; undefined when it has none. */
  groupsMinimum: number | undefined;
  /** The moment prices are judged at, on the restaurant's wall clock. */
  clock: WallClock;
}

export function presentProduct(row: ProductRow, { subcategory, happyHours, extras, groupsMinimum, clock }: ProductParts): Product {
  const happyHour = applicableHappyHour(happyHours, clock);
  return {
    id: row.id,
    category_id: row.category_id,
    name: row.name,
    description: row.description,
    image: row.image,
    price: toMajorUnits(happyHour ? happyHour.price_minor : row.price_minor),
    regular_price: happyHour ? toMajorUnits(row.price_minor) : null,
    min_price: row.min_price_minor === null ? null : toMajorUnits(row.min_price_minor),
    stock: row.stock,
    subcategory_id: subcategory ? subcategory.id : null,
    subcategory_name: subcategory?.name ?? null,
    subcategory_image: subcategory?.image ?? null,
    subcategory_priority: subcategory?.priority ?? null,
    is_package: row.is_package === 1,
    is_multiple_allowed: row.is_multiple_allowed === 1,
    allergy_info: allergyCodesOf(row.allergy_codes),
    additional_info_config: additionalInfoConfigOf(row),
    extra: extras,
    choices: groupsMinimum === undefined ? 'none' : groupsMinimum > 0 ? 'required' : 'optional',
    happyHours: happyHours.map(presentHappyHour),
    depot: depotOf(row.depot_name, row.depot_price_minor),
    deliveryTypes: deliveryTypesOf(row.delivery_types),
  };
}
