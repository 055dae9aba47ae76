import type { PackageStep } from '@platter/contract';
import { fail, type Result, succeed } from './result.ts';

/** The parts of a package step the wizard rules read. */
export type PackageStepRules = Pick<PackageStep, 'id' | 'min' | 'max'>;

/** Chosen package products: step id -> product id -> quantity. */
export type PackageSelection = Readonly<Record<number, Readonly<Record<number, number>>>>;

/** A package product as `api/basket/add-product-package-items` takes it. */
export interface PackageItemInput {
  productId: number;
  productPackage: number;
  quantity: number;
}

export type PackageStepFailure =
  | { code: 'maximum_reached'; stepId: number; max: number }
  /** The catalogue's `minimum_product_selection` ("Please choose at least {min}."), spec §5 minimumProductSelection. */
  | { code: 'minimum_product_selection'; stepId: number; min: number; remaining: number };

/** Every selected unit of a step counts (spec §5: "max counts every selected unit"). */
export function stepUnits(selection: PackageSelection, stepId: number): number {
  return Object.values(selection[stepId] ?? {}).reduce((sum, quantity) => sum + quantity, 0);
}

/** The most units a step takes; `max` null (or 0, as for attribute groups) means no cap. */
export function packageStepCap(step: PackageStepRules): number {
  return step.max ? step.max : Number.POSITIVE_INFINITY;
}

/** One more unit of a product in a step, within the step's maximum. */
export function addPackageProduct(
  step: PackageStepRules,
  selection: PackageSelection,
  productId: number,
): Result<PackageSelection, PackageStepFailure> {
  const max = packageStepCap(step);
  if (stepUnits(selection, step.id) + 1 > max) return fail({ code: 'maximum_reached', stepId: step.id, max });
  const products = selection[step.id] ?? {};
  return succeed({ ...selection, [step.id]: { ...products, [productId]: (products[productId] ?? 0) + 1 } });
}

/** One unit less of a product in a step; at 0 it is no longer chosen. */
export function removePackageProduct(step: PackageStepRules, selection: PackageSelection, productId: number): PackageSelection {
  const products = selection[step.id] ?? {};
  const quantity = products[productId];
  if (quantity === undefined) return selection;
  const { [productId]: _removed, ...rest } = products;
  return { ...selection, [step.id]: quantity > 1 ? { ...products, [productId]: quantity - 1 } : rest };
}

/** Whether a step's minimum is met (spec §5: "min must be met"). */
export function checkPackageStep(step: PackageStepRules, selection: PackageSelection): Result<number, PackageStepFailure> {
  const units = stepUnits(selection, step.id);
  if (units < step.min) return fail({ code: 'minimum_product_selection', stepId: step.id, min: step.min, remaining: step.min - units });
  return succeed(units);
}

/** The items to send for the chosen products, step by step. */
export function packageItemsToSend(steps: ReadonlyArray<PackageStepRules>, selection: PackageSelection): PackageItemInput[] {
  return steps.flatMap((step) =>
    Object.entries(selection[step.id] ?? {}).map(([productId, quantity]) => ({
      productId: Number(productId),
      productPackage: step.id,
      quantity,
    })),
  );
}

/** What the wizard shows at a step (spec §4): Back after the first step, Add instead of Next on the last. */
export interface PackageWizardView {
  index: number;
  showBack: boolean;
  isLastStep: boolean;
  /** The main button's label key: `add` on the last step, else `next`. */
  primaryAction: 'next' | 'add';
}

export function packageWizardView(steps: ReadonlyArray<PackageStepRules>, index: number): PackageWizardView {
  const isLastStep = index >= steps.length - 1;
  return { index, showBack: index > 0, isLastStep, primaryAction: isLastStep ? 'add' : 'next' };
}

export type PackageWizardNext = { kind: 'step'; index: number } | { kind: 'add'; productItems: PackageItemInput[] };

/**
 * Next (or Add on the last step) validates the current step's minimum; Add checks every step
 * again, so that a selection changed behind the wizard's back cannot slip through.
 */
export function nextPackageStep(
  steps: ReadonlyArray<PackageStepRules>,
  index: number,
  selection: PackageSelection,
): Result<PackageWizardNext, PackageStepFailure> {
  const step = steps[index];
  if (step) {
    const checked = checkPackageStep(step, selection);
    if (!checked.ok) return checked;
  }
  if (index < steps.length - 1) return succeed({ kind: 'step', index: index + 1 });
  for (const each of steps) {
    const checked = checkPackageStep(each, selection);
    if (!checked.ok) return checked;
  }
  return succeed({ kind: 'add', productItems: packageItemsToSend(steps, selection) });
}

/** Back: the previous step, never before the first. */
export function previousPackageStep(index: number): number {
  return Math.max(0, index - 1);
}
