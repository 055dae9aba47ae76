import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'There are no products to display.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithAction: Story = {
  args: { description: 'Try another category, or come back later.', action: <Button variant="light">Back to the menu</Button> },
};
