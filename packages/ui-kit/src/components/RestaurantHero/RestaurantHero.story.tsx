import type { Meta, StoryObj } from '@storybook/react-vite';
import { RestaurantHero } from './RestaurantHero.tsx';

const meta = {
  title: 'Brand/RestaurantHero',
  component: RestaurantHero,
  args: { title: 'Willkommen bei Demo Bistro', subtitle: 'Online bestellen: Lieferung, Abholung oder am Tisch.' },
} satisfies Meta<typeof RestaurantHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BrandColour: Story = {};
export const TitleOnly: Story = { args: { subtitle: undefined } };
