import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartLine } from '../CartLine/index.ts';
import { cola, familyMenu, margherita } from '../checkout-fixtures.ts';
import { SideCart } from './SideCart.tsx';

const idle = { deleting: false, changingQuantity: false };
const handlers = { onIncrease: fn(), onDecrease: fn(), onRemove: fn() };

const meta = {
  title: 'Cart/SideCart',
  component: SideCart,
  args: { opened: true, onClose: fn(), itemCount: 6, total: 64.6, onViewCart: fn(), onCheckout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideCart>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (
  <>
    <CartLine variant="compact" line={margherita} flags={idle} canIncrease {...handlers} />
    <CartLine variant="compact" line={familyMenu} flags={idle} canIncrease {...handlers} />
    <CartLine variant="compact" line={cola} flags={idle} canIncrease={false} {...handlers} />
  </>
);

export const WithItems: Story = { args: { children: lines } };
export const CheckoutDisabled: Story = {
  args: {
    checkoutDisabled: true,
    children: (
      <>
        <CartLine variant="compact" line={margherita} flags={{ deleting: false, changingQuantity: true }} canIncrease {...handlers} />
        <CartLine variant="compact" line={cola} flags={idle} canIncrease={false} {...handlers} />
      </>
    ),
  },
};
export const Empty: Story = { args: { itemCount: 0, total: 0 } };
