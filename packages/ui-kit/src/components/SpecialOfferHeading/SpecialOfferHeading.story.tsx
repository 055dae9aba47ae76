import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpecialOfferHeading } from './SpecialOfferHeading.tsx';

const meta = {
  title: 'Menu/SpecialOfferHeading',
  component: SpecialOfferHeading,
  args: { label: 'Mittagsangebote' },
} satisfies Meta<typeof SpecialOfferHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RestaurantLabel: Story = {};
/** No `pinned_products_label`: the translated "Special Offer". */
export const Fallback: Story = { args: { label: null } };
export const RightToLeft: Story = { args: { label: null }, globals: { language: 'ar' } };
