import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { email: 'erika@example.com', onSubmit: fn(async () => undefined), onLogin: fn() },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const LinkExpired: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.'))) },
};
export const RightToLeft: Story = { globals: { language: 'ar' } };
