import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { demoDates, demoEventDates, demoToday } from '../ordering-fixtures.ts';
import { DateCalendar, type DateCalendarProps } from './DateCalendar.tsx';

function InteractiveCalendar(args: DateCalendarProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <DateCalendar
        {...args}
        value={value}
        onChange={(date) => {
          setValue(date);
          args.onChange(date);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Ordering/DateCalendar',
  component: DateCalendar,
  args: { dates: demoDates, value: null, today: demoToday, onChange: fn() },
  render: (args) => <InteractiveCalendar {...args} />,
} satisfies Meta<typeof DateCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two weeks from today, closed on Mondays; today carries a dot. */
export const Default: Story = {};
export const ChosenDay: Story = { args: { value: '2026-11-27' } };
/** An event product's days: Fridays to Sundays only, the other weekdays greyed, across two months. */
export const FewDays: Story = { args: { dates: demoEventDates, value: '2026-12-05' } };
export const NoDays: Story = { args: { dates: [] } };
export const RightToLeft: Story = { args: { dates: demoEventDates, value: '2026-11-28' }, globals: { language: 'ar' } };
