import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { RegisterForm } from './RegisterForm.tsx';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

function fillValid() {
  type(/^Name/, ' Erika Mustermann ');
  type(/^Email/, 'erika@example.com');
  type(/^Password/, 'password123');
  type(/^Confirm password/, 'password123');
}

describe('RegisterForm', () => {
  it('requires name, email, password and its confirmation, but not the mobile number', () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<RegisterForm onSubmit={onSubmit} />);
    submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByLabelText(/Mobile phone/)).toHaveProperty('required', false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a short password and a confirmation that does not match', () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<RegisterForm onSubmit={onSubmit} />);
    fillValid();
    type(/^Password/, 'pass');
    type(/^Confirm password/, 'password124');
    submit();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed details, leaving out an empty mobile number', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<RegisterForm onSubmit={onSubmit} />);
    fillValid();
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Erika Mustermann',
        email: 'erika@example.com',
        password: 'password123',
        password_confirmation: 'password123',
      }),
    );
    type(/Mobile phone/, ' 0151 2345678 ');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ mobile: '0151 2345678' })));
  });

  it("shows the server's refusal", async () => {
    render(<RegisterForm onSubmit={() => Promise.reject(new Error('The email has already been taken.'))} />);
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('The email has already been taken.');
  });

  it('speaks German', () => {
    render(<RegisterForm onSubmit={vi.fn(async () => undefined)} />, { language: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(screen.getAllByText('Dieses Feld ist erforderlich')).toHaveLength(4);
  });

  it('has no accessibility violations, also with errors', async () => {
    const { container } = render(<RegisterForm onSubmit={vi.fn(async () => undefined)} />);
    expect(await axeViolations(container)).toEqual([]);
    submit();
    expect(await axeViolations(container)).toEqual([]);
  });
});
