import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('ForgotPasswordForm', () => {
  it('needs a valid email', () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ForgotPasswordForm onSubmit={onSubmit} onBack={vi.fn()} />);
    submit();
    expect(screen.getByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'erika@' } });
    submit();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the mail and says it is on its way', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onBack = vi.fn();
    render(<ForgotPasswordForm onSubmit={onSubmit} onBack={onBack} initialEmail=" erika@example.com " />);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'erika@example.com' }));
    expect((await screen.findByRole('status')).textContent).toContain('If there is an account for erika@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal and stays on the form", async () => {
    render(<ForgotPasswordForm onSubmit={() => Promise.reject(new Error('Too many requests'))} onBack={vi.fn()} initialEmail="a@b.de" />);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ForgotPasswordForm onSubmit={vi.fn(async () => undefined)} onBack={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
