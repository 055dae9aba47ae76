import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { PaymentStatusPanel, type PaymentStatusPanelProps } from './PaymentStatusPanel.tsx';

const order: NonNullable<PaymentStatusPanelProps['order']> = {
  id: 1042,
  status: 'received',
  deliveryLabel: 'Delivery · today 19:30',
  lines: [
    { name: 'Pizza Margherita', quantity: 2, totalPrice: 21 },
    { name: 'Tiramisu della casa', quantity: 1, totalPrice: 6.5 },
  ],
  totals: { subtotal: 27.5, discount: 0, shipping: 2.5, tip: 0, total: 30 },
};

function setup(overrides: Partial<PaymentStatusPanelProps> = {}) {
  const props: PaymentStatusPanelProps = { state: 'paid', order, onBackToMenu: vi.fn(), ...overrides };
  return { ...render(<PaymentStatusPanel {...props} />), props };
}

describe('PaymentStatusPanel', () => {
  it.each([
    ['open', 'Waiting for your payment…'],
    ['paid', 'Thank you! Your order is paid'],
    ['none', 'Thank you! Your order has been received'],
    ['failed', 'Your payment failed'],
    ['canceled', 'Your payment was canceled'],
  ] as const)('titles the %s state', (state, title) => {
    setup({ state });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('tells a waiting guest the page updates itself', () => {
    setup({ state: 'open' });
    expect(screen.getByText('This page updates by itself')).toBeTruthy();
  });

  it('shows the order number, status, delivery, lines and totals', () => {
    setup();
    expect(screen.getByText('Order #1042')).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    expect(screen.getByText('Delivery · today 19:30')).toBeTruthy();
    expect(screen.getByText('2 × Pizza Margherita')).toBeTruthy();
    expect(screen.getByText('Total Price').nextElementSibling?.textContent).toBe('€30.00');
  });

  it('lists the persons of event tickets under their line', () => {
    setup({
      order: {
        ...order,
        lines: [
          { name: 'Day ticket', quantity: 2, totalPrice: 50, persons: [{ fullName: 'Anna Schmidt', date: '2026-12-05', count: 2 }] },
          { name: 'T-shirt', quantity: 1, totalPrice: 25, persons: [] },
        ],
      },
    });
    const persons = screen.getAllByRole('list', { name: 'Persons' });
    expect(persons).toHaveLength(1);
    expect(persons[0]?.textContent).toContain('Anna Schmidt');
    expect(persons[0]?.textContent).toContain('2026/12/05');
    expect(screen.queryByRole('button', { name: /Remove Anna/ })).toBeNull();
  });

  it('words the way back and the note for a shop that is no restaurant', () => {
    setup({ backLabel: 'Back to the shop', receivedNote: 'Your tickets are booked.' });
    expect(screen.getByText('Your tickets are booked.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the shop' })).toBeTruthy();
  });

  it('translates the order status', () => {
    setup({ order: { ...order, status: 'processing' } });
    expect(screen.getByText('In preparation')).toBeTruthy();
  });

  it('offers another payment only after a failed or canceled one', () => {
    const onRetry = vi.fn();
    const paid = setup({ onRetry });
    expect(screen.queryByRole('button', { name: 'Try another payment' })).toBeNull();
    paid.unmount();
    const { props } = setup({ state: 'failed', onRetry });
    fireEvent.click(screen.getByRole('button', { name: 'Try another payment' }));
    expect(onRetry).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the menu' }));
    expect(props.onBackToMenu).toHaveBeenCalledOnce();
  });

  it('shows a skeleton while loading', () => {
    setup({ loading: true });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Loading your order…')).toBeTruthy();
  });

  it('shows an error with a way back', () => {
    const { props } = setup({ error: 'Order not found' });
    expect(screen.getByRole('alert').textContent).toContain('Order not found');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the menu' }));
    expect(props.onBackToMenu).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup({ state: 'canceled', onRetry: vi.fn() });
    expect(await axeViolations(container)).toEqual([]);
  });
});
