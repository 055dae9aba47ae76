import { Box } from '@mantine/core';
import type { PaymentType } from '@platter/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type PayFixValue, PaymentMethodPicker, usePayFixValidation } from './PaymentMethodPicker.tsx';

const methods: Array<{ type: PaymentType; label?: string | null }> = [
  { type: 'mollie', label: 'Credit card, PayPal or Apple Pay' },
  { type: 'cash' },
  { type: 'payAtEnd' },
  { type: 'payFix' },
  { type: 'pwc' },
  { type: 'zvt' },
];

const meta = {
  title: 'Checkout/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { methods, value: 'mollie', onChange: fn(), onPayFixChange: fn() },
  decorators: [
    (Story) => (
      <Box maw={560} p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnlineChosen: Story = {};
export const NothingChosen: Story = { args: { value: null } };
export const PayFixWithErrors: Story = {
  args: { value: 'payFix', payFix: { qrCode: '', pin: '12' }, payFixErrors: { qrCode: 'This field is required' } },
};
export const NoMethods: Story = { args: { methods: [{ type: 'zvt' }, { type: 'cash_machine' }], value: null } };

function Demo() {
  const [value, setValue] = useState<PaymentType | null>(null);
  const [payFix, setPayFix] = useState<PayFixValue>({ qrCode: '', pin: '' });
  const validate = usePayFixValidation();
  const [errors, setErrors] = useState({});
  return (
    <PaymentMethodPicker
      methods={methods}
      value={value}
      onChange={setValue}
      payFix={payFix}
      onPayFixChange={(next) => {
        setPayFix(next);
        setErrors(validate(next));
      }}
      payFixErrors={errors}
    />
  );
}
export const Interactive: Story = { render: () => <Demo /> };
