import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoDeliveryOptions } from '../ordering-fixtures.ts';
import { DeliveryDialog, type DeliveryDialogProps } from './DeliveryDialog.tsx';

function props(overrides: Partial<DeliveryDialogProps> = {}): DeliveryDialogProps {
  return {
    opened: true,
    onClose: vi.fn(),
    typePicker: { options: demoDeliveryOptions.open, value: 'delivery', onChange: vi.fn() },
    timePicker: {
      dates: ['2026-11-24', '2026-11-25'],
      value: { date: '2026-11-24', time: '18:30' },
      times: ['18:15', '18:30'],
      onDateChange: vi.fn(),
      onTimeChange: vi.fn(),
      today: '2026-11-24',
    },
    onConfirm: vi.fn(),
    ...overrides,
  };
}

describe('DeliveryDialog', () => {
  it('holds both pickers under "When and how?" and confirms', () => {
    const onConfirm = vi.fn();
    render(<DeliveryDialog {...props({ onConfirm })} />);
    expect(screen.getByRole('dialog', { name: 'When and how?' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Delivery' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '18:30' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('passes the pickers’ callbacks through', () => {
    const typePicker = { options: demoDeliveryOptions.open, value: null, onChange: vi.fn() };
    const base = props();
    const timePicker = base.timePicker && { ...base.timePicker, onTimeChange: vi.fn() };
    render(<DeliveryDialog {...props({ typePicker, timePicker })} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(typePicker.onChange).toHaveBeenCalledWith('pickup');
    fireEvent.click(screen.getByRole('radio', { name: '18:15' }));
    expect(timePicker?.onTimeChange).toHaveBeenCalledWith('18:15');
  });

  it('hides the time picker without one, and keeps Confirm disabled until ready', () => {
    render(<DeliveryDialog {...props({ timePicker: null, confirmDisabled: true })} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the notice and the confirming state', () => {
    render(<DeliveryDialog {...props({ notice: 'Some items are removed from the cart', confirming: true })} />);
    expect(screen.getByRole('alert').textContent).toContain('Some items are removed from the cart');
    expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('data-loading')).toBe('true');
  });

  it('closes', () => {
    const onClose = vi.fn();
    render(<DeliveryDialog {...props({ onClose })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('speaks German', () => {
    render(<DeliveryDialog {...props()} />, { language: 'de' });
    expect(screen.getByRole('dialog', { name: 'Wann und wie?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<DeliveryDialog {...props({ notice: 'Some items are removed from the cart' })} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
