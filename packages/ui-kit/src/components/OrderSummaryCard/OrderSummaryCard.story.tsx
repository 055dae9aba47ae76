import { Box, Button, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { caesarSalad, demoLines, demoTotals } from '../checkout-fixtures.ts';
import { TipField } from '../TipField/index.ts';
import { VoucherField } from '../VoucherField/index.ts';
import { OrderSummaryCard } from './OrderSummaryCard.tsx';

const meta = {
  title: 'Checkout/OrderSummaryCard',
  component: OrderSummaryCard,
  args: { lines: demoLines, totals: demoTotals, voucherCode: 'SUMMER10' },
  decorators: [
    (Story) => (
      <Box maw={400} p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof OrderSummaryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithVoucherAndTip: Story = {
  args: {
    children: (
      <Stack gap="md">
        <VoucherField appliedCode="SUMMER10" discount={7.75} onApply={fn()} onRemove={fn()} />
        <TipField value={2} onChange={fn()} onRemove={fn()} />
      </Stack>
    ),
  },
};
/** The checkout's order button sits under the total. */
export const WithOrderButton: Story = {
  args: {
    action: (
      <Button fullWidth size="md">
        Zahlungspflichtig bestellen
      </Button>
    ),
  },
};
export const SingleItemFreeDelivery: Story = {
  args: {
    lines: [caesarSalad],
    totals: { subtotal: 12.9, discount: 0, shipping: 0, tip: 0, total: 12.9 },
    voucherCode: null,
    showShipping: true,
  },
};
