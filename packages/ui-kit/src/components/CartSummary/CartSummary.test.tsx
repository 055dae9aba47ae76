import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { CartSummary } from './CartSummary.tsx';

const none = { subtotal: 21, discount: 0, shipping: 0, tip: 0, total: 21 };

function amountOf(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('CartSummary', () => {
  it('shows every non-zero row and the total', () => {
    render(<CartSummary totals={{ subtotal: 77.5, discount: 7.75, shipping: 2.5, tip: 2, total: 74.25 }} voucherCode="SUMMER10" />);
    expect(amountOf('Subtotal')).toBe('€77.50');
    expect(amountOf('Voucher SUMMER10')).toBe('−€7.75');
    expect(amountOf('Delivery fee')).toBe('€2.50');
    expect(amountOf('Tip')).toBe('€2.00');
    expect(amountOf('Total Price')).toBe('€74.25');
  });

  it('leaves out zero discount, delivery fee and tip', () => {
    render(<CartSummary totals={none} />);
    expect(screen.queryByText(/Voucher|Discount/)).toBeNull();
    expect(screen.queryByText('Delivery fee')).toBeNull();
    expect(screen.queryByText('Tip')).toBeNull();
  });

  it('says "Free delivery" when asked to show a zero fee', () => {
    render(<CartSummary totals={none} showShipping />);
    expect(amountOf('Delivery fee')).toBe('Free delivery');
  });

  it('promises no free delivery before the postal code is known', () => {
    render(<CartSummary totals={none} showShipping shippingPending />);
    expect(amountOf('Delivery fee')).toBe('depends on your postal code');
    expect(screen.queryByText('Free delivery')).toBeNull();
  });

  it('names a discount without a code "Discount", in the restaurant currency', () => {
    render(<CartSummary totals={{ ...none, discount: 3 }} />, { currency: 'CHF', language: 'de' });
    expect(amountOf('Rabatt')).toMatch(/^−3,00\sCHF$/);
    expect(screen.getByText('Gesamtpreis')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<CartSummary totals={{ ...none, discount: 2, tip: 1 }} voucherCode="WELCOME" showShipping />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
