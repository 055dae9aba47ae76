import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { MenuSelection } from '../CategoryCarousel/index.ts';
import { demoCategories, demoFallbackImage, demoFewCategories } from '../menu-fixtures.ts';
import { CategorySheet } from './CategorySheet.tsx';

const meta = {
  title: 'Menu/CategorySheet',
  component: CategorySheet,
  args: { opened: true, onClose: fn(), categories: demoCategories, active: 3, onSelect: fn() },
  render: function Render(args) {
    const [opened, setOpened] = useState(args.opened);
    const [active, setActive] = useState<MenuSelection>(args.active);
    return (
      <>
        <Button onClick={() => setOpened(true)}>Open the sheet</Button>
        <CategorySheet
          {...args}
          opened={opened}
          active={active}
          onClose={() => {
            setOpened(false);
            args.onClose();
          }}
          onSelect={(selection) => {
            setActive(selection);
            args.onSelect(selection);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof CategorySheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Over 6 categories: 68% high. */
export const ManyCategories: Story = {};
/** 6 or fewer: 55% high. */
export const FewCategories: Story = { args: { categories: demoFewCategories, active: 2 } };
export const WithSpecialOffer: Story = { args: { pinnedLabel: 'Mittagsangebote', active: 'pinned' } };
export const WithFallbackImage: Story = { args: { fallbackImageUrl: demoFallbackImage } };
export const RightToLeft: Story = { args: { pinnedLabel: 'عروض الغداء' }, globals: { language: 'ar' } };
