import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { VoucherField, type VoucherFieldProps } from './VoucherField.tsx';

function setup(overrides: Partial<VoucherFieldProps> = {}) {
  const props: VoucherFieldProps = {
    appliedCode: null,
    discount: 0,
    onApply: vi.fn(() => Promise.resolve()),
    onRemove: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { ...render(<VoucherField {...props} />), props };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Have a voucher?' }));

describe('VoucherField', () => {
  it('starts collapsed and opens a focused code field', () => {
    setup();
    expect(screen.queryByRole('textbox')).toBeNull();
    open();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Voucher code' }));
  });

  it('requires a code', () => {
    const { props } = setup();
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Voucher code' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please enter a voucher code')).toBeTruthy();
    expect(props.onApply).not.toHaveBeenCalled();
  });

  it('applies the trimmed code with Enter and collapses on success', async () => {
    const { props } = setup();
    open();
    const input = screen.getByRole('textbox', { name: 'Voucher code' });
    fireEvent.change(input, { target: { value: ' SUMMER10 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onApply).toHaveBeenCalledWith('SUMMER10');
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it("shows the rejection's message under the field", async () => {
    setup({ onApply: () => Promise.reject(new Error('This voucher has expired')) });
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Voucher code' }), { target: { value: 'OLD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This voucher has expired')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Voucher code' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an applied voucher as a pill that can be removed', async () => {
    const { props } = setup({ appliedCode: 'SUMMER10', discount: 7.75 });
    expect(screen.getByText('SUMMER10').parentElement?.textContent).toBe('Voucher applied: SUMMER10 · −€7.75');
    fireEvent.click(screen.getByRole('button', { name: 'Remove voucher' }));
    expect(props.onRemove).toHaveBeenCalledOnce();
  });

  it('says why removing failed', async () => {
    setup({ appliedCode: 'SUMMER10', discount: 5, onRemove: () => Promise.reject(new Error('Network error')) });
    fireEvent.click(screen.getByRole('button', { name: 'Remove voucher' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Network error');
  });

  it('has no accessibility violations', async () => {
    const collapsed = setup();
    expect(await axeViolations(collapsed.container)).toEqual([]);
    open();
    expect(await axeViolations(collapsed.container)).toEqual([]);
    collapsed.unmount();
    const applied = setup({ appliedCode: 'SUMMER10', discount: 5 });
    expect(await axeViolations(applied.container)).toEqual([]);
  });
});
