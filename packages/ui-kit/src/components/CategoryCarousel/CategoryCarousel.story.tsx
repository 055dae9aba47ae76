import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { demoCategories } from '../menu-fixtures.ts';
import { CategoryCarousel, type MenuSelection } from './CategoryCarousel.tsx';

const meta = {
  title: 'Menu/CategoryCarousel',
  component: CategoryCarousel,
  args: { categories: demoCategories, active: 1, onSelect: fn(), onShowAll: fn() },
  render: function Render(args) {
    const [active, setActive] = useState<MenuSelection>(args.active);
    return (
      <CategoryCarousel
        {...args}
        active={active}
        onSelect={(selection) => {
          setActive(selection);
          args.onSelect(selection);
        }}
      />
    );
  },
} satisfies Meta<typeof CategoryCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ActiveFarRight: Story = { args: { active: 9 } };
export const WithSpecialOffer: Story = { args: { pinnedLabel: 'Mittagsangebote', active: 'pinned' } };
export const NothingChosenYet: Story = { args: { active: null } };
export const WithoutAllButton: Story = { args: { onShowAll: undefined } };
export const TwoCategories: Story = { args: { categories: demoCategories.slice(0, 2) } };
/** Grey pills keep the bar's place while the categories load. */
export const Loading: Story = { args: { categories: [], active: null, loading: true } };
/** Renders nothing: a single category needs no bar (spec §2). */
export const SingleCategory: Story = { args: { categories: demoCategories.slice(0, 1) } };
export const RightToLeft: Story = { args: { pinnedLabel: 'عروض الغداء' }, globals: { language: 'ar' } };
