import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DEMO_PROFILE } from '../account-fixtures.ts';
import { ProfileForm } from './ProfileForm.tsx';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('ProfileForm', () => {
  it('shows the profile and offers Save only once something changed', () => {
    render(<ProfileForm initialValues={DEMO_PROFILE} onSubmit={vi.fn(async () => undefined)} />);
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Erika Mustermann');
    expect(screen.getByLabelText(/Date of birth/)).toHaveProperty('value', '1990-04-12');
    expect(save()).toHaveProperty('disabled', true);
    type(/Mobile phone/, '0170 1111111');
    expect(save()).toHaveProperty('disabled', false);
  });

  it('refuses an empty name, an invalid email and a birth date in the future', () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ProfileForm initialValues={DEMO_PROFILE} onSubmit={onSubmit} today="2026-06-01" />);
    type(/^Name/, '  ');
    type(/^Email/, 'erika@');
    type(/Date of birth/, '2026-06-02');
    fireEvent.click(save());
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Your date of birth cannot be in the future')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values, with emptied optional fields as null', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ProfileForm initialValues={DEMO_PROFILE} onSubmit={onSubmit} />);
    type(/^Name/, ' Erika Muster ');
    type(/Mobile phone/, '');
    type(/Date of birth/, '');
    fireEvent.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Erika Muster', email: 'erika@example.com', mobile: null, birth_date: null }),
    );
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
  });

  it("shows the server's refusal", async () => {
    render(<ProfileForm initialValues={DEMO_PROFILE} onSubmit={() => Promise.reject(new Error('The email has already been taken.'))} />);
    type(/^Email/, 'taken@example.com');
    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('The email has already been taken.');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ProfileForm initialValues={DEMO_PROFILE} onSubmit={vi.fn(async () => undefined)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
