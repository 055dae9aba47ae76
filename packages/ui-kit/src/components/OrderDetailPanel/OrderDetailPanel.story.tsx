import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEMO_ORDER_LINES, DEMO_ORDERS } from '../account-fixtures.ts';
import { OrderDetailPanel } from './OrderDetailPanel.tsx';

const meta = {
  title: 'Account/OrderDetailPanel',
  component: OrderDetailPanel,
  args: {
    order: DEMO_ORDERS[0] ?? null,
    lines: DEMO_ORDER_LINES,
    deliveryLabel: 'Lieferung · 02.06.26, 20:00',
    paymentLabel: 'Online bezahlen',
    timeZone: 'Europe/Berlin',
    onBack: fn(),
    onReorder: fn(),
    onReview: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrderDetailPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delivered: Story = {};
export const AtTable: Story = { args: { order: DEMO_ORDERS[2] ?? null, table: 'T4', deliveryLabel: 'Vor Ort' } };
export const Reordering: Story = { args: { reordering: true } };
export const Loading: Story = { args: { order: null, loading: true } };
export const LoadError: Story = { args: { order: null, error: 'Diese Bestellung gibt es nicht.' } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
