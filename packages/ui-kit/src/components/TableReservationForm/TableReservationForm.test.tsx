import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { TableReservationForm, type TableReservationFormProps } from './TableReservationForm.tsx';

const TIMES = ['18:00', '18:15', '18:30'];

function setup(overrides: Partial<TableReservationFormProps> = {}) {
  const props: TableReservationFormProps = {
    minDate: '2026-11-22',
    timesFor: (date) => (date === '2026-11-23' ? [] : TIMES),
    onSubmit: vi.fn(async () => undefined),
    ...overrides,
  };
  return { ...render(<TableReservationForm {...props} />), props };
}

function fillContact() {
  fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: ' Erika ' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), { target: { value: 'erika@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Phone number/ }), { target: { value: '+49 30 1234567' } });
}

const dateInput = () => screen.getByLabelText(/^Date/) as HTMLInputElement;
const timeSelect = () => screen.getByRole('combobox', { name: /Time/ }) as HTMLSelectElement;
const book = () => fireEvent.click(screen.getByRole('button', { name: 'Book table' }));

describe('TableReservationForm', () => {
  it('books two adults by default at the chosen quarter hour and confirms it', async () => {
    const { props } = setup();
    fillContact();
    fireEvent.change(timeSelect(), { target: { value: '18:15' } });
    book();
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith({
        people: { adults: 2, children: 0 },
        date: '2026-11-22',
        time: '18:15',
        name: 'Erika',
        email: 'erika@example.com',
        phone: '+49 30 1234567',
      }),
    );
    expect(await screen.findByText('Table booked!')).toBeTruthy();
    expect(screen.getByText('See you on November 22, 2026 at 18:15, 2 people.')).toBeTruthy();
  });

  it('needs at least one person', async () => {
    const { props } = setup({ defaultAdults: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'One adult less' }));
    expect(screen.getByRole('button', { name: 'One adult less' })).toHaveProperty('disabled', true);
    fillContact();
    fireEvent.change(timeSelect(), { target: { value: '18:00' } });
    book();
    expect(await screen.findByText('Please reserve for at least one person')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'One more child' }));
    expect(screen.queryByText('Please reserve for at least one person')).toBeNull();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a day in the past and asks for a time', async () => {
    const { props } = setup();
    fillContact();
    fireEvent.change(dateInput(), { target: { value: '2026-11-21' } });
    book();
    expect(await screen.findByText('This date is in the past. Please choose today or a later day')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('offers no times on a closed day and says so', () => {
    setup();
    fireEvent.change(dateInput(), { target: { value: '2026-11-23' } });
    expect(timeSelect().disabled).toBe(true);
    expect(screen.getByText('We are closed on this day. Please choose another date.')).toBeTruthy();
  });

  it('checks email and phone like the server', async () => {
    setup();
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Erika' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), { target: { value: 'erika' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone number/ }), { target: { value: '12' } });
    fireEvent.change(timeSelect(), { target: { value: '18:00' } });
    book();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
  });

  it('shows why the booking failed', async () => {
    setup({ onSubmit: () => Promise.reject(new Error('This restaurant does not take table reservations.')) });
    fillContact();
    fireEvent.change(timeSelect(), { target: { value: '18:30' } });
    book();
    expect((await screen.findByRole('alert')).textContent).toBe('This restaurant does not take table reservations.');
  });

  it('has no accessibility violations', async () => {
    const { container } = setup();
    book();
    await screen.findAllByText('This field is required');
    expect(await axeViolations(container)).toEqual([]);
  });
});
