import { Anchor } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BasketButton } from '../BasketButton/BasketButton.tsx';
import { ColorSchemeToggle } from '../ColorSchemeToggle/ColorSchemeToggle.tsx';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu.tsx';
import { StorefrontHeader } from './StorefrontHeader.tsx';

const meta = {
  title: 'Header/StorefrontHeader',
  component: StorefrontHeader,
  args: {
    restaurantName: 'Demo Bistro',
    onHomeClick: fn(),
    actions: (
      <>
        <LanguageMenu value="de" onChange={fn()} />
        <ColorSchemeToggle />
        <BasketButton count={2} />
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: 64, borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StorefrontHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithTopNavigation: Story = {
  args: {
    navigation: (
      <>
        <Anchor href="#menu">Menu</Anchor>
        <Anchor href="#blogs">Blog</Anchor>
        <Anchor href="#contact">Contact</Anchor>
      </>
    ),
  },
};
export const WithBurger: Story = { args: { menu: { opened: false, onToggle: fn(), label: 'Categories' } } };
export const LongName: Story = { args: { restaurantName: 'Trattoria da Giovanni e Figli al Ponte Vecchio' } };
