import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoHereTimes, demoOpeningTimes } from '../content-fixtures.ts';
import { TimePlan } from './TimePlan.tsx';

const meta = {
  title: 'Content/TimePlan',
  component: TimePlan,
  args: {
    schedules: [
      { type: 'delivery', times: demoOpeningTimes },
      { type: 'here', times: demoHereTimes },
    ],
    today: 3,
    closures: [{ id: 1, period: '24.12.26 – 26.12.26', reason: 'Weihnachten' }],
  },
} satisfies Meta<typeof TimePlan>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PerDeliveryType: Story = {};
export const OneWeek: Story = { args: { schedules: [{ type: 'delivery', times: demoOpeningTimes }], closures: [] } };
export const NoHours: Story = { args: { schedules: [], closures: [] } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
