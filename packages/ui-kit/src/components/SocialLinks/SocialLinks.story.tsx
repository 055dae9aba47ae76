import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSocial } from '../menu-fixtures.ts';
import { SocialLinks } from './SocialLinks.tsx';

const meta = {
  title: 'Layout/SocialLinks',
  component: SocialLinks,
  args: { links: demoSocial },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllNetworks: Story = {};

export const Small: Story = { args: { size: 32 } };

/** Without any profile nothing is rendered. */
export const None: Story = { args: { links: {} } };
