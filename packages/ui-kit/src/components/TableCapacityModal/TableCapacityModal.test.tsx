import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { TableCapacityModal, type TableCapacityModalProps } from './TableCapacityModal.tsx';

function props(overrides: Partial<TableCapacityModalProps> = {}): TableCapacityModalProps {
  return { opened: true, tableName: 'T4', onSave: vi.fn(async () => undefined), ...overrides };
}

const stepper = (name: string) => within(screen.getByRole('group', { name }));

describe('TableCapacityModal', () => {
  it('counts adults and children and saves them', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<TableCapacityModal {...props({ onSave })} />);
    expect(screen.getByRole('dialog', { name: 'Welcome to table T4' })).toBeTruthy();
    // One adult to start with (issue 16: never nobody).
    expect(screen.getByText('1 person at the table')).toBeTruthy();
    fireEvent.click(stepper('Adults').getByRole('button', { name: 'One more Adults' }));
    fireEvent.click(stepper('Children').getByRole('button', { name: 'One more Children' }));
    expect(screen.getByText('3 people at the table')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and see the menu' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ adults: 2, children: 1 }));
  });

  it('never goes below one adult (issue 16: 0 persons were accepted)', () => {
    render(<TableCapacityModal {...props({ initial: { adults: 1, children: 0 } })} />);
    expect((stepper('Adults').getByRole('button', { name: 'One less Adults' }) as HTMLButtonElement).disabled).toBe(true);
    expect(stepper('Adults').getByText('1')).toBeTruthy();
  });

  it('asks for at least one adult and saves nothing without, children alone included', () => {
    const onSave = vi.fn(async () => undefined);
    // An earlier answer with children only.
    render(<TableCapacityModal {...props({ onSave, initial: { adults: 0, children: 2 } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and see the menu' }));
    expect(screen.getByRole('alert').textContent).toBe('Please add at least one adult.');
    expect(onSave).not.toHaveBeenCalled();
    // Counting an adult clears the message.
    fireEvent.click(stepper('Adults').getByRole('button', { name: 'One more Adults' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never goes below 0 or above the maximum', () => {
    render(<TableCapacityModal {...props({ initial: { adults: 2, children: 0 }, max: 2 })} />);
    expect((stepper('Children').getByRole('button', { name: 'One less Children' }) as HTMLButtonElement).disabled).toBe(true);
    expect((stepper('Adults').getByRole('button', { name: 'One more Adults' }) as HTMLButtonElement).disabled).toBe(true);
    expect(stepper('Adults').getByText('2')).toBeTruthy();
  });

  it('starts from the earlier answer', () => {
    render(<TableCapacityModal {...props({ initial: { adults: 3, children: 2 } })} />);
    expect(stepper('Adults').getByText('3')).toBeTruthy();
    expect(stepper('Children').getByText('2')).toBeTruthy();
    expect(screen.getByText('5 people at the table')).toBeTruthy();
  });

  it('shows why saving failed and keeps the counts', async () => {
    const onSave = vi.fn(async () => Promise.reject(new Error('The basket does not exist.')));
    render(<TableCapacityModal {...props({ onSave, initial: { adults: 2, children: 0 } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and see the menu' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The basket does not exist.');
    expect(stepper('Adults').getByText('2')).toBeTruthy();
  });

  it('must be answered unless it may be closed', () => {
    const { unmount } = render(<TableCapacityModal {...props()} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    unmount();
    const onClose = vi.fn();
    render(<TableCapacityModal {...props({ onClose })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('speaks German', () => {
    render(<TableCapacityModal {...props({ initial: { adults: 1, children: 0 } })} />, { language: 'de' });
    expect(screen.getByRole('dialog', { name: 'Willkommen an Tisch T4' })).toBeTruthy();
    expect(screen.getByText('1 Person am Tisch')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern und zur Speisekarte' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { baseElement } = render(<TableCapacityModal {...props({ onClose: vi.fn() })} />);
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
