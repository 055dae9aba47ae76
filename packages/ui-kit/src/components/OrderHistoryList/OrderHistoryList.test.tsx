import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DEMO_ORDERS } from '../account-fixtures.ts';
import { OrderHistoryList, type OrderHistoryListProps } from './OrderHistoryList.tsx';

function setup(overrides: Partial<OrderHistoryListProps> = {}, language: 'en' | 'de' = 'en') {
  const props: OrderHistoryListProps = {
    orders: DEMO_ORDERS,
    hrefOf: (id) => `/dashboard/orders/${id}`,
    onOpen: vi.fn(),
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
  return { ...render(<OrderHistoryList {...props} />, { language }), props };
}

describe('OrderHistoryList', () => {
  it('shows each order with its number, date, status and total', () => {
    setup();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Order #1042')).toBeTruthy();
    expect(first.getByText('Received')).toBeTruthy();
    expect(first.getByText('€40.86')).toBeTruthy();
    expect(first.getByText(/2026\/06\/02, 7:12\s?PM · Delivery/)).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Rejected')).toBeTruthy();
  });

  it('links each order, and opens it through the callback on a plain click', () => {
    const { props } = setup();
    const link = screen.getByRole('link', { name: /Order #1017/ });
    expect(link.getAttribute('href')).toBe('/dashboard/orders/1017');
    fireEvent.click(link);
    expect(props.onOpen).toHaveBeenCalledWith(1017);
    fireEvent.click(link, { ctrlKey: true });
    expect(props.onOpen).toHaveBeenCalledOnce();
  });

  it('writes dates and amounts the German way', () => {
    setup({}, 'de');
    expect(screen.getByText('Bestellung #1042')).toBeTruthy();
    expect(screen.getByText(/02\.06\.26, 19:12 · Lieferung/)).toBeTruthy();
    expect(screen.getByText('40,86 €')).toBeTruthy();
  });

  it('offers older orders when there may be more', () => {
    const onLoadMore = vi.fn();
    setup({ hasMore: true, onLoadMore });
    fireEvent.click(screen.getByRole('button', { name: 'Show older orders' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('has a loading, an empty and an error state', () => {
    const onRetry = vi.fn();
    const loading = setup({ loading: true });
    expect(screen.getByLabelText('Loading your orders…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('link')).toBeNull();
    loading.unmount();
    const empty = setup({ orders: [], emptyAction: <a href="/menu">Browse the menu</a> });
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toBeTruthy();
    empty.unmount();
    setup({ error: 'No connection', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('No connection');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup({ hasMore: true, onLoadMore: vi.fn() });
    expect(await axeViolations(container)).toEqual([]);
  });
});
