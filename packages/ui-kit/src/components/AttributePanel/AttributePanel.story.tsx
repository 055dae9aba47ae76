import type { AttributeGroup } from '@platter/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { demoPizza, demoPizzaGroups } from '../ordering-fixtures.ts';
import { AttributePanel, type AttributePanelProps, type ChoiceSelection } from './AttributePanel.tsx';

// A stand-in for basket-core's rules, so the stories can be clicked through.
function units(selection: ChoiceSelection, groupId: number) {
  return Object.values(selection[groupId] ?? {}).reduce((sum, count) => sum + count, 0);
}
const cap = (group: AttributeGroup) => group.maximum_value || Number.POSITIVE_INFINITY;

function derive(groups: AttributeGroup[], selection: ChoiceSelection, basePrice: number, quantity: number) {
  const remaining = Object.fromEntries(groups.map((group) => [group.id, Math.max(0, group.minimum_value - units(selection, group.id))]));
  const capped = Object.fromEntries(groups.map((group) => [group.id, units(selection, group.id) >= cap(group)]));
  const extras = groups.reduce(
    (sum, group) => sum + group.items.reduce((itemSum, item) => itemSum + item.pivot.price * (selection[group.id]?.[item.id] ?? 0), 0),
    0,
  );
  return { remaining, capped, canAdd: Object.values(remaining).every((left) => left === 0), total: (basePrice + extras) * quantity };
}

function InteractivePanel(args: AttributePanelProps) {
  const [selection, setSelection] = useState<ChoiceSelection>(args.selection);
  const [quantity, setQuantity] = useState(args.quantity);
  const derived = derive(args.groups, selection, args.product.price, quantity);
  const setItem = (groupId: number, items: Record<number, number>) => setSelection((previous) => ({ ...previous, [groupId]: items }));
  const groupOf = (groupId: number) => args.groups.find((group) => group.id === groupId) as AttributeGroup;

  return (
    <AttributePanel
      {...args}
      {...derived}
      selection={selection}
      quantity={quantity}
      onQuantityChange={setQuantity}
      onToggle={(groupId, itemId) => {
        const group = groupOf(groupId);
        const items = selection[groupId] ?? {};
        if (!group.is_multi_select) {
          setItem(groupId, items[itemId] && group.minimum_value === 0 ? {} : { [itemId]: 1 });
        } else if (items[itemId]) {
          const { [itemId]: _removed, ...rest } = items;
          setItem(groupId, rest);
        } else if (!derived.capped[groupId]) {
          setItem(groupId, { ...items, [itemId]: 1 });
        }
        args.onToggle(groupId, itemId);
      }}
      onIncrease={(groupId, itemId) => {
        if (!derived.capped[groupId]) setItem(groupId, { ...selection[groupId], [itemId]: (selection[groupId]?.[itemId] ?? 0) + 1 });
      }}
      onDecrease={(groupId, itemId) =>
        setItem(groupId, { ...selection[groupId], [itemId]: Math.max(1, (selection[groupId]?.[itemId] ?? 1) - 1) })
      }
    />
  );
}

const meta = {
  title: 'Ordering/AttributePanel',
  component: AttributePanel,
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    product: demoPizza,
    groups: demoPizzaGroups,
    selection: {},
    remaining: {},
    capped: {},
    onToggle: fn(),
    quantity: 1,
    onQuantityChange: fn(),
    maxQuantity: 10,
    total: demoPizza.price,
    canAdd: false,
    onAdd: fn(),
  },
  render: (args) => <InteractivePanel {...args} />,
} satisfies Meta<typeof AttributePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

export const ReadyToAdd: Story = {
  args: { selection: { 1: { 12: 1 }, 2: { 21: 2, 23: 1 }, 3: { 31: 1, 33: 1 } }, quantity: 2 },
};

export const ToppingsAtTheirCap: Story = {
  args: { selection: { 1: { 11: 1 }, 2: { 21: 1, 22: 1, 24: 1 } } },
};

export const Adding: Story = {
  args: { selection: { 1: { 12: 1 }, 3: { 31: 1, 32: 1 } }, adding: true },
};

export const WithError: Story = {
  args: { selection: { 1: { 12: 1 }, 3: { 31: 1, 32: 1 } }, error: 'Dieses Produkt ist leider ausverkauft.' },
};

/** A pinned product's extras: every group optional, no image. */
export const PinnedProductExtras: Story = {
  args: {
    product: { name: 'Tagesangebot: Lasagne al forno', image: null, description: null, price: 11.9 },
    groups: (demoPizzaGroups[1] ? [{ ...demoPizzaGroups[1], maximum_value: null }] : []) satisfies AttributeGroup[],
  },
};
