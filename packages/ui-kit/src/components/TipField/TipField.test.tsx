import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { TipField, type TipFieldProps } from './TipField.tsx';

function setup(overrides: Partial<TipFieldProps> = {}) {
  const props: TipFieldProps = {
    value: 0,
    onChange: vi.fn(() => Promise.resolve()),
    onRemove: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { ...render(<TipField {...props} />), props };
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('TipField', () => {
  it('offers "No tip", the presets and "Other", highlighting the current tip', () => {
    setup({ value: 2 });
    expect(screen.getByRole('group', { name: 'Add a tip for the team' })).toBeTruthy();
    expect(pressed('€2.00')).toBe('true');
    expect(pressed('No tip')).toBe('false');
    for (const name of ['€1.00', '€3.00', '€5.00', 'Other']) expect(pressed(name)).toBe('false');
  });

  it('sets a preset and removes the tip', async () => {
    const { props } = setup({ value: 2 });
    fireEvent.click(screen.getByRole('button', { name: '€5.00' }));
    expect(props.onChange).toHaveBeenCalledWith(5);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No tip' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'No tip' }));
    expect(props.onRemove).toHaveBeenCalledOnce();
  });

  it('spins on the pressed chip and disables the others while pending', () => {
    setup({ onChange: () => new Promise(() => {}), presets: [2, 4] });
    fireEvent.click(screen.getByRole('button', { name: '€4.00' }));
    expect(screen.getByRole('button', { name: /€4\.00/ }).getAttribute('data-loading')).toBe('true');
    expect(screen.getByRole('button', { name: '€2.00' })).toHaveProperty('disabled', true);
  });

  it('rejects a non-numeric custom tip', () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    const input = screen.getByRole('textbox', { name: 'Tip amount' });
    fireEvent.change(input, { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(screen.getByText('Tip must be a number')).toBeTruthy();
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('accepts a custom tip with a decimal comma', () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    const input = screen.getByRole('textbox', { name: 'Tip amount' });
    fireEvent.change(input, { target: { value: '4,50' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onChange).toHaveBeenCalledWith(4.5);
  });

  it('shows a custom current tip under "Other"', () => {
    setup({ value: 4.5 });
    expect(pressed('Other')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Tip amount' })).toHaveProperty('value', '4.5');
  });

  it("shows the rejection's message", async () => {
    setup({ onChange: () => Promise.reject(new Error('Tip could not be added')) });
    fireEvent.click(screen.getByRole('button', { name: '€1.00' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Tip could not be added'));
  });

  it('has no accessibility violations', async () => {
    const { container } = setup({ value: 4.5 });
    expect(await axeViolations(container)).toEqual([]);
  });
});
