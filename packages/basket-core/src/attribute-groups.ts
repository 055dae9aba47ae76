import type { AttributeGroup } from '@platter/contract';
import { fail, type Result, succeed } from './result.ts';

/** The parts of an attribute group the selection rules read. */
export type AttributeGroupRules = Pick<AttributeGroup, 'id' | 'minimum_value' | 'maximum_value' | 'is_multi_select'> & {
  items: ReadonlyArray<{ id: number }>;
};

/** Chosen attribute items: group id -> item id -> quantity (at least 1). */
export type AttributeSelection = Readonly<Record<number, Readonly<Record<number, number>>>>;

/** An attribute item as `api/basket/add` takes it: its id, or `{ id, quantity }` when taken more than once. */
export type AttributeItemInput = number | { id: number; quantity: number };

export type AttributeSelectionFailure =
  | { code: 'maximum_reached'; groupId: number; max: number }
  | { code: 'minimum_not_met'; groupId: number; remaining: number };

/** How many units of a group are chosen; every unit counts against minimum and maximum. */
export function selectedCount(selection: AttributeSelection, groupId: number): number {
  return Object.values(selection[groupId] ?? {}).reduce((sum, quantity) => sum + quantity, 0);
}

/**
 * The most units a group takes. `maximum_value` null means no cap (contract); 0 is read the same,
 * since a group nobody can choose from would not be shown.
 */
export function attributeGroupCap(group: AttributeGroupRules): number {
  return group.maximum_value ? group.maximum_value : Number.POSITIVE_INFINITY;
}

/** How many more units the group needs before its minimum is met (the message shows it, spec §5). */
export function remainingForMinimum(group: AttributeGroupRules, selection: AttributeSelection): number {
  return Math.max(0, group.minimum_value - selectedCount(selection, group.id));
}

function withGroup(selection: AttributeSelection, groupId: number, items: Record<number, number>): AttributeSelection {
  return { ...selection, [groupId]: items };
}

/**
 * Chooses or unchooses an item. A single-select group replaces its choice; choosing its chosen item
 * again keeps it when the group needs one (a radio) and clears it otherwise. A multi-select group
 * adds the item once, unless that would pass the group's maximum.
 */
export function toggleAttributeItem(
  group: AttributeGroupRules,
  selection: AttributeSelection,
  itemId: number,
): Result<AttributeSelection, AttributeSelectionFailure> {
  const items = selection[group.id] ?? {};
  const isChosen = items[itemId] !== undefined;
  if (!group.is_multi_select) {
    if (isChosen) return succeed(group.minimum_value > 0 ? selection : withGroup(selection, group.id, {}));
    return succeed(withGroup(selection, group.id, { [itemId]: 1 }));
  }
  if (isChosen) {
    const { [itemId]: _removed, ...rest } = items;
    return succeed(withGroup(selection, group.id, rest));
  }
  const max = attributeGroupCap(group);
  if (selectedCount(selection, group.id) + 1 > max) return fail({ code: 'maximum_reached', groupId: group.id, max });
  return succeed(withGroup(selection, group.id, { ...items, [itemId]: 1 }));
}

/** One more unit of an item (choosing it when it is not chosen yet), within the group's maximum. */
export function increaseAttributeItem(
  group: AttributeGroupRules,
  selection: AttributeSelection,
  itemId: number,
): Result<AttributeSelection, AttributeSelectionFailure> {
  const items = selection[group.id] ?? {};
  const quantity = items[itemId];
  if (quantity === undefined) return toggleAttributeItem(group, selection, itemId);
  const max = attributeGroupCap(group);
  if (selectedCount(selection, group.id) + 1 > max) return fail({ code: 'maximum_reached', groupId: group.id, max });
  return succeed(withGroup(selection, group.id, { ...items, [itemId]: quantity + 1 }));
}

/** One unit less, never below 1 (spec §5): unchoosing an item is `toggleAttributeItem`'s job. */
export function decreaseAttributeItem(group: AttributeGroupRules, selection: AttributeSelection, itemId: number): AttributeSelection {
  const items = selection[group.id] ?? {};
  const quantity = items[itemId];
  if (quantity === undefined || quantity <= 1) return selection;
  return withGroup(selection, group.id, { ...items, [itemId]: quantity - 1 });
}

/**
 * Checks every group's minimum, in the groups' order, and gives the items to send: an item's id,
 * or `{ id, quantity }` when more than one unit is chosen. Items of unknown groups or no longer
 * offered are left out.
 */
export function checkAttributeSelection(
  groups: ReadonlyArray<AttributeGroupRules>,
  selection: AttributeSelection,
): Result<AttributeItemInput[], AttributeSelectionFailure> {
  const items: AttributeItemInput[] = [];
  for (const group of groups) {
    const remaining = remainingForMinimum(group, selection);
    if (remaining > 0) return fail({ code: 'minimum_not_met', groupId: group.id, remaining });
    const chosen = selection[group.id] ?? {};
    for (const item of group.items) {
      const quantity = chosen[item.id];
      if (quantity !== undefined) items.push(quantity === 1 ? item.id : { id: item.id, quantity });
    }
  }
  return succeed(items);
}

/** The attributes panel's Add button is enabled only when every group's minimum is met (spec §5). */
export function canAdd(groups: ReadonlyArray<AttributeGroupRules>, selection: AttributeSelection): boolean {
  return checkAttributeSelection(groups, selection).ok;
}
