import { Paper } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoTotals } from '../checkout-fixtures.ts';
import { CartSummary } from './CartSummary.tsx';

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  args: { totals: demoTotals, voucherCode: 'SUMMER10' },
  decorators: [
    (Story) => (
      <Paper withBorder radius="lg" p="lg" maw={380}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {};
export const SubtotalOnly: Story = {
  args: { totals: { subtotal: 31.4, discount: 0, shipping: 0, tip: 0, total: 31.4 }, voucherCode: null },
};
export const FreeDelivery: Story = {
  args: { totals: { subtotal: 31.4, discount: 0, shipping: 0, tip: 0, total: 31.4 }, voucherCode: null, showShipping: true },
};
/** A delivery before the postal code is known: no free delivery promised. */
export const DeliveryFeePending: Story = {
  args: {
    totals: { subtotal: 31.4, discount: 0, shipping: 0, tip: 0, total: 31.4 },
    voucherCode: null,
    showShipping: true,
    shippingPending: true,
  },
};
export const DiscountWithoutCode: Story = {
  args: { totals: { subtotal: 40, discount: 4, shipping: 0, tip: 0, total: 36 }, voucherCode: null },
};
