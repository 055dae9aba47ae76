import { basket, basketLine, rememberBasket } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { customer, pastOrder, rememberLogin } from './account-test-data.ts';

const ORDER_DETAIL = {
  order: pastOrder(41, { status: 'received', total_price: 23.5, subtotal_price: 23.5 }),
  products: [
    {
      id: 1,
      productId: 7,
      name: 'Pizza Margherita',
      quantity: 2,
      price: 9.5,
      totalPrice: 19,
      details: JSON.stringify({ attributeItems: [{ id: 3, name: 'Extra Käse', quantity: 1 }], items: [] }),
      comment: null,
      itemDetails: [],
    },
    {
      id: 2,
      productId: 9,
      name: 'Tiramisu',
      quantity: 1,
      price: 4.5,
      totalPrice: 4.5,
      details: 'not json',
      comment: null,
      itemDetails: [],
    },
  ],
  table: null,
};

describe('the order history', () => {
  afterEach(() => localStorage.clear());

  it('lists the orders with number, status and total', async () => {
    rememberLogin();
    renderApp({
      path: '/dashboard/orders',
      api: {
        routes: {
          'auth/user': () => customer(),
          'order/history': () => [pastOrder(41, { status: 'received', total_price: 23.5 }), pastOrder(40, { status: 'rejected' })],
        },
      },
    });
    const link = await screen.findByRole('link', { name: /Order #41/ });
    expect(within(link).getByText('Received')).toBeTruthy();
    expect(within(link).getByText('€23.50')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Order #40/ })).getByText('Rejected')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Your Orders'));
  });

  it('says when there are no orders yet and leads to the menu', async () => {
    rememberLogin();
    renderApp({ path: '/dashboard/orders', api: { routes: { 'auth/user': () => customer(), 'order/history': () => [] } } });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/menu');
  });

  it('shows an error with a retry that loads again', async () => {
    rememberLogin();
    let failures = 2;
    renderApp({
      path: '/dashboard/orders',
      api: {
        routes: {
          'auth/user': () => customer(),
          'order/history': () =>
            failures-- > 0
              ? new Response(JSON.stringify({ message: { body: 'down' } }), {
                  status: 500,
                  headers: { 'content-type': 'application/json' },
                })
              : [pastOrder(41)],
        },
      },
    });
    expect(await screen.findByText('Your orders could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Order #41/ })).toBeTruthy();
  });

  it('opens an order with its lines, and offers a review', async () => {
    rememberLogin();
    const { router } = renderApp({
      path: '/dashboard/orders',
      api: { routes: { 'auth/user': () => customer(), 'order/history': () => [ORDER_DETAIL.order], order: () => ORDER_DETAIL } },
    });
    fireEvent.click(await screen.findByRole('link', { name: /Order #41/ }));
    expect(await screen.findByRole('heading', { name: 'Order #41' })).toBeTruthy();
    expect(screen.getByText('Extra Käse')).toBeTruthy();
    expect(screen.getByText('Tiramisu')).toBeTruthy();
    expect(screen.getByText('Cash')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rate this order' }));
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe('/review?orderId=41'));
  });

  it('orders again: the new basket becomes the local one and the cart opens', async () => {
    rememberLogin();
    rememberBasket('old');
    const reordered = basket('re1', [basketLine(1, 'Pizza Margherita', { quantity: 2, totalPrice: 19 })]);
    const { router } = renderApp({
      path: '/dashboard/orders/41',
      api: {
        basket: reordered,
        routes: { 'auth/user': () => customer(), order: () => ORDER_DETAIL, 'order/create-basket': () => ({ basketId: 're1' }) },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(router.location.pathname).toBe('/cart'));
    expect(JSON.parse(localStorage.getItem('basket') ?? '[]')).toEqual([{ restaurantId: 1, basketId: 're1' }]);
    expect(await screen.findByRole('button', { name: /Open basket, 2 items/ })).toBeTruthy();
  });

  it('keeps the basket the customer had when nothing of the order can be had', async () => {
    rememberLogin();
    rememberBasket('old');
    renderApp({
      path: '/dashboard/orders/41',
      api: {
        basket: basket('any', []),
        routes: { 'auth/user': () => customer(), order: () => ORDER_DETAIL, 'order/create-basket': () => ({ basketId: 'empty1' }) },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('None of these products can be ordered at the moment.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('basket') ?? '[]')).toEqual([{ restaurantId: 1, basketId: 'old' }]);
  });
});
