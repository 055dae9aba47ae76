import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSocial } from '../menu-fixtures.ts';
import { EventTopBar } from './EventTopBar.tsx';

const meta = {
  title: 'Layout/EventTopBar',
  component: EventTopBar,
  args: { address: 'Kulturbrauerei, Schönhauser Allee 36, 10435 Berlin', telephone: '+49 30 98765432', social: demoSocial },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EventTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutSocialProfiles: Story = { args: { social: {} } };

export const Arabic: Story = { globals: { language: 'ar' } };
