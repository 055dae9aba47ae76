import type { Order, OrderStatus } from '@platter/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentStatusScreen } from '../index.ts';
import { createFakeApi, order } from '../testing/index.ts';
import { renderOrderingApp } from '../testing/render-ordering-app.tsx';

/** `GET api/order` answering the order with whatever status the test has set by then. */
function orderRoute(overrides: Partial<Order> = {}, table: string | null = null) {
  const state: { status: OrderStatus } = { status: 'received' };
  const route = () => ({
    order: order(42, { status: state.status, ...overrides }),
    products: [
      { id: 1, productId: 11, name: 'Pizza', quantity: 1, price: 9.5, totalPrice: 9.5, details: '', comment: null, itemDetails: [] },
    ],
    table,
  });
  return { state, route };
}

const count = (calls: string[], path: string) => calls.filter((call) => call === path).length;
const routes = [{ path: '/paymentstatus', element: <PaymentStatusScreen /> }];

describe('the payment status screen, live', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the restaurant's status change as soon as its event arrives, and says the page is live", async () => {
    const { state, route } = orderRoute();
    const api = createFakeApi({ realtime: true, routes: { order: route } });
    const { unmount } = renderOrderingApp({ routes, path: '/paymentstatus?orderId=42', api });
    expect(await screen.findByText('Received')).toBeTruthy();
    await waitFor(() => expect(api.realtime.channels()).toEqual([{ kind: 'order', orderId: 42 }]));
    expect(await screen.findByText('Live: this page shows each change to your order as it happens.')).toBeTruthy();

    state.status = 'processing';
    act(() => api.realtime.push({ type: 'order_status_changed', restaurantId: 1, orderId: 42, status: 'processing' }));
    expect(await screen.findByText('In preparation')).toBeTruthy();
    state.status = 'delivered';
    act(() => api.realtime.push({ type: 'order_status_changed', restaurantId: 1, orderId: 42, status: 'delivered' }));
    expect(await screen.findByText('Delivered', {}, { timeout: 1000 })).toBeTruthy();
    // A final order changes no more: the live note goes.
    expect(screen.queryByText(/^Live:/)).toBeNull();

    unmount();
    expect(api.realtime.channels()).toEqual([]);
  });

  it('names the table of an order placed at a table', async () => {
    const { route } = orderRoute({ delivery_type: 3 }, 'T7');
    renderOrderingApp({ routes, path: '/paymentstatus?orderId=42', api: createFakeApi({ routes: { order: route } }) });
    expect(await screen.findByText(/Table T7/)).toBeTruthy();
  });

  it('asks about an open payment at once on its event, and only every minute while live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { route } = orderRoute({ payment_type: 'mollie', is_online_payment: true, payment_id: 7 });
    let payment: 'open' | 'paid' = 'open';
    const api = createFakeApi({
      realtime: true,
      routes: { order: route, 'payment/update': () => ({ status: payment, orderId: 42 }) },
    });
    renderOrderingApp({ routes, path: '/paymentstatus?orderId=42', api });
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment…' })).toBeTruthy();
    await waitFor(() => expect(api.realtime.channels()).toHaveLength(1));
    const asked = count(api.calls, 'payment/update');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(count(api.calls, 'payment/update')).toBe(asked);

    payment = 'paid';
    act(() => api.realtime.push({ type: 'payment_status_changed', restaurantId: 1, orderId: 42, paymentStatus: 'paid' }));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order is paid' })).toBeTruthy();
  });

  it('keeps polling the order without the socket, and picks up the change from there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state, route } = orderRoute();
    const api = createFakeApi({ routes: { order: route } });
    renderOrderingApp({ routes, path: '/paymentstatus?orderId=42', api });
    expect(await screen.findByText('Received')).toBeTruthy();
    expect(screen.queryByText(/^Live:/)).toBeNull();
    state.status = 'delivered';
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('Delivered')).toBeTruthy();
    const asked = count(api.calls, 'order');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(count(api.calls, 'order')).toBe(asked);
  });

  it('falls back to polling when the socket is lost', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state, route } = orderRoute();
    const api = createFakeApi({ realtime: true, routes: { order: route } });
    renderOrderingApp({ routes, path: '/paymentstatus?orderId=42', api });
    expect(await screen.findByText(/^Live:/)).toBeTruthy();
    act(() => api.realtime.drop());
    await waitFor(() => expect(screen.queryByText(/^Live:/)).toBeNull());
    state.status = 'processing';
    // The missed change arrives by polling (15 s) at the latest; the socket comes back meanwhile.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('In preparation')).toBeTruthy();
    await waitFor(() => expect(api.realtime.channels()).toEqual([{ kind: 'order', orderId: 42 }]));
  });
});
