import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoLines, demoTotals } from '../checkout-fixtures.ts';
import { OrderSummaryCard } from './OrderSummaryCard.tsx';

describe('OrderSummaryCard', () => {
  it('lists quantity, name, extras and line total, then the totals', () => {
    render(
      <OrderSummaryCard lines={demoLines} totals={demoTotals} voucherCode="SUMMER10">
        <button type="button">Have a voucher?</button>
      </OrderSummaryCard>,
    );
    expect(screen.getByRole('heading', { name: 'Your order' })).toBeTruthy();
    expect(screen.getByText('7 items')).toBeTruthy();
    const margherita = screen.getByText('Pizza Margherita').closest('li');
    expect(margherita?.textContent).toContain('2×');
    expect(margherita?.textContent).toContain('Extra mozzarella, Fresh basil');
    expect(margherita?.textContent).toContain('€21.00');
    expect(screen.getByText('Spaghetti Carbonara, Penne Arrabbiata, 2× San Pellegrino 0.5 l')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Have a voucher?' })).toBeTruthy();
    expect(screen.getByText('Voucher SUMMER10')).toBeTruthy();
    expect(screen.getByText('Total Price').nextElementSibling?.textContent).toBe('€74.25');
  });

  it('puts the action under the total, where the guest has read what they pay', () => {
    render(<OrderSummaryCard lines={demoLines} totals={demoTotals} action={<button type="button">Place order</button>} />);
    const total = screen.getByText('Total Price');
    const action = screen.getByRole('button', { name: 'Place order' });
    expect(total.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<OrderSummaryCard lines={demoLines} totals={demoTotals} showShipping />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
