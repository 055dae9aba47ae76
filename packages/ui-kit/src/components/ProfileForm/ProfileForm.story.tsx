import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEMO_PROFILE } from '../account-fixtures.ts';
import { ProfileForm } from './ProfileForm.tsx';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: { initialValues: DEMO_PROFILE, onSubmit: fn(async () => undefined), today: '2026-06-01' },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const NewCustomer: Story = { args: { initialValues: { name: 'Max', email: 'max@example.com', mobile: null, birth_date: null } } };
export const EmailTaken: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Diese E-Mail-Adresse ist bereits vergeben.'))) },
};
export const RightToLeft: Story = { globals: { language: 'ar' } };
