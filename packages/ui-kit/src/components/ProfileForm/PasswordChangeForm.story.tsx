import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

const meta = {
  title: 'Account/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof PasswordChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WrongCurrentPassword: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Das aktuelle Passwort ist nicht korrekt.'))) },
};
export const RightToLeft: Story = { globals: { language: 'ar' } };
