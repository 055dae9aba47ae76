import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { AuthDialog, type AuthDialogProps, type AuthView } from './AuthDialog.tsx';

function Harness(props: Partial<AuthDialogProps> & { initialView?: AuthView }) {
  const [view, setView] = useState<AuthView>(props.initialView ?? 'login');
  return (
    <AuthDialog
      opened
      onClose={vi.fn()}
      registrationEnabled
      onLogin={vi.fn(async () => undefined)}
      onRegister={vi.fn(async () => undefined)}
      onForgotPassword={vi.fn(async () => undefined)}
      {...props}
      view={view}
      onViewChange={setView}
    />
  );
}

describe('AuthDialog', () => {
  it('offers login and registration as tabs', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Log in', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('offers no registration when the restaurant has it off, even when asked for', () => {
    render(<Harness registrationEnabled={false} initialView="register" />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('carries the typed email into the forgotten-password step and back', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'erika@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByLabelText(/Email/)).toHaveProperty('value', 'erika@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('says why the guest is asked to log in', () => {
    render(<Harness notice="Please login to create an order." />);
    expect(screen.getByText('Please login to create an order.')).toBeTruthy();
  });

  it('closes from its close button', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Harness />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
