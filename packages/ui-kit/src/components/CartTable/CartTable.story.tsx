import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartLine } from '../CartLine/index.ts';
import { caesarSalad, cola, familyMenu, margherita } from '../checkout-fixtures.ts';
import { CartTable } from './CartTable.tsx';

const idle = { deleting: false, changingQuantity: false };
const handlers = { onIncrease: fn(), onDecrease: fn(), onRemove: fn() };
const comment = (value: string) => ({ value, open: false, maxLength: 140, onOpen: fn(), onSave: fn() });

const meta = {
  title: 'Cart/CartTable',
  component: CartTable,
  args: { itemCount: 7, showComments: false, children: null },
} satisfies Meta<typeof CartTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  render: (args) => (
    <CartTable {...args}>
      <CartLine line={margherita} flags={idle} canIncrease {...handlers} />
      <CartLine line={caesarSalad} flags={idle} canIncrease {...handlers} />
      <CartLine line={familyMenu} flags={idle} canIncrease {...handlers} />
      <CartLine line={cola} flags={idle} canIncrease={false} {...handlers} />
    </CartTable>
  ),
};

export const WithComments: Story = {
  args: { showComments: true },
  render: (args) => (
    <CartTable {...args}>
      <CartLine line={margherita} flags={idle} canIncrease {...handlers} comment={comment('Well done, please')} />
      <CartLine line={caesarSalad} flags={idle} canIncrease {...handlers} comment={comment('')} />
      <CartLine line={cola} flags={{ deleting: false, changingQuantity: true }} canIncrease={false} {...handlers} comment={comment('')} />
    </CartTable>
  ),
};

/** What the app renders below the sm breakpoint: compact lines, no headings. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <CartTable {...args}>
      <CartLine variant="compact" line={margherita} flags={idle} canIncrease {...handlers} />
      <CartLine variant="compact" line={familyMenu} flags={idle} canIncrease {...handlers} />
      <CartLine variant="compact" line={cola} flags={idle} canIncrease={false} {...handlers} />
    </CartTable>
  ),
};
