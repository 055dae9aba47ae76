import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CartScreen,
  menuSelectionStore,
  PaymentStatusScreen,
  resolveOrderingConfig,
  selectMenu,
  useMenu,
  useOrderingRouteMeta,
} from '../index.ts';
import { basket, basketLine, category, order, product, rememberBasket, renderOrderingApp } from '../testing/index.ts';

function MenuProbe() {
  useOrderingRouteMeta('menu');
  const menu = useMenu();
  return (
    <p>
      {menu.selection === null ? 'nothing chosen' : `chosen: ${menu.selection}`} / {menu.navItems.map((item) => item.name).join(', ')}
    </p>
  );
}

afterEach(() => localStorage.clear());

describe('the ordering configuration', () => {
  it('keeps the storefront’s paths unless an app names its own', () => {
    expect(resolveOrderingConfig({ paths: { menu: '/' } })).toEqual({
      paths: { menu: '/', cart: '/cart', checkout: '/checkout', payment: '/payment', paymentStatus: '/paymentstatus', review: '/review' },
      eventMode: false,
      ticketing: false,
      titleKey: null,
    });
  });

  it('titles the routes by their own names, or by the app’s title part', async () => {
    const routes = [{ path: '/', element: <MenuProbe /> }];
    const plain = renderOrderingApp({ routes, api: { categories: [category(1, 'Pizza')] } });
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Menu'));
    plain.unmount();
    renderOrderingApp({ routes, config: { titleKey: 'event-shop:title' }, api: { categories: [category(1, 'Pizza')] } });
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Online Shop'));
  });
});

describe('useMenu', () => {
  it('orders the categories by priority and shows the first one when nothing is pinned', async () => {
    renderOrderingApp({
      routes: [{ path: '/', element: <MenuProbe /> }],
      api: { categories: [category(2, 'Drinks', 2), category(1, 'Pizza', 1)] },
    });
    expect(await screen.findByText('chosen: 1 / Pizza, Drinks')).toBeTruthy();
  });

  it('shows the pinned list first when there is one', async () => {
    renderOrderingApp({
      routes: [{ path: '/', element: <MenuProbe /> }],
      api: { categories: [category(1, 'Pizza')], pinned: [product(5, 'Lunch special')] },
    });
    expect(await screen.findByText('chosen: pinned / Pizza')).toBeTruthy();
  });

  it('shows the default without a store update, so the lists’ arrival is not followed by a blocking render (issue 18)', async () => {
    renderOrderingApp({
      routes: [{ path: '/', element: <MenuProbe /> }],
      api: { categories: [category(2, 'Drinks', 2), category(1, 'Pizza', 1)] },
    });
    const updates: unknown[] = [];
    const stop = menuSelectionStore.subscribe((state) => updates.push(state.selection));
    try {
      expect(await screen.findByText('chosen: 1 / Pizza, Drinks')).toBeTruthy();
      expect(updates).toEqual([]);
      // A tap still changes the view at once, and the guest's choice outlasts the default.
      selectMenu(2);
      expect(await screen.findByText('chosen: 2 / Pizza, Drinks')).toBeTruthy();
    } finally {
      stop();
    }
  });
});

describe('the screens follow the app’s configuration', () => {
  it('shows the event cart in event mode and the normal one otherwise', async () => {
    rememberBasket('b1');
    const lines = [basketLine(1, 'Day ticket', { extra_info: JSON.stringify({ itemDetails: [{ fullName: 'Anna', count: 1 }] }) })];
    const api = { basket: basket('b1', lines) };
    const normal = renderOrderingApp({ routes: [{ path: '/cart', element: <CartScreen /> }], path: '/cart', api });
    expect(await screen.findByRole('region', { name: 'My Cart' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Persons' })).toBeNull();
    normal.unmount();
    renderOrderingApp({ routes: [{ path: '/cart', element: <CartScreen /> }], path: '/cart', api, config: { eventMode: true } });
    expect(await screen.findByRole('region', { name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Persons' }).textContent).toContain('Anna');
  });

  it('words a booked event order as tickets, with the way back to the shop', async () => {
    renderOrderingApp({
      routes: [{ path: '/paymentstatus', element: <PaymentStatusScreen /> }],
      path: '/paymentstatus?orderId=7',
      config: { eventMode: true, paths: { menu: '/' } },
      api: {
        routes: {
          order: () => ({
            order: order(7, { status: 'received' }),
            products: [
              {
                id: 1,
                productId: 21,
                name: 'Day ticket',
                quantity: 1,
                price: 25,
                totalPrice: 25,
                details: '{}',
                comment: null,
                itemDetails: [{ fullName: 'Anna Schmidt', date: '2026-12-05', count: 1 }],
              },
            ],
            table: null,
          }),
        },
      },
    });
    expect(await screen.findByText(/Your tickets are booked/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Persons' }).textContent).toContain('Anna Schmidt');
    expect(screen.getByRole('button', { name: 'Back to the shop' })).toBeTruthy();
  });
});
