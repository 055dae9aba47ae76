import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoPizzaProducts, demoPreviewImages } from '../menu-fixtures.ts';
import { ProductCard } from '../ProductCard/index.ts';
import { ProductSection } from './ProductSection.tsx';

const cards = demoPizzaProducts.map((product) => <ProductCard key={product.id} product={product} available={product.stock} onAdd={fn()} />);

const meta = {
  title: 'Menu/ProductSection',
  component: ProductSection,
  args: { title: 'Pizza Klassiker', id: 'subcategory-31', children: cards },
} satisfies Meta<typeof ProductSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithImage: Story = { args: { imageUrl: '/images/categories/demo-bistro-pizza.svg' } };
export const WithPreviewsAndEllipsis: Story = {
  args: { imageUrl: '/images/categories/demo-bistro-pizza.svg', previewImages: demoPreviewImages },
};
export const FewPreviews: Story = { args: { previewImages: demoPreviewImages.slice(0, 3) } };
export const LongTitle: Story = { args: { title: 'Hausgemachte Pasta aus unserer eigenen Manufaktur in Prenzlauer Berg' } };
