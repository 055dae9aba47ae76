import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  apfelschorle,
  demoFallbackImage,
  familienBox,
  pizzaDiavola,
  pizzaMargherita,
  pizzaTonno,
  rinderroulade,
  tiramisu,
  trueffelPizza,
} from '../menu-fixtures.ts';
import { ProductCard } from './ProductCard.tsx';

const meta = {
  title: 'Menu/ProductCard',
  component: ProductCard,
  args: { product: pizzaMargherita, available: null, onAdd: fn(), onOpen: fn() },
  decorators: [
    (Story) => (
      <Box maw={340}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HappyHour: Story = { args: { product: pizzaDiavola } };
export const FromPrice: Story = { args: { product: familienBox } };
export const WithDeposit: Story = { args: { product: apfelschorle } };
export const OnlyFewLeft: Story = { args: { product: trueffelPizza, available: 3 } };
export const OutOfStock: Story = { args: { product: pizzaTonno, available: 0 } };
export const Adding: Story = { args: { adding: true } };
export const CatalogueOnly: Story = { args: { onAdd: undefined } };
export const NotClickable: Story = { args: { onOpen: undefined } };
export const NoImage: Story = { args: { product: tiramisu } };
export const NoImageWithFallback: Story = { args: { product: tiramisu, fallbackImageUrl: demoFallbackImage } };
export const LongTextsAndManyAllergens: Story = { args: { product: rinderroulade, available: 1 } };
export const RightToLeft: Story = { args: { product: pizzaDiavola, available: 2 }, globals: { language: 'ar' } };
