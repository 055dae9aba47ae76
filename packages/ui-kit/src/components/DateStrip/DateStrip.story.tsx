import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateStrip } from './DateStrip.tsx';

const dates = Array.from({ length: 14 }, (_, offset) => new Date(Date.UTC(2026, 10, 22 + offset)).toISOString().slice(0, 10));

const meta = {
  title: 'Ticketing/DateStrip',
  component: DateStrip,
  args: { dates, value: null, onChange: () => {}, label: 'Date' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <DateStrip {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof DateStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const DayChosen: Story = { args: { value: dates[2] ?? null } };
export const FewDays: Story = { args: { dates: dates.slice(0, 3) } };
