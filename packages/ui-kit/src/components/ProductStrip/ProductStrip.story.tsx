import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoExtraProducts, demoFallbackImage, demoPopularProducts } from '../menu-fixtures.ts';
import { ProductStrip } from './ProductStrip.tsx';

const meta = {
  title: 'Menu/ProductStrip',
  component: ProductStrip,
  args: { title: 'Most popular', products: demoPopularProducts, onAdd: fn(), fallbackImageUrl: demoFallbackImage },
} satisfies Meta<typeof ProductStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MostPopular: Story = {};
export const CartExtras: Story = { args: { title: 'Something to go with it?', products: demoExtraProducts } };
export const Adding: Story = { args: { addingId: 101 } };
export const CatalogueOnly: Story = { args: { onAdd: undefined } };
export const NoFallbackImage: Story = { args: { fallbackImageUrl: null } };
/** Renders nothing. */
export const Empty: Story = { args: { products: [] } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
