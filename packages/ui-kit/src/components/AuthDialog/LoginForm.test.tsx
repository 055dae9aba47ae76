import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { LoginForm } from './LoginForm.tsx';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('LoginForm', () => {
  it('asks for an email and a password before calling the server', () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<LoginForm onSubmit={onSubmit} onForgotPassword={vi.fn()} />);
    submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an invalid email and a password under 8 characters', () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<LoginForm onSubmit={onSubmit} onForgotPassword={vi.fn()} />);
    type(/Email/, 'erika.example.com');
    type(/Password/, 'short');
    submit();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type(/Email/, 'erika@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('sends the trimmed email and the password as typed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<LoginForm onSubmit={onSubmit} onForgotPassword={vi.fn()} />);
    type(/Email/, '  erika@example.com ');
    type(/Password/, ' secret123');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'erika@example.com', password: ' secret123' }));
  });

  it("shows the server's refusal", async () => {
    render(
      <LoginForm
        onSubmit={() => Promise.reject(new Error('These credentials do not match our records.'))}
        onForgotPassword={vi.fn()}
        initialEmail="erika@example.com"
      />,
    );
    type(/Password/, 'password123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('These credentials do not match our records.');
  });

  it('opens the forgotten-password step and reports the email as it is typed', () => {
    const onForgotPassword = vi.fn();
    const onEmailChange = vi.fn();
    render(<LoginForm onSubmit={vi.fn(async () => undefined)} onForgotPassword={onForgotPassword} onEmailChange={onEmailChange} />);
    type(/Email/, 'erika@');
    expect(onEmailChange).toHaveBeenLastCalledWith('erika@');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations, also with errors', async () => {
    const { container } = render(<LoginForm onSubmit={vi.fn(async () => undefined)} onForgotPassword={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
    submit();
    expect(await axeViolations(container)).toEqual([]);
  });
});
