import { Anchor } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BasketButton } from '../BasketButton/index.ts';
import { ColorSchemeToggle } from '../ColorSchemeToggle/index.ts';
import { LanguageMenu } from '../LanguageMenu/index.ts';
import { AppHeader } from './AppHeader.tsx';

const meta = {
  title: 'Header/AppHeader',
  component: AppHeader,
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
} satisfies Meta<typeof AppHeader>;
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
