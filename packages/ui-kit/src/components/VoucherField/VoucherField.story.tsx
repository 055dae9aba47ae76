import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { VoucherField } from './VoucherField.tsx';

const meta = {
  title: 'Checkout/VoucherField',
  component: VoucherField,
  args: { appliedCode: null, discount: 0, onApply: fn(() => Promise.resolve()), onRemove: fn(() => Promise.resolve()) },
} satisfies Meta<typeof VoucherField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Applied: Story = { args: { appliedCode: 'SUMMER10', discount: 7.75 } };

/** Try SUMMER10 (works after a short wait) or anything else (rejected). */
function Demo() {
  const [code, setCode] = useState<string | null>(null);
  const wait = () => new Promise((resolve) => setTimeout(resolve, 700));
  return (
    <VoucherField
      appliedCode={code}
      discount={7.75}
      onApply={async (next) => {
        await wait();
        if (next.toUpperCase() !== 'SUMMER10') throw new Error('This voucher does not exist or has expired');
        setCode(next.toUpperCase());
      }}
      onRemove={async () => {
        await wait();
        setCode(null);
      }}
    />
  );
}
export const Interactive: Story = { render: () => <Demo /> };
export const RemoveFails: Story = {
  args: {
    appliedCode: 'SUMMER10',
    discount: 7.75,
    onRemove: fn((): Promise<void> => Promise.reject(new Error('The voucher could not be removed'))),
  },
};
