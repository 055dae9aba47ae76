import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoFallbackImage, demoPizzaProducts, rinderroulade, tiramisu } from '../menu-fixtures.ts';
import { ProductCard } from '../ProductCard/index.ts';
import { ProductGrid } from './ProductGrid.tsx';

const products = [...demoPizzaProducts, tiramisu, rinderroulade];
const cards = products.map((product) => (
  <ProductCard
    key={product.id}
    product={product}
    available={product.stock}
    onAdd={fn()}
    onOpen={fn()}
    fallbackImageUrl={demoFallbackImage}
  />
));

const meta = {
  title: 'Menu/ProductGrid',
  component: ProductGrid,
  args: { children: cards },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { loading: true } };
export const SingleProduct: Story = { args: { children: cards[0] } };
