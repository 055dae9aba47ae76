import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconClock } from '@tabler/icons-react';
import { fn } from 'storybook/test';
import { demoOpeningTimes } from '../content-fixtures.ts';
import { TimePlan } from '../TimePlan/index.ts';
import { ContentDialog } from './ContentDialog.tsx';

const meta = {
  title: 'Content/ContentDialog',
  component: ContentDialog,
  args: {
    opened: true,
    onClose: fn(),
    title: 'Öffnungszeiten',
    icon: <IconClock size={20} aria-hidden />,
    children: <TimePlan schedules={[{ type: 'delivery', times: demoOpeningTimes }]} today={3} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpeningHours: Story = {};
export const FullScreenOnPhone: Story = { args: { fullScreenOnPhone: true }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
