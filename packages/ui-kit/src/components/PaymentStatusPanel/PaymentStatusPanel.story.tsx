import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type PaymentStatusOrder, PaymentStatusPanel } from './PaymentStatusPanel.tsx';

const order: PaymentStatusOrder = {
  id: 1042,
  status: 'received',
  deliveryLabel: 'Delivery · today, 19:30',
  lines: [
    { name: 'Pizza Margherita', quantity: 2, totalPrice: 21 },
    { name: 'Caesar Salad with grilled chicken', quantity: 1, totalPrice: 12.9 },
    { name: 'Tiramisu della casa', quantity: 1, totalPrice: 6.5 },
  ],
  totals: { subtotal: 40.4, discount: 4.04, shipping: 2.5, tip: 2, total: 40.86 },
  voucherCode: 'SUMMER10',
};

const meta = {
  title: 'Checkout/PaymentStatusPanel',
  component: PaymentStatusPanel,
  args: { state: 'paid', order, onBackToMenu: fn(), onRetry: fn() },
} satisfies Meta<typeof PaymentStatusPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const Waiting: Story = { args: { state: 'open' } };
export const OfflinePayment: Story = {
  args: { state: 'none', order: { ...order, status: 'processing', deliveryLabel: 'Pickup · today, 18:45' } },
};
export const Failed: Story = { args: { state: 'failed' } };
export const Canceled: Story = { args: { state: 'canceled' } };
export const Delivered: Story = { args: { order: { ...order, status: 'delivered' } } };
export const Rejected: Story = { args: { state: 'none', order: { ...order, status: 'rejected' } } };
export const EventTickets: Story = {
  args: {
    order: {
      ...order,
      deliveryLabel: 'Pickup · Sat, 5.12., 12:00',
      lines: [
        {
          name: 'Sommerfest im Hof – Tagesticket',
          quantity: 2,
          totalPrice: 50,
          persons: [
            { fullName: 'Anna Schmidt', date: '2026-12-05', count: 1 },
            { fullName: 'Ben Weber', date: '2026-12-06', count: 1 },
          ],
        },
        { name: 'Festival-T-Shirt', quantity: 1, totalPrice: 25 },
      ],
      totals: { subtotal: 75, discount: 0, shipping: 0, tip: 0, total: 75 },
      voucherCode: null,
    },
  },
};
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = { args: { error: 'This order does not exist or belongs to another session.' } };
