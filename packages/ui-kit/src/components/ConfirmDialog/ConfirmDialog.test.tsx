import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

function props(overrides: Partial<ConfirmDialogProps> = {}): ConfirmDialogProps {
  return {
    opened: true,
    title: 'Call the robot?',
    message: 'A robot will come to table 12 to collect the dishes.',
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
}

describe('ConfirmDialog', () => {
  it('asks the question and reports the answer', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog {...props({ onConfirm, onCancel })} />);
    expect(screen.getByRole('dialog', { name: 'Call the robot?' })).toBeTruthy();
    expect(screen.getByText('A robot will come to table 12 to collect the dishes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('takes other labels', () => {
    render(<ConfirmDialog {...props({ confirmLabel: 'Update now', cancelLabel: 'Later' })} />);
    expect(screen.getByRole('button', { name: 'Update now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
  });

  it('waits while confirming', () => {
    render(<ConfirmDialog {...props({ loading: true })} />);
    expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('data-loading')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders nothing while closed', () => {
    render(<ConfirmDialog {...props({ opened: false })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks German', () => {
    render(<ConfirmDialog {...props()} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ConfirmDialog {...props({ danger: true })} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
