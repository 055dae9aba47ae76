import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeliverySummaryBar } from './DeliverySummaryBar.tsx';

const meta = {
  title: 'Delivery/DeliverySummaryBar',
  component: DeliverySummaryBar,
  args: { type: 'delivery', timeLabel: 'Heute, 18:30', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof DeliverySummaryBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};
export const Pickup: Story = { args: { type: 'pickup', timeLabel: 'Morgen, 12:15' } };
export const EatHere: Story = { args: { type: 'here', timeLabel: null } };
export const NothingChosen: Story = { args: { type: null, timeLabel: null } };
export const Closed: Story = { args: { type: 'pickup', timeLabel: 'Morgen, 11:30', statusText: 'Wir haben gerade geschlossen' } };
export const Loading: Story = { args: { loading: true } };
