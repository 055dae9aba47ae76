import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TicketSlotPicker, type TicketSlotView } from './TicketSlotPicker.tsx';

const slots: TicketSlotView[] = [
  { id: 1, time: '10:00', endTime: '11:30', remaining: 14 },
  { id: 2, time: '12:00', endTime: '13:30', remaining: 3 },
  { id: 3, time: '14:00', endTime: '15:30', remaining: 0 },
  { id: 4, time: '16:00', endTime: '17:30', remaining: 20 },
  { id: 5, time: '18:00', endTime: '19:30', remaining: null },
];

const meta = {
  title: 'Ticketing/TicketSlotPicker',
  component: TicketSlotPicker,
  args: { slots, value: null, onChange: fn(), label: 'Times on Saturday, 28 November' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 720 }}>
        <TicketSlotPicker
          {...args}
          value={value}
          onChange={(slot) => {
            setValue(slot.id);
            args.onChange(slot);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof TicketSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Places left per slot, few called out, a full slot sold out, an open evening without a limit. */
export const Default: Story = {};

export const Chosen: Story = { args: { value: 2 } };

export const Saving: Story = { args: { value: 2, savingId: 2 } };

export const Loading: Story = { args: { loading: true } };

export const NoSlots: Story = { args: { slots: [] } };

export const RightToLeft: Story = { globals: { language: 'ar' } };
