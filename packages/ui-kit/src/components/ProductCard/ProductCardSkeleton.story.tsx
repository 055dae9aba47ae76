import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCardSkeleton } from './ProductCardSkeleton.tsx';

const meta = {
  title: 'Menu/ProductCardSkeleton',
  component: ProductCardSkeleton,
  decorators: [
    (Story) => (
      <Box maw={340}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProductCardSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
