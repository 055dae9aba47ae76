import type { DeliveryTypeName } from '@platter/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { demoDeliveryOptions } from '../ordering-fixtures.ts';
import { DeliveryTypePicker } from './DeliveryTypePicker.tsx';

const meta = {
  title: 'Delivery/DeliveryTypePicker',
  component: DeliveryTypePicker,
  args: { options: demoDeliveryOptions.open, value: null, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<DeliveryTypeName | null>(args.value);
    return (
      <div style={{ maxWidth: 640 }}>
        <DeliveryTypePicker
          {...args}
          value={value}
          onChange={(type) => {
            setValue(type);
            args.onChange(type);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof DeliveryTypePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const DeliveryChosen: Story = { args: { value: 'delivery' } };
export const PickupNotOffered: Story = { args: { options: demoDeliveryOptions.noPickup, value: 'delivery' } };
/** Closed: "here" is gone, the others can still be ordered for later. */
export const Closed: Story = { args: { options: demoDeliveryOptions.closed } };
export const Changing: Story = { args: { value: 'pickup', loading: true } };
export const LoadingOptions: Story = { args: { options: [], loading: true } };
/** The width of a 390px phone: the cards stack. */
export const NarrowContainer: Story = {
  args: { value: 'delivery' },
  decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>],
};
