import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { UnitStepper } from './UnitStepper.tsx';

const meta = {
  title: 'Ordering/UnitStepper',
  component: UnitStepper,
  args: { name: 'Büffelmozzarella', value: 1, onIncrease: fn(), onDecrease: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <UnitStepper
        {...args}
        value={value}
        onIncrease={() => setValue(value + 1)}
        onDecrease={() => setValue(Math.max(1, value - 1))}
        decreaseDisabled={args.decreaseDisabled ?? value <= 1}
      />
    );
  },
} satisfies Meta<typeof UnitStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm', value: 2 } };
export const AtTheCap: Story = { args: { value: 3, increaseDisabled: true } };
