import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RetryAlert } from './RetryAlert.tsx';

const meta = {
  title: 'Feedback/RetryAlert',
  component: RetryAlert,
  args: { title: 'The blog could not be loaded', message: 'Something went wrong', onRetry: fn() },
} satisfies Meta<typeof RetryAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
