import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoEventDates, demoEventTicket } from '../ordering-fixtures.ts';
import { PersonDetailsDialog, type PersonDetailsDialogProps, type PersonDetailsValue } from './PersonDetailsDialog.tsx';

const empty: PersonDetailsValue = { fullName: '', date: null, count: 1 };
const ALL = { name: true, date: true, count: true };

function props(overrides: Partial<PersonDetailsDialogProps> = {}): PersonDetailsDialogProps {
  return {
    opened: true,
    onClose: vi.fn(),
    product: demoEventTicket,
    config: { name: true, date: false, count: false },
    persons: [empty],
    onChange: vi.fn(),
    dates: demoEventDates,
    today: '2026-11-24',
    available: null,
    errors: [],
    error: null,
    submitting: false,
    onSubmit: vi.fn(),
    ...overrides,
  };
}

/** Keeps the persons in state like the app does, reporting each change. */
function Controlled(initial: PersonDetailsDialogProps) {
  const [persons, setPersons] = useState(initial.persons);
  return (
    <PersonDetailsDialog
      {...initial}
      persons={persons}
      onChange={(next) => {
        initial.onChange(next);
        setPersons(next);
      }}
    />
  );
}

const person = (number: number) => within(screen.getByRole('group', { name: `Person ${number}` }));
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('PersonDetailsDialog', () => {
  it('shows the product with its price per ticket, and one numbered person', () => {
    render(<PersonDetailsDialog {...props()} />);
    expect(screen.getByRole('heading', { name: demoEventTicket.name, level: 2 })).toBeTruthy();
    expect(screen.getByText('€14.00 per ticket')).toBeTruthy();
    expect(screen.getByText(demoEventTicket.description)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Persons' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Person 1', level: 3 })).toBeTruthy();
  });

  it('keeps the restaurant’s own text direction for the product on a right-to-left page', () => {
    render(<PersonDetailsDialog {...props()} />, { language: 'ar' });
    expect(screen.getByText(demoEventTicket.name).getAttribute('dir')).toBe('auto');
    expect(screen.getByText(demoEventTicket.description).getAttribute('dir')).toBe('auto');
  });

  it('shows only the fields the product asks for', () => {
    const { unmount } = render(<PersonDetailsDialog {...props()} />);
    expect(person(1).getByRole('textbox', { name: /Full name/ })).toBeTruthy();
    expect(person(1).queryByRole('button', { name: /^Date/ })).toBeNull();
    expect(person(1).queryByRole('group', { name: 'Tickets' })).toBeNull();
    unmount();

    render(<PersonDetailsDialog {...props({ config: { name: false, date: true, count: true } })} />);
    expect(person(1).queryByRole('textbox')).toBeNull();
    expect(person(1).getByRole('button', { name: 'Date: Choose a date' })).toBeTruthy();
    expect(person(1).getByRole('group', { name: 'Tickets' })).toBeTruthy();
  });

  it('marks the asked fields as required', () => {
    render(<PersonDetailsDialog {...props({ config: ALL })} />);
    const name = person(1).getByRole('textbox', { name: /Full name/ });
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Full name').closest('label')?.textContent).toMatch(/\*/);
    expect(screen.getByText('Date').closest('label')?.textContent).toMatch(/\*/);
  });

  it('reports a typed name with the whole list', () => {
    const onChange = vi.fn();
    const persons = [
      { fullName: 'Ada', date: '2026-11-27', count: 2 },
      { fullName: '', date: null, count: 1 },
    ];
    render(<PersonDetailsDialog {...props({ config: ALL, persons, onChange })} />);
    fireEvent.change(person(2).getByRole('textbox', { name: /Full name/ }), { target: { value: 'Charles Babbage' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith([persons[0], { fullName: 'Charles Babbage', date: null, count: 1 }]);
  });

  it('chooses a date in the calendar, where the greyed days cannot be chosen', () => {
    const onChange = vi.fn();
    render(<Controlled {...props({ config: { name: true, date: true, count: false }, onChange })} />);
    fireEvent.click(person(1).getByRole('button', { name: 'Date: Choose a date' }));
    const calendar = within(screen.getByRole('dialog', { name: 'Date of person 1' }));
    // Open Fridays to Sundays only.
    const thursday = calendar.getByRole('button', { name: 'Thursday, November 26, 2026' }) as HTMLButtonElement;
    expect(thursday.disabled).toBe(true);
    fireEvent.click(thursday);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(calendar.getByRole('button', { name: 'Saturday, November 28, 2026' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([{ fullName: '', date: '2026-11-28', count: 1 }]);
    expect(screen.queryByRole('dialog', { name: 'Date of person 1' })).toBeNull();
    expect(person(1).getByRole('button', { name: 'Date: 2026/11/28' })).toBeTruthy();
  });

  it('starts the calendar on the chosen day, and Escape closes the calendar only', () => {
    const onClose = vi.fn();
    render(<PersonDetailsDialog {...props({ config: ALL, onClose, persons: [{ fullName: '', date: '2026-12-05', count: 1 }] })} />);
    fireEvent.click(person(1).getByRole('button', { name: 'Date: 2026/12/05' }));
    const day = within(screen.getByRole('dialog', { name: 'Date of person 1' })).getByRole('button', {
      name: 'Saturday, December 5, 2026',
    });
    expect(day.hasAttribute('data-autofocus')).toBe(true);
    fireEvent.keyDown(day, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Date of person 1' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(person(1).getByRole('button', { name: /^Date/ }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('writes the chosen date with the language’s mask', () => {
    render(<PersonDetailsDialog {...props({ config: ALL, persons: [{ fullName: 'Ada', date: '2026-12-05', count: 1 }] })} />, {
      language: 'de',
    });
    expect(screen.getByText('05.12.26')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Datum: 05.12.26' })).toBeTruthy();
  });

  it('steps the tickets, never below 1', () => {
    const onChange = vi.fn();
    render(<Controlled {...props({ config: ALL, onChange })} />);
    const tickets = within(person(1).getByRole('group', { name: 'Tickets' }));
    expect((tickets.getByRole('button', { name: 'One less Tickets' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(tickets.getByRole('button', { name: 'One more Tickets' }));
    expect(onChange).toHaveBeenLastCalledWith([{ fullName: '', date: null, count: 2 }]);
    expect(tickets.getByText('2')).toBeTruthy();
    fireEvent.click(tickets.getByRole('button', { name: 'One less Tickets' }));
    expect(onChange).toHaveBeenLastCalledWith([{ fullName: '', date: null, count: 1 }]);
  });

  it('adds a person, focusing their first field, and removes one', () => {
    const onChange = vi.fn();
    render(<Controlled {...props({ config: ALL, onChange, persons: [{ fullName: 'Ada', date: '2026-11-27', count: 2 }] })} />);
    expect(screen.queryByRole('button', { name: /Remove person/ })).toBeNull();
    fireEvent.click(button('Add another person'));
    expect(onChange).toHaveBeenLastCalledWith([
      { fullName: 'Ada', date: '2026-11-27', count: 2 },
      { fullName: '', date: null, count: 1 },
    ]);
    expect(document.activeElement).toBe(person(2).getByRole('textbox', { name: /Full name/ }));
    fireEvent.click(button('Add another person'));
    expect(screen.getAllByRole('group', { name: /^Person/ })).toHaveLength(3);
    // The first person stays; the others can go.
    expect(screen.queryByRole('button', { name: 'Remove person 1' })).toBeNull();
    fireEvent.change(person(3).getByRole('textbox', { name: /Full name/ }), { target: { value: 'Grace' } });
    fireEvent.click(button('Remove person 2'));
    expect(onChange).toHaveBeenLastCalledWith([
      { fullName: 'Ada', date: '2026-11-27', count: 2 },
      { fullName: 'Grace', date: null, count: 1 },
    ]);
    expect(screen.getAllByRole('group', { name: /^Person/ })).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Person 1' }));
  });

  it('stops adding persons and tickets when the counts reach what is available', () => {
    const persons = [
      { fullName: 'Ada', date: null, count: 2 },
      { fullName: 'Charles', date: null, count: 1 },
    ];
    const { unmount } = render(<PersonDetailsDialog {...props({ config: ALL, persons, available: 3 })} />);
    expect(button('Add another person').disabled).toBe(true);
    expect((person(1).getByRole('button', { name: 'One more Tickets' }) as HTMLButtonElement).disabled).toBe(true);
    expect((person(2).getByRole('button', { name: 'One more Tickets' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('0 tickets left')).toBeTruthy();
    unmount();

    render(<PersonDetailsDialog {...props({ config: ALL, persons, available: 4 })} />);
    expect(button('Add another person').disabled).toBe(false);
    expect(screen.getByText('1 ticket left')).toBeTruthy();
  });

  it('counts the persons against what is available where tickets are not counted', () => {
    render(<PersonDetailsDialog {...props({ persons: [empty, empty], available: 2 })} />);
    expect(button('Add another person').disabled).toBe(true);
  });

  it('shows the field errors at their fields and the add failure as an alert', () => {
    const persons = [
      { fullName: 'Ada', date: null, count: 1 },
      { fullName: '', date: null, count: 1 },
    ];
    render(
      <PersonDetailsDialog
        {...props({
          config: ALL,
          persons,
          errors: [{ date: 'Please choose a date.' }, { fullName: 'Please enter the full name.', count: 'Too many tickets.' }],
          error: 'Sold out.',
        })}
      />,
    );
    const name = person(2).getByRole('textbox', { name: /Full name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter the full name.');
    expect(person(1).getByText('Please choose a date.')).toBeTruthy();
    expect(person(1).getByRole('button', { name: /^Date/ }).getAttribute('aria-invalid')).toBe('true');
    expect(person(1).queryByText('Please enter the full name.')).toBeNull();
    expect(person(2).getByText('Too many tickets.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Sold out.');
  });

  it('totals price times tickets and submits', () => {
    const onSubmit = vi.fn();
    render(
      <PersonDetailsDialog
        {...props({
          config: ALL,
          onSubmit,
          persons: [
            { fullName: 'Ada', date: '2026-11-27', count: 3 },
            { fullName: 'Charles', date: '2026-11-27', count: 1 },
          ],
        })}
      />,
    );
    expect(screen.getByText('€56.00')).toBeTruthy();
    fireEvent.click(button('Add to basket'));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('submits on Enter in a field', () => {
    const onSubmit = vi.fn();
    render(<PersonDetailsDialog {...props({ onSubmit })} />);
    fireEvent.submit(person(1).getByRole('textbox', { name: /Full name/ }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('holds the fields and the button while submitting', () => {
    const onSubmit = vi.fn();
    render(<PersonDetailsDialog {...props({ config: ALL, submitting: true, onSubmit })} />);
    const submit = screen.getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement;
    expect(submit.getAttribute('data-loading')).toBe('true');
    fireEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((person(1).getByRole('textbox', { name: /Full name/ }) as HTMLInputElement).matches(':disabled')).toBe(true);
  });

  it('closes', () => {
    const onClose = vi.fn();
    render(<PersonDetailsDialog {...props({ onClose })} />);
    fireEvent.click(button('Close'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const persons = [
      { fullName: 'Ada', date: '2026-11-27', count: 2 },
      { fullName: '', date: null, count: 1 },
    ];
    const { container, unmount } = render(
      <PersonDetailsDialog
        {...props({ config: ALL, persons, errors: [{}, { fullName: 'Please enter the full name.' }], error: 'Sold out.' })}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(person(2).getByRole('button', { name: /^Date/ }));
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const arabic = render(<PersonDetailsDialog {...props({ config: ALL, persons })} />, { language: 'ar' });
    expect(await axeViolations(arabic.container)).toEqual([]);
  });
});
