import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BasketButton } from './BasketButton.tsx';

const meta = {
  title: 'Header/BasketButton',
  component: BasketButton,
  args: { count: 3, onClick: fn() },
} satisfies Meta<typeof BasketButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Empty: Story = { args: { count: 0 } };
export const Loading: Story = { args: { loading: true } };
export const ManyItems: Story = { args: { count: 128 } };
