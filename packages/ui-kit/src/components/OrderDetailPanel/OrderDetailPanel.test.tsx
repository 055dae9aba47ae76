import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DEMO_ORDER_LINES, DEMO_ORDERS } from '../account-fixtures.ts';
import { OrderDetailPanel, type OrderDetailPanelProps } from './OrderDetailPanel.tsx';

const ORDER = DEMO_ORDERS[0] as NonNullable<OrderDetailPanelProps['order']>;

function setup(overrides: Partial<OrderDetailPanelProps> = {}) {
  const props: OrderDetailPanelProps = {
    order: ORDER,
    lines: DEMO_ORDER_LINES,
    deliveryLabel: 'Delivery · 2026/06/02, 8:00 PM',
    paymentLabel: 'Online payment',
    timeZone: 'Europe/Berlin',
    onBack: vi.fn(),
    onReorder: vi.fn(),
    onReview: vi.fn(),
    ...overrides,
  };
  return { ...render(<OrderDetailPanel {...props} />), props };
}

describe('OrderDetailPanel', () => {
  it('shows the order, its lines and totals', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Order #1042' })).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    expect(screen.getByText('Online payment')).toBeTruthy();
    expect(screen.getByText('Pizza Margherita')).toBeTruthy();
    expect(screen.getByText('Mittel (30 cm), Extra Käse')).toBeTruthy();
    expect(screen.getByText('€21.00')).toBeTruthy();
    expect(screen.getByText('€40.86')).toBeTruthy();
    expect(screen.getByText(/WELCOME10/)).toBeTruthy();
  });

  it('orders again, reviews and goes back through its callbacks', () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rate this order' }));
    fireEvent.click(screen.getByRole('button', { name: 'All orders' }));
    expect(props.onReorder).toHaveBeenCalledOnce();
    expect(props.onReview).toHaveBeenCalledOnce();
    expect(props.onBack).toHaveBeenCalledOnce();
  });

  it('hides the actions it is not given and waits while reordering', () => {
    const { unmount } = setup({ onReview: undefined, reordering: true });
    expect(screen.queryByRole('button', { name: 'Rate this order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order again' }).getAttribute('data-loading')).toBe('true');
    unmount();
    setup({ onReview: undefined, onReorder: undefined });
    expect(screen.queryByRole('button', { name: 'Order again' })).toBeNull();
  });

  it('has a loading and an error state', () => {
    const onRetry = vi.fn();
    const { unmount } = setup({ order: null, loading: true });
    expect(screen.getByLabelText('Loading the order…').getAttribute('aria-busy')).toBe('true');
    unmount();
    setup({ order: null, error: 'This order does not exist.', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('This order does not exist.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup();
    expect(await axeViolations(container)).toEqual([]);
  });
});
