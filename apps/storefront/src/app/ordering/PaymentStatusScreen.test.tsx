import type { Order } from '@platter/contract';
import { rememberLastOrder } from '@platter/ordering';
import { createFakeApi, customer, failure, order, rememberLogin, stubLocationAssign } from '@platter/ordering/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

type PaymentState = 'open' | 'paid' | 'failed' | 'canceled';

/** Tomorrow at 18:30 in the restaurant's zone, as the server sends it (UTC). */
const PICKUP_TIME = DateTime.now().setZone('Europe/Berlin').plus({ days: 1 }).set({ hour: 18, minute: 30, second: 0, millisecond: 0 });

function orderDetail(overrides: Partial<Order> = {}) {
  return {
    order: order(42, {
      status: 'received',
      delivery_type: 2,
      delivery_time: PICKUP_TIME.toUTC().toISO(),
      subtotal_price: 23.5,
      tip: 2,
      total_price: 25.5,
      ...overrides,
    }),
    products: [
      {
        id: 1,
        productId: 11,
        name: 'Pizza Margherita',
        quantity: 2,
        price: 9.5,
        totalPrice: 19,
        details: '',
        comment: null,
        itemDetails: [],
      },
      { id: 2, productId: 12, name: 'Tiramisu', quantity: 1, price: 4.5, totalPrice: 4.5, details: '', comment: null, itemDetails: [] },
    ],
    table: null,
  };
}

const onlineOrder = (overrides: Partial<Order> = {}) =>
  orderDetail({ payment_type: 'mollie', is_online_payment: true, payment_status: 'open', payment_id: 7, ...overrides });

/** `payment/update` answering the given states one call after the other (the last one from then on), with the queries it was asked. */
function paymentUpdates(...states: PaymentState[]) {
  const asked: URLSearchParams[] = [];
  const route = (_request: Request, url: URL) => {
    asked.push(url.searchParams);
    return { status: states[Math.min(asked.length, states.length) - 1], orderId: 42 };
  };
  return { route, asked };
}

const count = (calls: string[], path: string) => calls.filter((call) => call === path).length;

describe('the payment status screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows a skeleton while the order loads, then the received cash order without asking about a payment', async () => {
    const api = createFakeApi({ routes: { order: () => orderDetail() }, held: ['order'] });
    renderApp({ path: '/paymentstatus?orderId=42', api });
    expect((await screen.findByRole('status')).textContent).toBe('Loading your order…');
    expect(screen.queryByText('Order #42')).toBeNull();
    api.release();
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order has been received' })).toBeTruthy();
    expect(screen.getByText('You pay the restaurant directly, as you chose.')).toBeTruthy();
    expect(screen.getByText('Order #42')).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    expect(screen.getByText('Pickup · Tomorrow, 18:30')).toBeTruthy();
    const items = screen.getByRole('list', { name: 'Ordered items' });
    expect(within(items).getByText('2 × Pizza Margherita')).toBeTruthy();
    expect(within(items).getByText('1 × Tiramisu')).toBeTruthy();
    expect(screen.getByText('€25.50')).toBeTruthy();
    expect(api.calls).not.toContain('payment/update');
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Your order'));
  });

  it('asks about an open online payment every 2.5 s until it is paid, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const updates = paymentUpdates('open', 'open', 'paid');
    const { api } = renderApp({
      path: '/paymentstatus?orderId=42',
      api: { routes: { order: () => onlineOrder(), 'payment/update': updates.route } },
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment…' })).toBeTruthy();
    expect(screen.getByText('This page updates by itself')).toBeTruthy();
    expect(updates.asked[0]?.get('orderId')).toBe('42');

    await act(() => vi.advanceTimersByTimeAsync(2500));
    await waitFor(() => expect(updates.asked).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Waiting for your payment…' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order is paid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try another payment' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(count(api.calls, 'payment/update')).toBe(3);
  });

  it('asks about the payment of a provider’s return link at once, with its payment id', async () => {
    const updates = paymentUpdates('paid');
    const api = createFakeApi({ routes: { order: () => onlineOrder(), 'payment/update': updates.route }, held: ['order'] });
    renderApp({ path: '/paymentstatus?orderId=42&paymentId=7', api });
    await waitFor(() => expect(updates.asked).toHaveLength(1));
    expect(updates.asked[0]?.get('paymentId')).toBe('7');
    expect(updates.asked[0]?.get('orderId')).toBe('42');
    // The order is still on its way: the guest waits on the skeleton.
    expect(screen.getByRole('status').textContent).toBe('Loading your order…');
    api.release();
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order is paid' })).toBeTruthy();
  });

  it('says a failed payment failed and offers another payment of the order this tab placed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rememberLastOrder({ orderId: 42, basketId: 'b1' });
    const assign = stubLocationAssign();
    const updates = paymentUpdates('failed');
    const { api, router } = renderApp({
      path: '/paymentstatus?orderId=42',
      api: {
        routes: {
          order: () => onlineOrder({ payment_status: 'failed' }),
          'payment/update': updates.route,
          'payment/prepare': () => ({ mollieLink: 'https://www.mollie.com/checkout/select-method/retry42' }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your payment failed' })).toBeTruthy();
    expect(screen.getByText('Your order is not paid yet. Please try again or choose another payment method.')).toBeTruthy();
    // A failed payment is final: nobody asks again.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(count(api.calls, 'payment/update')).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try another payment' }));
    await waitFor(() => expect(router.location.pathname).toBe('/payment'));
    expect(router.location.search).toBe('?basketId=b1&orderId=42&choose=1');
    // The guest chooses how to pay this time; the type tried first is chosen already.
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.mollie.com/checkout/select-method/retry42'));
  });

  it('says a canceled payment was canceled, without another attempt for an order this tab did not place', async () => {
    rememberLastOrder({ orderId: 41, basketId: 'b0' });
    const { router } = renderApp({
      path: '/paymentstatus?orderId=42',
      api: { routes: { order: () => onlineOrder({ payment_status: 'canceled' }), 'payment/update': paymentUpdates('canceled').route } },
    });
    expect(await screen.findByRole('heading', { name: 'Your payment was canceled' })).toBeTruthy();
    expect(screen.getByText('Your order is not paid yet. You can choose another payment method.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try another payment' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the menu' }));
    await waitFor(() => expect(router.location.pathname).toBe('/menu'));
  });

  it('offers a signed-in customer to rate the order', async () => {
    rememberLogin();
    renderApp({ path: '/paymentstatus?orderId=42', api: { routes: { 'auth/user': () => customer(), order: () => orderDetail() } } });
    const rate = await screen.findByRole('link', { name: 'Rate your order' });
    expect(rate.getAttribute('href')).toBe('/review?orderId=42');
  });

  it('does not offer a guest to rate the order', async () => {
    renderApp({ path: '/paymentstatus?orderId=42', api: { routes: { order: () => orderDetail() } } });
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order has been received' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Rate your order' })).toBeNull();
  });

  it('says so when the link names no order, and asks the server nothing', async () => {
    const { api, router } = renderApp({ path: '/paymentstatus?orderId=12abc' });
    expect(await screen.findByText('This link names no order.')).toBeTruthy();
    expect(screen.getByText('We could not load your order')).toBeTruthy();
    expect(api.calls).not.toContain('order');
    expect(api.calls).not.toContain('payment/update');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the menu' }));
    await waitFor(() => expect(router.location.pathname).toBe('/menu'));
  });

  it('says an unknown order does not exist, after asking once more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notFound = () => failure(404, 'order_does_not_exists', 'This order does not exist.');
    const { api } = renderApp({ path: '/paymentstatus?orderId=999', language: 'de', api: { routes: { order: notFound } } });
    await waitFor(() => expect(count(api.calls, 'order')).toBe(1));
    // The query's one retry, a second later.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Diese Bestellung existiert nicht.')).toBeTruthy();
    expect(screen.getByText('Deine Bestellung konnte nicht geladen werden')).toBeTruthy();
    expect(count(api.calls, 'order')).toBe(2);
    expect(api.calls).not.toContain('payment/update');
  });

  it('stops asking about the payment when the status call keeps failing, and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const broken = () => failure(400, 'payment_cannot_update', 'This payment cannot be updated.');
    const { api } = renderApp({
      path: '/paymentstatus?orderId=42',
      api: { routes: { order: () => onlineOrder(), 'payment/update': broken } },
    });
    await waitFor(() => expect(count(api.calls, 'payment/update')).toBeGreaterThan(0));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('This payment cannot be updated.')).toBeTruthy();
    const asked = count(api.calls, 'payment/update');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(count(api.calls, 'payment/update')).toBe(asked);
  });
});

describe('the payment screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the guest on to the provider’s page of the basket’s order', async () => {
    const assign = stubLocationAssign();
    const asked: URLSearchParams[] = [];
    renderApp({
      path: '/payment?basketId=b1',
      api: {
        routes: {
          'payment/prepare': (_request, url) => {
            asked.push(url.searchParams);
            return { mollieLink: 'https://www.mollie.com/checkout/select-method/b1' };
          },
        },
      },
    });
    expect(await screen.findByText('Taking you to the payment page…')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.mollie.com/checkout/select-method/b1'));
    expect(asked[0]?.get('basketId')).toBe('b1');
    expect(asked[0]?.get('restaurantId')).toBe('1');
  });

  it('says so when the link names no basket, and asks the server nothing', async () => {
    const { api } = renderApp({ path: '/payment' });
    expect((await screen.findByRole('alert')).textContent).toBe('This link names no order to pay.');
    expect(screen.getByRole('link', { name: 'Back to the menu' }).getAttribute('href')).toBe('/menu');
    expect(api.calls).not.toContain('payment/prepare');
  });

  it('says why the payment page cannot be had, without trying again', async () => {
    const assign = stubLocationAssign();
    const { api } = renderApp({
      path: '/payment?basketId=b1',
      api: {
        routes: {
          'payment/prepare': () => failure(400, 'payment_provider_missing'),
        },
      },
    });
    expect(await screen.findByText('Online payment is not set up for this restaurant.')).toBeTruthy();
    expect(count(api.calls, 'payment/prepare')).toBe(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
