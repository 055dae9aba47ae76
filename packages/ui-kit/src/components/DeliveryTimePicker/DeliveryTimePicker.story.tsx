import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { demoDates, demoTimesOf, demoToday } from '../ordering-fixtures.ts';
import { DeliveryTimePicker, type DeliveryTimePickerProps } from './DeliveryTimePicker.tsx';

function InteractivePicker(args: DeliveryTimePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: 640 }}>
      <DeliveryTimePicker
        {...args}
        value={value}
        times={value && args.times.length > 0 ? demoTimesOf(value.date) : args.times}
        onDateChange={(date) => {
          setValue({ date, time: null });
          args.onDateChange(date);
        }}
        onTimeChange={(time) => {
          setValue((current) => (current ? { ...current, time } : current));
          args.onTimeChange(time);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Delivery/DeliveryTimePicker',
  component: DeliveryTimePicker,
  args: {
    dates: demoDates,
    today: demoToday,
    value: null,
    times: demoTimesOf(demoToday),
    onDateChange: fn(),
    onTimeChange: fn(),
  },
  render: (args) => <InteractivePicker {...args} />,
} satisfies Meta<typeof DeliveryTimePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoDayChosen: Story = {};
export const TimeChosen: Story = { args: { value: { date: '2026-11-27', time: '18:30' } } };
export const NoTimesLeft: Story = { args: { value: { date: demoToday, time: null }, times: [] } };
/** The dates run into December: the next-month button is active. */
export const AcrossMonths: Story = { args: { value: { date: '2026-12-02', time: '12:00' } } };
export const Loading: Story = { args: { loading: true } };
export const NoDates: Story = { args: { dates: [] } };
export const Phone: Story = {
  args: { value: { date: '2026-11-27', time: '18:30' } },
  decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>],
};
