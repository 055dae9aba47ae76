import { describe, expect, it } from 'vitest';
import {
  addPackageProduct,
  checkPackageStep,
  nextPackageStep,
  type PackageSelection,
  packageItemsToSend,
  packageStepCap,
  packageWizardView,
  previousPackageStep,
  removePackageProduct,
  stepUnits,
} from '../index.ts';
import { packageStep } from './fixtures.ts';

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; reason: unknown }): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.reason)}`);
  return result.value;
};

const steps = [packageStep({ id: 1, min: 1, max: 1 }), packageStep({ id: 2, min: 2, max: 3 }), packageStep({ id: 3, min: 0, max: null })];

describe('package steps', () => {
  it('counts every selected unit against the maximum', () => {
    const step = packageStep({ id: 2, min: 0, max: 3 });
    let selection: PackageSelection = {};
    selection = unwrap(addPackageProduct(step, selection, 10));
    selection = unwrap(addPackageProduct(step, selection, 10));
    selection = unwrap(addPackageProduct(step, selection, 11));
    expect(selection).toEqual({ 2: { 10: 2, 11: 1 } });
    expect(stepUnits(selection, 2)).toBe(3);
    expect(addPackageProduct(step, selection, 12)).toEqual({ ok: false, reason: { code: 'maximum_reached', stepId: 2, max: 3 } });
  });

  it('has no cap when max is null or 0', () => {
    expect(packageStepCap(packageStep({ max: null }))).toBe(Number.POSITIVE_INFINITY);
    expect(packageStepCap(packageStep({ max: 0 }))).toBe(Number.POSITIVE_INFINITY);
  });

  it('removes one unit at a time and forgets a product at 0', () => {
    const step = packageStep({ id: 2 });
    expect(removePackageProduct(step, { 2: { 10: 2 } }, 10)).toEqual({ 2: { 10: 1 } });
    expect(removePackageProduct(step, { 2: { 10: 1, 11: 1 } }, 10)).toEqual({ 2: { 11: 1 } });
    const untouched = { 2: { 11: 1 } };
    expect(removePackageProduct(step, untouched, 10)).toBe(untouched);
  });

  it('checks the minimum with minimum_product_selection and the min', () => {
    const step = packageStep({ id: 2, min: 2, max: 3 });
    expect(checkPackageStep(step, { 2: { 10: 1 } })).toEqual({
      ok: false,
      reason: { code: 'minimum_product_selection', stepId: 2, min: 2, remaining: 1 },
    });
    expect(checkPackageStep(step, { 2: { 10: 2 } })).toEqual({ ok: true, value: 2 });
  });

  it('shows Back after the first step and Add on the last', () => {
    expect(packageWizardView(steps, 0)).toEqual({ index: 0, showBack: false, isLastStep: false, primaryAction: 'next' });
    expect(packageWizardView(steps, 1)).toEqual({ index: 1, showBack: true, isLastStep: false, primaryAction: 'next' });
    expect(packageWizardView(steps, 2)).toEqual({ index: 2, showBack: true, isLastStep: true, primaryAction: 'add' });
    expect(packageWizardView([steps[0] ?? packageStep()], 0)).toMatchObject({ showBack: false, primaryAction: 'add' });
  });

  it('goes back one step, never before the first', () => {
    expect(previousPackageStep(2)).toBe(1);
    expect(previousPackageStep(0)).toBe(0);
  });

  it('Next validates the current step minimum before moving on', () => {
    expect(nextPackageStep(steps, 0, {})).toMatchObject({ ok: false, reason: { code: 'minimum_product_selection', min: 1 } });
    expect(nextPackageStep(steps, 0, { 1: { 10: 1 } })).toEqual({ ok: true, value: { kind: 'step', index: 1 } });
    expect(nextPackageStep(steps, 1, { 1: { 10: 1 }, 2: { 20: 1 } })).toMatchObject({ ok: false, reason: { stepId: 2, min: 2 } });
  });

  it('Add on the last step checks every step and gives the items to send', () => {
    const selection = { 1: { 10: 1 }, 2: { 20: 1, 21: 1 }, 3: { 30: 4 } };
    expect(nextPackageStep(steps, 2, selection)).toEqual({
      ok: true,
      value: {
        kind: 'add',
        productItems: [
          { productId: 10, productPackage: 1, quantity: 1 },
          { productId: 20, productPackage: 2, quantity: 1 },
          { productId: 21, productPackage: 2, quantity: 1 },
          { productId: 30, productPackage: 3, quantity: 4 },
        ],
      },
    });
    expect(nextPackageStep(steps, 2, { 3: { 30: 1 } })).toMatchObject({ ok: false, reason: { stepId: 1 } });
  });

  it('sends the items of the chosen products only', () => {
    expect(packageItemsToSend(steps, {})).toEqual([]);
    expect(packageItemsToSend(steps, { 9: { 1: 1 } })).toEqual([]);
  });
});
