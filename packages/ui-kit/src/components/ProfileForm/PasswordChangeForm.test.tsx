import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('PasswordChangeForm', () => {
  it('needs the current password, 8 characters and a matching confirmation', () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<PasswordChangeForm onSubmit={onSubmit} />);
    submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    type(/^Current password/, 'password123');
    type(/^New password/, 'short');
    type(/^Confirm password/, 'shorts');
    submit();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the three passwords and empties the fields afterwards', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<PasswordChangeForm onSubmit={onSubmit} />);
    type(/^Current password/, 'password123');
    type(/^New password/, 'better-password');
    type(/^Confirm password/, 'better-password');
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        current_password: 'password123',
        password: 'better-password',
        password_confirmation: 'better-password',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveProperty('value', ''));
  });

  it('keeps the fields when the current password is wrong', async () => {
    render(<PasswordChangeForm onSubmit={() => Promise.reject(new Error('The current password is not correct.'))} />);
    type(/^Current password/, 'wrong-password');
    type(/^New password/, 'better-password');
    type(/^Confirm password/, 'better-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is not correct.');
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('value', 'better-password');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<PasswordChangeForm onSubmit={vi.fn(async () => undefined)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
