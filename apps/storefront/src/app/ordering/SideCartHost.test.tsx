import type { Basket } from '@platter/contract';
import { basket, basketLine, createFakeApi, rememberBasket } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/** A stored basket with two lines (3 items, €24.00), and the calls that change it. */
function cartServer() {
  rememberBasket('b1');
  let current: Basket = basket('b1', [
    basketLine(1, 'Pizza Margherita', { quantity: 2, totalPrice: 19, stock: 5 }),
    basketLine(2, 'Tiramisu', { price: 5, totalPrice: 5 }),
  ]);
  const withLines = (products: Basket['products']) => basket('b1', products);
  const routes = {
    basket: () => current,
    'basket/delete-basket-product': (_request: Request, url: URL) => {
      current = withLines(current.products.filter((line) => line.basketProductId !== Number(url.searchParams.get('basketProductId'))));
      return current;
    },
    'basket/remove': (_request: Request, url: URL) => {
      const id = Number(url.searchParams.get('basketProductId'));
      current = withLines(
        current.products.flatMap((line) =>
          line.basketProductId !== id
            ? [line]
            : line.quantity > 1
              ? [{ ...line, quantity: line.quantity - 1, totalPrice: line.totalPrice - line.price }]
              : [],
        ),
      );
      return current;
    },
    'basket/add': async (request: Request) => {
      const { basketProductId } = (await request.json()) as { basketProductId: number };
      current = withLines(
        current.products.map((line) =>
          line.basketProductId === basketProductId
            ? { ...line, quantity: line.quantity + 1, totalPrice: line.totalPrice + line.price }
            : line,
        ),
      );
      return current;
    },
  };
  return routes;
}

async function openSideCart() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open basket, 3 items' }));
  return screen.findByRole('dialog', { name: 'Your basket' });
}

describe('the side cart', () => {
  afterEach(() => localStorage.clear());

  it('lists the basket’s lines with the item count and total, and leads to the cart', async () => {
    const { router } = renderApp({ path: '/menu', api: { routes: cartServer() } });
    const cart = await openSideCart();
    const lines = within(cart).getAllByRole('article');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Pizza Margherita', 'Tiramisu']);
    expect(within(lines[0] as HTMLElement).getByText('€19.00')).toBeTruthy();
    expect(within(cart).getByText('3 items')).toBeTruthy();
    expect(within(cart).getByText('€24.00')).toBeTruthy();

    fireEvent.click(within(cart).getByRole('button', { name: 'View cart' }));
    await waitFor(() => expect(router.location.pathname).toBe('/cart'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your basket' })).toBeNull());
  });

  it('goes on to the checkout from its Checkout button', async () => {
    const { router } = renderApp({ path: '/menu', api: { routes: cartServer() } });
    const cart = await openSideCart();
    fireEvent.click(within(cart).getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.location.pathname).toBe('/checkout'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your basket' })).toBeNull());
  });

  it('sends a guest who must log in to the cart with next=checkout', async () => {
    const { router } = renderApp({ path: '/menu', api: { restaurant: { login_required: true }, routes: cartServer() } });
    const cart = await openSideCart();
    fireEvent.click(within(cart).getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe('/cart?next=checkout'));
  });

  it('disables Checkout while a line is changing', async () => {
    const api = createFakeApi({ routes: cartServer(), held: ['basket/add'] });
    renderApp({ path: '/menu', api });
    const cart = await openSideCart();
    const checkout = () => within(cart).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout().disabled).toBe(false);
    fireEvent.click(within(cart).getByRole('button', { name: 'Increase quantity of Tiramisu' }));
    await waitFor(() => expect(checkout().disabled).toBe(true));
    api.release();
    await waitFor(() => expect(checkout().disabled).toBe(false));
    expect(within(cart).getByText('4 items')).toBeTruthy();
    expect(within(cart).getByText('€29.00')).toBeTruthy();
  });

  it('says the basket is empty once its last line is removed, and sends the guest back to browsing', async () => {
    const { api } = renderApp({ path: '/menu', api: { routes: cartServer() } });
    const cart = await openSideCart();
    fireEvent.click(within(cart).getByRole('button', { name: 'Remove Tiramisu from the basket' }));
    await waitFor(() => expect(within(cart).queryByRole('article', { name: 'Tiramisu' })).toBeNull());
    fireEvent.click(within(cart).getByRole('button', { name: 'Decrease quantity of Pizza Margherita' }));
    fireEvent.click(await within(cart).findByRole('button', { name: 'Remove Pizza Margherita from the basket' }));

    expect(await within(cart).findByText('Your basket is empty')).toBeTruthy();
    expect(within(cart).queryByRole('article')).toBeNull();
    expect(within(cart).queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(api.calls.filter((call) => call === 'basket/delete-basket-product' || call === 'basket/remove')).toEqual([
      'basket/delete-basket-product',
      'basket/remove',
      'basket/delete-basket-product',
    ]);
    fireEvent.click(within(cart).getByRole('button', { name: 'Browse the menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your basket' })).toBeNull());
  });
});
