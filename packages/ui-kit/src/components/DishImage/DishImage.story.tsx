import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DishImage } from './DishImage.tsx';

const PIZZA = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#fde68a"/><circle cx="80" cy="60" r="44" fill="#f59e0b"/><circle cx="80" cy="60" r="36" fill="#dc2626"/><circle cx="66" cy="50" r="6" fill="#fef3c7"/><circle cx="94" cy="66" r="6" fill="#fef3c7"/></svg>',
)}`;
const DEFAULT_DISH = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#e7e5e4"/><circle cx="80" cy="64" r="38" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Menu/DishImage',
  component: DishImage,
  args: { src: PIZZA },
  decorators: [
    (Story) => (
      <Box maw={240}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DishImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
/** Out of stock: the picture is dimmed. */
export const Muted: Story = { args: { muted: true } };
/** No own picture: the restaurant's default dish image. */
export const Fallback: Story = { args: { src: null, fallbackSrc: DEFAULT_DISH } };
/** Neither loads: a dish icon on a tinted ground, never a broken picture. */
export const NoImage: Story = { args: { src: '/missing.png', fallbackSrc: null } };
export const Wide: Story = { args: { ratio: 16 / 9 } };
