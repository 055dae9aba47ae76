import { Anchor, Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { MenuSelection } from '../CategoryCarousel/index.ts';
import { demoCategories, demoFallbackImage, demoSocial } from '../menu-fixtures.ts';
import { RestaurantLogo } from '../RestaurantLogo/index.ts';
import { CategorySideMenu } from './CategorySideMenu.tsx';

const logo = (
  <Anchor href="/" aria-label="Demo Bistro, home" underline="never">
    <RestaurantLogo name="Demo Bistro" logoUrl="/images/logos/demo-bistro.svg" shape="round" size={64} />
  </Anchor>
);

const meta = {
  title: 'Menu/CategorySideMenu',
  component: CategorySideMenu,
  args: {
    logo,
    categories: demoCategories,
    active: 3,
    onSelect: fn(),
    fallbackImageUrl: demoFallbackImage,
    social: demoSocial,
    copyright: { year: 2026, name: 'Demo Bistro' },
  },
  parameters: { layout: 'fullscreen' },
  render: function Render(args) {
    const [active, setActive] = useState<MenuSelection>(args.active);
    return (
      <Box w={260} h={720} p="md" style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}>
        <CategorySideMenu
          {...args}
          active={active}
          onSelect={(selection) => {
            setActive(selection);
            args.onSelect(selection);
          }}
        />
      </Box>
    );
  },
} satisfies Meta<typeof CategorySideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSpecialOffer: Story = { args: { pinnedLabel: 'Mittagsangebote', active: 'pinned' } };
export const WithCreatedBy: Story = { args: { showCreatedBy: true } };
export const NoSocialLinks: Story = { args: { social: {} } };
export const NoFallbackImage: Story = { args: { fallbackImageUrl: null } };
export const RightToLeft: Story = { args: { pinnedLabel: 'عروض الغداء' }, globals: { language: 'ar' } };
