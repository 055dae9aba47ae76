import { appearanceSchema } from '@platter/contract';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../../provider/AppThemeProvider.tsx';
import { axeViolations, render } from '../../test/render.tsx';
import { AddressForm, type AddressFormProps } from './AddressForm.tsx';

const appearance = appearanceSchema.parse({});

function setup(overrides: Partial<AddressFormProps> = {}) {
  const props: AddressFormProps = {
    fields: ['name', 'email', 'mobile', 'product_comment'],
    deliveryType: 'pickup',
    onSubmit: vi.fn(),
    submitLabel: 'Continue to payment',
    ...overrides,
  };
  const result = render(<AddressForm {...props} />);
  // The helper's own rerender would drop the provider.
  const rerender = (ui: ReactElement) =>
    result.rerender(
      <AppThemeProvider appearance={appearance} i18n={result.i18n} env="test">
        {ui}
      </AppThemeProvider>,
    );
  return { ...result, rerender, props };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
/** The text of the elements that describe an input: its hint or error, as a screen reader hears it. */
function describedBy(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

describe('AddressForm', () => {
  it("shows only the restaurant's fields for pickup", () => {
    setup();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Mobile phone/ })).toBeTruthy();
    expect(screen.queryByLabelText(/Street/)).toBeNull();
    expect(screen.queryByLabelText(/Comment/)).toBeNull();
  });

  it('always asks for the address when delivering', () => {
    setup({ deliveryType: 'delivery', fields: ['name'] });
    for (const label of [/Street/, /House no\./, /Postal code/, /City/]) {
      expect(screen.getByRole('textbox', { name: label })).toHaveProperty('required', true);
    }
    expect(screen.queryByLabelText(/Country/)).toBeNull();
    expect(screen.getByText('Delivery address')).toBeTruthy();
  });

  it('requires the shown fields and focuses the first missing one', () => {
    const { props } = setup();
    submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Name/ }));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and a non-numeric postal code', () => {
    const { props } = setup({ fields: ['email'], deliveryType: 'delivery' });
    type('Email', 'anna.example.com');
    type('Street', 'Hauptstraße');
    type('House no.', '12a');
    type('Postal code', '80 331');
    type('City', 'München');
    submit();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Postal code must be numeric')).toBeTruthy();
    expect(props.onSubmit).not.toHaveBeenCalled();
    type('Email', 'anna@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('submits trimmed values of the shown fields with the delivery type', () => {
    const { props } = setup({ fields: ['name', 'email', 'company', 'comment'], deliveryType: 'delivery' });
    type('Name', '  Anna Schmidt ');
    type('Email', 'anna@example.com');
    type('Street', 'Hauptstraße');
    type('House no.', '12a');
    type('Postal code', '80331');
    type('City', 'München');
    type('Comment for the restaurant', 'Ring twice');
    submit();
    expect(props.onSubmit).toHaveBeenCalledWith({
      name: 'Anna Schmidt',
      email: 'anna@example.com',
      address: 'Hauptstraße',
      house_number: '12a',
      postalCode: '80331',
      city: 'München',
      comment: 'Ring twice',
      deliveryType: 'delivery',
    });
  });

  it('fills the fields from initial values, also when they arrive later', () => {
    const { rerender, props } = setup({ initialValues: { name: 'Anna Schmidt' } });
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('value', 'Anna Schmidt');
    rerender(<AddressForm {...props} initialValues={{ name: 'Someone else', email: 'anna@example.com' }} />);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('value', 'Anna Schmidt');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('value', 'anna@example.com');
  });

  it('shows server errors until the field is edited', () => {
    setup({ serverErrors: { email: 'This email is already taken' } });
    expect(screen.getByText('This email is already taken')).toBeTruthy();
    type('Email', 'anna2@example.com');
    expect(screen.queryByText('This email is already taken')).toBeNull();
  });

  it('checks the postal code on blur and shows the result under the field', () => {
    const onPostalCodeBlur = vi.fn();
    const { rerender, props } = setup({ deliveryType: 'delivery', onPostalCodeBlur, postalCodeStatus: { state: 'checking' } });
    const postalCode = screen.getByRole('textbox', { name: /Postal code/ });
    const hint = () => describedBy(postalCode);
    expect(hint()).toBe('Checking your postal code…');
    expect(screen.getByRole('status').textContent).toBe('Checking your postal code…');
    fireEvent.blur(postalCode);
    expect(onPostalCodeBlur).not.toHaveBeenCalled();
    type('Postal code', ' 80331 ');
    fireEvent.blur(postalCode);
    expect(onPostalCodeBlur).toHaveBeenCalledWith('80331');

    rerender(<AddressForm {...props} postalCodeStatus={{ state: 'ok', shippingPrice: 2.5 }} />);
    expect(hint()).toBe('Delivery fee €2.50');
    rerender(<AddressForm {...props} postalCodeStatus={{ state: 'ok', shippingPrice: 0 }} />);
    expect(hint()).toBe('Free delivery');
    rerender(<AddressForm {...props} postalCodeStatus={{ state: 'error', message: 'postal code outside the delivery area' }} />);
    expect(hint()).toBe('postal code outside the delivery area');
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    rerender(<AddressForm {...props} postalCodeStatus={{ state: 'idle' }} />);
    expect(hint()).toBe('');
  });

  it('renders the form with the given id and a spinner while submitting', () => {
    const { container, props } = setup({ formId: 'checkout-form', submitting: true });
    expect(container.querySelector('form#checkout-form')).toBeTruthy();
    submit();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('labels the fields in German', () => {
    render(<AddressForm fields={['mobile', 'birth_date']} deliveryType="delivery" onSubmit={vi.fn()} />, { language: 'de' });
    expect(screen.getByLabelText(/Handynummer/)).toBeTruthy();
    expect(screen.getByLabelText(/Geburtsdatum/).getAttribute('type')).toBe('date');
    expect(screen.getByLabelText(/Postleitzahl/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
  });

  it('has no accessibility violations, also with errors', async () => {
    const { container } = setup({
      fields: ['name', 'email', 'mobile', 'birth_date', 'company', 'country', 'comment'],
      deliveryType: 'delivery',
      postalCodeStatus: { state: 'ok', shippingPrice: 2.5 },
    });
    expect(await axeViolations(container)).toEqual([]);
    submit();
    expect(await axeViolations(container)).toEqual([]);
  });
});
