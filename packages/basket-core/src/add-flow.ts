import type { AttributeGroup, PackageStep, Product } from '@platter/contract';
import { type EventDetails, needsEventDetails } from './event-details.ts';
import { fail, type Result, succeed } from './result.ts';
import { type StockUsingLine, stockLeft } from './stock.ts';

/** The parts of a product that decide how it is added. */
export type AddFlowProduct = Pick<Product, 'id' | 'stock' | 'is_package' | 'additional_info_config' | 'extra'>;

export interface AddFlowInput {
  product: AddFlowProduct;
  /** The cart's lines, for the stock still left. */
  cartLines: ReadonlyArray<StockUsingLine>;
  /** Event or online-shop mode: lines carry per-person details. @default false */
  eventMode?: boolean;
  /** The details entered for this add, once the details step is done. */
  eventDetails?: EventDetails;
  /** The product is shown in the pinned (special-offer) list. @default false */
  pinned?: boolean;
  /** The product's attribute groups (from `category-attributes-items`). @default [] */
  attributeGroups?: ReadonlyArray<AttributeGroup>;
  /** A package's steps, once fetched; undefined before. */
  packageSteps?: ReadonlyArray<PackageStep>;
}

export type AddFlow =
  | { kind: 'event-details' }
  | { kind: 'fetch-package-steps' }
  | { kind: 'package-wizard'; steps: ReadonlyArray<PackageStep> }
  | { kind: 'extras-panel'; groups: ReadonlyArray<AttributeGroup> }
  | { kind: 'attributes-panel'; groups: ReadonlyArray<AttributeGroup> }
  | { kind: 'direct' };

export type AddFlowFailure = { code: 'out_of_stock' };

/**
 * Which way a product is added (spec §4 "Adding a product"), in the spec's order: out of stock
 * fails; in event mode the details come first; a package fetches its steps (call again with them)
 * and opens the wizard, or is added directly without steps; a pinned product with extras opens the
 * extras panel; a product with attribute groups the attributes panel; anything else is added.
 */
export function chooseAddFlow({
  product,
  cartLines,
  eventMode = false,
  eventDetails,
  pinned = false,
  attributeGroups = [],
  packageSteps,
}: AddFlowInput): Result<AddFlow, AddFlowFailure> {
  if (stockLeft(product, cartLines) < 1) return fail({ code: 'out_of_stock' });
  if (eventMode && !eventDetails && needsEventDetails(product.additional_info_config)) return succeed({ kind: 'event-details' });
  if (product.is_package) {
    if (!packageSteps) return succeed({ kind: 'fetch-package-steps' });
    return succeed(packageSteps.length > 0 ? { kind: 'package-wizard', steps: packageSteps } : { kind: 'direct' });
  }
  if (offersPinnedExtras(product, pinned)) return succeed({ kind: 'extras-panel', groups: product.extra });
  if (attributeGroups.length > 0) return succeed({ kind: 'attributes-panel', groups: attributeGroups });
  return succeed({ kind: 'direct' });
}

/**
 * Whether adding `product` needs its attribute groups fetched (`category-attributes-items`): not
 * for a package (its steps stand in), nor for a pinned product with extras (they come with it),
 * nor for one whose groups ask nothing because it has none (`choices: 'none'`).
 */
export function needsAttributeGroups(product: Pick<Product, 'is_package' | 'extra' | 'choices'>, pinned: boolean): boolean {
  if (product.is_package || offersPinnedExtras(product, pinned)) return false;
  return product.choices !== 'none';
}

/** A product in the pinned list that has extras offers them instead of its attribute groups. */
export function offersPinnedExtras(product: Pick<Product, 'extra'>, pinned: boolean): boolean {
  return pinned && product.extra.length > 0;
}
