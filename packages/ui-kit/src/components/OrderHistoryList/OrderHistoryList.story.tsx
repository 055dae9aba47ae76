import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEMO_ORDERS } from '../account-fixtures.ts';
import { OrderHistoryList } from './OrderHistoryList.tsx';

const meta = {
  title: 'Account/OrderHistoryList',
  component: OrderHistoryList,
  args: { orders: DEMO_ORDERS, hrefOf: (id: number) => `#order-${id}`, onOpen: fn(), timeZone: 'Europe/Berlin', onRetry: fn() },
} satisfies Meta<typeof OrderHistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const MoreToLoad: Story = { args: { hasMore: true, onLoadMore: fn() } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { orders: [] } };
export const LoadError: Story = { args: { error: 'Wir konnten das Restaurant nicht erreichen.' } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
