import type { DeliveryTypeName } from '@platter/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { demoDates, demoDeliveryOptions, demoTimesOf, demoToday } from '../ordering-fixtures.ts';
import { DeliveryDialog, type DeliveryDialogProps } from './DeliveryDialog.tsx';

const timePicker = {
  dates: demoDates,
  today: demoToday,
  value: null,
  times: [],
  onDateChange: fn(),
  onTimeChange: fn(),
};

function InteractiveDialog(args: DeliveryDialogProps) {
  const [type, setType] = useState<DeliveryTypeName | null>(args.typePicker.value);
  const [value, setValue] = useState(args.timePicker?.value ?? null);
  return (
    <DeliveryDialog
      {...args}
      typePicker={{ ...args.typePicker, value: type, onChange: setType }}
      timePicker={
        args.timePicker && type
          ? {
              ...args.timePicker,
              value,
              times: value ? demoTimesOf(value.date) : [],
              onDateChange: (date) => setValue({ date, time: null }),
              onTimeChange: (time) => setValue((current) => (current ? { ...current, time } : current)),
            }
          : null
      }
      confirmDisabled={args.confirmDisabled || !type || !value?.time}
    />
  );
}

const meta = {
  title: 'Delivery/DeliveryDialog',
  component: DeliveryDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    typePicker: { options: demoDeliveryOptions.open, value: null, onChange: fn() },
    timePicker,
    onConfirm: fn(),
  },
  render: (args) => <InteractiveDialog {...args} />,
} satisfies Meta<typeof DeliveryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const ReadyToConfirm: Story = {
  args: {
    typePicker: { options: demoDeliveryOptions.open, value: 'delivery', onChange: fn() },
    timePicker: { ...timePicker, value: { date: '2026-11-27', time: '18:30' } },
  },
};
export const ClosedWithNotice: Story = {
  args: {
    typePicker: { options: demoDeliveryOptions.closed, value: 'pickup', onChange: fn() },
    timePicker: { ...timePicker, value: { date: '2026-11-25', time: null } },
    notice: 'Einige Artikel wurden aus dem Warenkorb entfernt.',
  },
};
export const Confirming: Story = {
  args: {
    typePicker: { options: demoDeliveryOptions.noPickup, value: 'delivery', onChange: fn() },
    timePicker: { ...timePicker, value: { date: '2026-11-27', time: '19:00' } },
    confirming: true,
  },
};
