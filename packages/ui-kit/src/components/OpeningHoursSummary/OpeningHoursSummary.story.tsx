import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OpeningHoursSummary } from './OpeningHoursSummary.tsx';

const meta = {
  title: 'Menu/OpeningHoursSummary',
  component: OpeningHoursSummary,
  args: {
    slots: [
      { open: '11:30', close: '14:30' },
      { open: '17:30', close: '22:00' },
    ],
    closedNow: false,
    onShowAll: fn(),
  },
} satisfies Meta<typeof OpeningHoursSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenNow: Story = {};
export const OneSlot: Story = { args: { slots: [{ open: '08:00', close: '18:00' }] } };
export const ClosedAtTheMoment: Story = { args: { closedNow: true } };
export const ClosedToday: Story = { args: { slots: [], closedNow: true } };
export const WithoutLink: Story = { args: { onShowAll: undefined } };
export const RightToLeft: Story = { args: { closedNow: true }, globals: { language: 'ar' } };
