import { createI18n } from '@platter/i18n';
import { fireEvent, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { PaymentMethodPicker, type PaymentMethodPickerProps, usePayFixValidation } from './PaymentMethodPicker.tsx';

const methods: PaymentMethodPickerProps['methods'] = [
  { type: 'mollie', label: 'Kreditkarte / PayPal' },
  { type: 'cash' },
  { type: 'zvt', label: 'Terminal' },
  { type: 'payAtEnd', label: null },
  { type: 'payFix' },
  { type: 'cash_machine' },
  { type: 'pwc' },
];

function setup(overrides: Partial<PaymentMethodPickerProps> = {}) {
  const props: PaymentMethodPickerProps = { methods, value: null, onChange: vi.fn(), onPayFixChange: vi.fn(), ...overrides };
  return { ...render(<PaymentMethodPicker {...props} />), props };
}

describe('PaymentMethodPicker', () => {
  it("lists the visible methods with the restaurant's names or a generic one", () => {
    setup();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
    expect(screen.getByText('Kreditkarte / PayPal')).toBeTruthy();
    expect(screen.getByText('Cash')).toBeTruthy();
    expect(screen.getByText('Pay at the end')).toBeTruthy();
    expect(screen.getByText('Pay at the counter')).toBeTruthy();
    expect(screen.queryByText('Terminal')).toBeNull();
  });

  it('calls onChange with the chosen type and marks the current one', () => {
    const { props } = setup({ value: 'cash' });
    expect(screen.getByRole('radio', { name: /Cash/ }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /Pay at the counter/ }));
    expect(props.onChange).toHaveBeenCalledWith('pwc');
  });

  it('never selects a hidden method', () => {
    setup({ value: 'zvt' });
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-checked')).toBe('false');
  });

  it('asks for QR code and PIN only when payFix is chosen, keeping the PIN to digits', () => {
    const first = setup({ value: 'cash' });
    expect(screen.queryByRole('textbox', { name: /QR code/ })).toBeNull();
    first.unmount();
    const onPayFixChange = vi.fn();
    render(
      <PaymentMethodPicker
        {...first.props}
        value="payFix"
        payFix={{ qrCode: 'QR-1', pin: '' }}
        onPayFixChange={onPayFixChange}
        payFixErrors={{ pin: 'This field is required' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: /QR code/ })).toHaveProperty('required', true);
    const pin = screen.getByLabelText(/^PIN/);
    expect(screen.getByText('This field is required')).toBeTruthy();
    fireEvent.change(pin, { target: { value: '12a4' } });
    expect(onPayFixChange).toHaveBeenCalledWith({ qrCode: 'QR-1', pin: '124' });
  });

  it('says so when no method is available', () => {
    setup({ methods: [{ type: 'zvt' }] });
    expect(screen.getByText('No payment method is available at the moment.')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup({ value: 'payFix', payFix: { qrCode: '', pin: '' }, payFixErrors: { qrCode: 'This field is required' } });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('usePayFixValidation', () => {
  const i18n = createI18n({ language: 'en' });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

  it('requires both fields and digits in the PIN', () => {
    const { result } = renderHook(() => usePayFixValidation(), { wrapper });
    expect(result.current({ qrCode: '', pin: '' })).toEqual({ qrCode: 'This field is required', pin: 'This field is required' });
    expect(result.current({ qrCode: 'QR-1', pin: '12a' })).toEqual({ pin: 'The PIN may only contain digits' });
    expect(result.current({ qrCode: 'QR-1', pin: '1234' })).toEqual({});
  });
});
