import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressForm } from './AddressForm.tsx';

const meta = {
  title: 'Checkout/AddressForm',
  component: AddressForm,
  args: {
    fields: ['name', 'email', 'mobile', 'comment', 'product_comment'],
    deliveryType: 'delivery',
    onSubmit: fn(),
    onPostalCodeBlur: fn(),
    submitLabel: 'Continue to payment',
  },
  decorators: [
    (Story) => (
      <Box maw={720} p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};
export const Pickup: Story = { args: { deliveryType: 'pickup', fields: ['name', 'email', 'mobile'] } };
export const AllFields: Story = {
  args: {
    fields: ['name', 'email', 'mobile', 'birth_date', 'company', 'address', 'house_number', 'postalCode', 'city', 'country', 'comment'],
  },
};
export const LoggedIn: Story = {
  args: {
    initialValues: {
      name: 'Anna Schmidt',
      email: 'anna.schmidt@example.com',
      mobile: '+49 170 1234567',
      address: 'Hauptstraße',
      house_number: '12a',
      postalCode: '80331',
      city: 'München',
    },
    postalCodeStatus: { state: 'ok', shippingPrice: 2.5 },
  },
};
export const CheckingPostalCode: Story = { args: { initialValues: { postalCode: '80331' }, postalCodeStatus: { state: 'checking' } } };
export const FreeDelivery: Story = {
  args: { initialValues: { postalCode: '80331' }, postalCodeStatus: { state: 'ok', shippingPrice: 0 } },
};
export const OutsideDeliveryArea: Story = {
  args: { initialValues: { postalCode: '10115' }, postalCodeStatus: { state: 'error', message: 'We do not deliver to 10115' } },
};
export const ServerErrors: Story = {
  args: {
    initialValues: { email: 'anna@example.com' },
    serverErrors: { email: 'This email address is already registered', city: 'City is required' },
  },
};
export const Submitting: Story = { args: { submitting: true } };
