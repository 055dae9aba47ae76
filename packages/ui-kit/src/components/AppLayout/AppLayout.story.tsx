import { NavLink, Skeleton, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppHeader } from '../AppHeader/index.ts';
import { BasketButton } from '../BasketButton/index.ts';
import { RestaurantHero } from '../RestaurantHero/index.ts';
import { AppLayout } from './AppLayout.tsx';

const PLACEHOLDERS = ['one', 'two', 'three', 'four', 'five', 'six'];
const categories = ['Vorspeisen', 'Salate', 'Pizza', 'Pasta', 'Burger', 'Desserts', 'Getränke'];

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <AppHeader restaurantName="Demo Bistro" actions={<BasketButton count={1} onClick={fn()} />} />,
    children: (
      <Stack>
        <RestaurantHero title="Demo Bistro" subtitle="Frisch, regional, schnell." />
        {PLACEHOLDERS.map((placeholder) => (
          <Skeleton key={placeholder} height={88} radius="md" />
        ))}
      </Stack>
    ),
  },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideMenu: Story = {
  args: {
    sideMenu: (
      <Stack gap={2}>
        {categories.map((name, index) => (
          <NavLink key={name} label={name} active={index === 2} href={`#${name}`} />
        ))}
      </Stack>
    ),
  },
};
export const TopMenu: Story = {};
