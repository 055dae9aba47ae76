import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AuthDialog, type AuthDialogProps, type AuthView } from './AuthDialog.tsx';

/** The dialog with its own view state, so the tabs and steps work in the story. */
function Interactive(props: AuthDialogProps) {
  const [view, setView] = useState<AuthView>(props.view);
  return <AuthDialog {...props} view={view} onViewChange={setView} />;
}

const meta = {
  title: 'Account/AuthDialog',
  component: AuthDialog,
  parameters: { layout: 'fullscreen' },
  render: (args) => <Interactive {...args} />,
  args: {
    opened: true,
    view: 'login',
    registrationEnabled: true,
    onClose: fn(),
    onViewChange: fn(),
    onLogin: fn(async () => undefined),
    onRegister: fn(async () => undefined),
    onForgotPassword: fn(async () => undefined),
  },
} satisfies Meta<typeof AuthDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
export const Register: Story = { args: { view: 'register' } };
export const ForgotPassword: Story = { args: { view: 'forgot' } };
export const RegistrationOff: Story = { args: { registrationEnabled: false } };
export const LoginRequiredToOrder: Story = { args: { notice: 'Bitte melde dich an, um eine Bestellung aufzugeben.' } };
export const WrongPassword: Story = {
  args: { onLogin: fn(async () => Promise.reject(new Error('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.'))) },
};
export const EmailTaken: Story = {
  args: { view: 'register', onRegister: fn(async () => Promise.reject(new Error('Diese E-Mail-Adresse ist bereits vergeben.'))) },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const RightToLeft: Story = { args: { view: 'register' }, globals: { language: 'ar' } };
