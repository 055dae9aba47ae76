import type { Meta, StoryObj } from '@storybook/react-vite';
import { RestaurantLogo } from './RestaurantLogo.tsx';

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="#7c3aed"/><text x="80" y="31" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">EVENTS</text></svg>')}`;

const meta = {
  title: 'Brand/RestaurantLogo',
  component: RestaurantLogo,
  args: { name: 'Demo Bistro', logoUrl: null, shape: 'round', size: 56 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof RestaurantLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InitialsRound: Story = {};
export const InitialsSquare: Story = { args: { shape: 'square' } };
export const WideImage: Story = { args: { name: 'Demo Events', logoUrl: LOGO, shape: 'wide', size: 48 } };
