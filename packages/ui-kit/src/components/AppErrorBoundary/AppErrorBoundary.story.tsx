import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorScreen } from './AppErrorBoundary.tsx';

const meta = {
  title: 'Feedback/ErrorScreen',
  component: ErrorScreen,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorScreen>;
export default meta;

export const WithRetry: StoryObj<typeof meta> = {};
export const WithoutRetry: StoryObj<typeof meta> = { args: { onRetry: undefined } };
