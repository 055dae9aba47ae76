import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContactForm } from './ContactForm.tsx';

const meta = {
  title: 'Content/ContactForm',
  component: ContactForm,
  args: {
    onSubmit: fn(async () => undefined),
    details: { address: 'Torstraße 125, 10119 Berlin', telephone: '+49 30 12345678', email: 'hallo@demo-bistro.example' },
  },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SignedIn: Story = { args: { initialValues: { name: 'Erika Mustermann', email: 'erika@example.com' } } };
export const WithoutDetails: Story = { args: { details: undefined } };
export const ServerRefuses: Story = {
  args: {
    initialValues: { name: 'Erika', email: 'erika@example.com' },
    onSubmit: fn(async () => Promise.reject(new Error('Zu viele Anfragen.'))),
  },
};
export const RightToLeft: Story = { globals: { language: 'ar' } };
