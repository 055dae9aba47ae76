import { describe, expect, it } from 'vitest';
import { chooseAddFlow, needsAttributeGroups } from '../index.ts';
import { attributeGroup, packageStep, product } from './fixtures.ts';

describe('chooseAddFlow', () => {
  it('fails with out_of_stock when nothing is left, counting the cart', () => {
    expect(chooseAddFlow({ product: product({ stock: 0 }), cartLines: [] })).toEqual({ ok: false, reason: { code: 'out_of_stock' } });
    expect(chooseAddFlow({ product: product({ id: 7, stock: 2 }), cartLines: [{ productId: 7, quantity: 2 }] })).toMatchObject({
      ok: false,
    });
    expect(chooseAddFlow({ product: product({ id: 7, stock: 3 }), cartLines: [{ productId: 7, quantity: 2 }] })).toMatchObject({
      ok: true,
    });
  });

  it('asks for event details first in event mode, until they are given', () => {
    const ticket = product({ additional_info_config: { name: true, date: false, count: false }, is_package: true });
    expect(chooseAddFlow({ product: ticket, cartLines: [], eventMode: true })).toEqual({ ok: true, value: { kind: 'event-details' } });
    expect(chooseAddFlow({ product: ticket, cartLines: [], eventMode: true, eventDetails: { fullName: 'Ann', count: 1 } })).toEqual({
      ok: true,
      value: { kind: 'fetch-package-steps' },
    });
    expect(chooseAddFlow({ product: ticket, cartLines: [] })).toEqual({ ok: true, value: { kind: 'fetch-package-steps' } });
  });

  it('opens the package wizard when the package has steps, and adds it directly when it has none', () => {
    const menu = product({ is_package: true });
    const steps = [packageStep()];
    expect(chooseAddFlow({ product: menu, cartLines: [], packageSteps: steps })).toEqual({
      ok: true,
      value: { kind: 'package-wizard', steps },
    });
    expect(chooseAddFlow({ product: menu, cartLines: [], packageSteps: [] })).toEqual({ ok: true, value: { kind: 'direct' } });
  });

  it('opens the extras panel for a pinned product with extras', () => {
    const extras = [attributeGroup()];
    const special = product({ extra: extras });
    expect(chooseAddFlow({ product: special, cartLines: [], pinned: true })).toEqual({
      ok: true,
      value: { kind: 'extras-panel', groups: extras },
    });
    expect(chooseAddFlow({ product: special, cartLines: [] })).toEqual({ ok: true, value: { kind: 'direct' } });
  });

  it('opens the attributes panel for a product with attribute groups', () => {
    const groups = [attributeGroup()];
    expect(chooseAddFlow({ product: product(), cartLines: [], attributeGroups: groups })).toEqual({
      ok: true,
      value: { kind: 'attributes-panel', groups },
    });
    expect(chooseAddFlow({ product: product({ extra: groups }), cartLines: [], pinned: true, attributeGroups: groups })).toMatchObject({
      value: { kind: 'extras-panel' },
    });
  });

  it('adds anything else directly', () => {
    expect(chooseAddFlow({ product: product(), cartLines: [] })).toEqual({ ok: true, value: { kind: 'direct' } });
  });
});

describe('needsAttributeGroups', () => {
  it('fetches the groups of a product whose groups ask for a choice, optional or required', () => {
    expect(needsAttributeGroups(product({ choices: 'required' }), false)).toBe(true);
    expect(needsAttributeGroups(product({ choices: 'optional' }), false)).toBe(true);
  });

  it('fetches none for a product without groups, a package, or a pinned product with extras', () => {
    expect(needsAttributeGroups(product({ choices: 'none' }), false)).toBe(false);
    expect(needsAttributeGroups(product({ choices: 'required', is_package: true }), false)).toBe(false);
    expect(needsAttributeGroups(product({ choices: 'required', extra: [attributeGroup()] }), true)).toBe(false);
    // Outside the pinned list its extras are not offered: its own groups are.
    expect(needsAttributeGroups(product({ choices: 'required', extra: [attributeGroup()] }), false)).toBe(true);
  });
});
