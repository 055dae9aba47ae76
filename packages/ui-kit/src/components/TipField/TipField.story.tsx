import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TipField } from './TipField.tsx';

const meta = {
  title: 'Checkout/TipField',
  component: TipField,
  args: { value: 0, onChange: fn(() => Promise.resolve()), onRemove: fn(() => Promise.resolve()) },
} satisfies Meta<typeof TipField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoTip: Story = {};
export const PresetChosen: Story = { args: { value: 2 } };
export const CustomAmount: Story = { args: { value: 4.5 } };
export const CustomPresets: Story = { args: { presets: [0.5, 1, 2.5], value: 1 } };
export const Pending: Story = { args: { onChange: fn(() => new Promise<void>(() => {})) } };
export const Fails: Story = { args: { onChange: fn((): Promise<void> => Promise.reject(new Error('The tip could not be saved'))) } };

function Demo() {
  const [value, setValue] = useState(0);
  const wait = () => new Promise((resolve) => setTimeout(resolve, 600));
  return (
    <TipField
      value={value}
      onChange={async (amount) => {
        await wait();
        setValue(amount);
      }}
      onRemove={async () => {
        await wait();
        setValue(0);
      }}
    />
  );
}
export const Interactive: Story = { render: () => <Demo /> };
