import { describe, expect, it } from 'vitest';
import {
  type AttributeSelection,
  attributeGroupCap,
  canAdd,
  checkAttributeSelection,
  decreaseAttributeItem,
  increaseAttributeItem,
  remainingForMinimum,
  selectedCount,
  toggleAttributeItem,
} from '../index.ts';
import { attributeGroup } from './fixtures.ts';

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; reason: unknown }): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.reason)}`);
  return result.value;
};

describe('attribute groups', () => {
  it('counts every chosen unit of a group', () => {
    const selection: AttributeSelection = { 1: { 1: 2, 3: 1 }, 2: { 9: 1 } };
    expect(selectedCount(selection, 1)).toBe(3);
    expect(selectedCount(selection, 5)).toBe(0);
  });

  it('reads a null or 0 maximum as no cap', () => {
    expect(attributeGroupCap(attributeGroup({ maximum_value: null }))).toBe(Number.POSITIVE_INFINITY);
    expect(attributeGroupCap(attributeGroup({ maximum_value: 0 }))).toBe(Number.POSITIVE_INFINITY);
    expect(attributeGroupCap(attributeGroup({ maximum_value: 2 }))).toBe(2);
  });

  it('tells how many more the minimum needs', () => {
    const group = attributeGroup({ minimum_value: 2 });
    expect(remainingForMinimum(group, {})).toBe(2);
    expect(remainingForMinimum(group, { 1: { 1: 1 } })).toBe(1);
    expect(remainingForMinimum(group, { 1: { 1: 1, 2: 1, 3: 1 } })).toBe(0);
  });

  describe('multi-select', () => {
    const group = attributeGroup({ maximum_value: 2 });

    it('adds and removes items', () => {
      const one = unwrap(toggleAttributeItem(group, {}, 1));
      expect(one).toEqual({ 1: { 1: 1 } });
      const two = unwrap(toggleAttributeItem(group, one, 2));
      expect(two).toEqual({ 1: { 1: 1, 2: 1 } });
      expect(unwrap(toggleAttributeItem(group, two, 1))).toEqual({ 1: { 2: 1 } });
    });

    it('refuses an item past the maximum', () => {
      const full: AttributeSelection = { 1: { 1: 1, 2: 1 } };
      expect(toggleAttributeItem(group, full, 3)).toEqual({ ok: false, reason: { code: 'maximum_reached', groupId: 1, max: 2 } });
    });

    it('keeps other groups untouched', () => {
      expect(unwrap(toggleAttributeItem(group, { 2: { 8: 1 } }, 1))).toEqual({ 1: { 1: 1 }, 2: { 8: 1 } });
    });
  });

  describe('single-select', () => {
    const optional = attributeGroup({ is_multi_select: false, minimum_value: 0 });
    const required = attributeGroup({ is_multi_select: false, minimum_value: 1 });

    it('replaces the choice', () => {
      const first = unwrap(toggleAttributeItem(required, {}, 1));
      expect(unwrap(toggleAttributeItem(required, first, 2))).toEqual({ 1: { 2: 1 } });
    });

    it('keeps a required choice when chosen again, and clears an optional one', () => {
      expect(unwrap(toggleAttributeItem(required, { 1: { 1: 1 } }, 1))).toEqual({ 1: { 1: 1 } });
      expect(unwrap(toggleAttributeItem(optional, { 1: { 1: 1 } }, 1))).toEqual({ 1: {} });
    });
  });

  describe('quantities', () => {
    const group = attributeGroup({ maximum_value: 3 });

    it('increases within the maximum, choosing the item first', () => {
      const one = unwrap(increaseAttributeItem(group, {}, 1));
      expect(one).toEqual({ 1: { 1: 1 } });
      const three = unwrap(increaseAttributeItem(group, unwrap(increaseAttributeItem(group, one, 1)), 1));
      expect(three).toEqual({ 1: { 1: 3 } });
      expect(increaseAttributeItem(group, three, 1)).toMatchObject({ ok: false, reason: { code: 'maximum_reached' } });
      expect(increaseAttributeItem(group, three, 2)).toMatchObject({ ok: false, reason: { code: 'maximum_reached' } });
    });

    it('never decreases below 1', () => {
      expect(decreaseAttributeItem(group, { 1: { 1: 2 } }, 1)).toEqual({ 1: { 1: 1 } });
      const atOne = { 1: { 1: 1 } };
      expect(decreaseAttributeItem(group, atOne, 1)).toBe(atOne);
      expect(decreaseAttributeItem(group, atOne, 2)).toBe(atOne);
    });
  });

  describe('checkAttributeSelection and canAdd', () => {
    const groups = [
      attributeGroup({ id: 1, minimum_value: 1, is_multi_select: false }),
      attributeGroup({
        id: 2,
        minimum_value: 2,
        items: [4, 5, 6].map((id) => ({ id, name: `${id}`, image: null, pivot: { id, price: 0 } })),
      }),
    ];

    it('fails on the first group whose minimum is not met, with the remaining count', () => {
      expect(checkAttributeSelection(groups, {})).toEqual({ ok: false, reason: { code: 'minimum_not_met', groupId: 1, remaining: 1 } });
      expect(checkAttributeSelection(groups, { 1: { 1: 1 }, 2: { 4: 1 } })).toEqual({
        ok: false,
        reason: { code: 'minimum_not_met', groupId: 2, remaining: 1 },
      });
      expect(canAdd(groups, { 1: { 1: 1 }, 2: { 4: 1 } })).toBe(false);
    });

    it('gives the items to send once every minimum is met, quantities only above 1', () => {
      const selection = { 1: { 2: 1 }, 2: { 4: 1, 6: 2 }, 9: { 99: 1 } };
      expect(checkAttributeSelection(groups, selection)).toEqual({ ok: true, value: [2, 4, { id: 6, quantity: 2 }] });
      expect(canAdd(groups, selection)).toBe(true);
    });

    it('allows adding when no group has a minimum', () => {
      expect(canAdd([attributeGroup()], {})).toBe(true);
      expect(canAdd([], {})).toBe(true);
    });
  });
});
