import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));

describe('ResetPasswordForm', () => {
  it('shows the account it resets, read-only', () => {
    render(<ResetPasswordForm email="erika@example.com" onSubmit={vi.fn(async () => undefined)} onLogin={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveProperty('value', 'erika@example.com');
    expect(email).toHaveProperty('readOnly', true);
  });

  it('needs at least 8 characters and a matching confirmation', () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ResetPasswordForm email="erika@example.com" onSubmit={onSubmit} onLogin={vi.fn()} />);
    submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    type(/^New password/, '1234567');
    type(/^Confirm password/, '12345678');
    submit();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the password, then offers to log in', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onLogin = vi.fn();
    render(<ResetPasswordForm email="erika@example.com" onSubmit={onSubmit} onLogin={onLogin} />);
    type(/^New password/, 'new-password');
    type(/^Confirm password/, 'new-password');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'new-password', password_confirmation: 'new-password' }));
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal", async () => {
    render(<ResetPasswordForm email="erika@example.com" onSubmit={() => Promise.reject(new Error('Link expired'))} onLogin={vi.fn()} />);
    type(/^New password/, 'new-password');
    type(/^Confirm password/, 'new-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Link expired');
    expect(screen.queryByText('Your password has been changed')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ResetPasswordForm email="erika@example.com" onSubmit={vi.fn(async () => undefined)} onLogin={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
