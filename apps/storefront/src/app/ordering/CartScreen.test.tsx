import { basket, basketLine, order, rememberBasket } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('the cart screen', () => {
  afterEach(() => localStorage.clear());

  it('lists the basket with stock hints, totals and the way on', async () => {
    rememberBasket('b1');
    const lines = [basketLine(1, 'Pizza Margherita', { stock: 3, quantity: 2, totalPrice: 19 }), basketLine(2, 'Tiramisu', { stock: 0 })];
    renderApp({ path: '/cart', api: { basket: basket('b1', lines) } });
    expect(await screen.findByText('My Cart')).toBeTruthy();
    expect(screen.getAllByText('Pizza Margherita').length).toBeGreaterThan(0);
    expect(screen.getByText('In stock: 3')).toBeTruthy();
    expect(screen.getAllByText('Out of stock').length).toBeGreaterThan(0);
    expect(screen.getByText('Total Price')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Restaurant' }).getAttribute('href')).toBe('/menu');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the guest back to the menu when the basket is empty', async () => {
    const { router } = renderApp({ path: '/cart' });
    await waitFor(() => expect(router.location.pathname).toBe('/menu'));
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
  });

  it('says the basket is empty when its button is pressed with nothing in it', async () => {
    renderApp({ path: '/menu' });
    fireEvent.click(await screen.findByRole('button', { name: /Open basket/ }));
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
  });

  it('orders at once where the restaurant has pay at the counter and needs no details, and shows the order', async () => {
    rememberBasket('b1');
    const ordered: unknown[] = [];
    const start = basket('b1', [basketLine(1, 'Pizza Margherita', { quantity: 1, totalPrice: 9.5 })]);
    let current: ReturnType<typeof basket> | null = start;
    const { router } = renderApp({
      path: '/cart',
      api: {
        restaurant: { paymentMethods: ['cash', 'pwc'], personal_information_fields: [] },
        routes: {
          basket: () => current,
          'basket/change-delivery-method': () => ({ basket: { ...start, deliveryType: 2 }, notice: null }),
          'order/create-order': async (request: Request) => {
            ordered.push(await request.json());
            current = null;
            return { paymentLink: null, order: order(42, { status: 'received' }) };
          },
          order: () => ({ order: order(42, { status: 'received' }), products: [], table: null }),
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe('/paymentstatus?orderId=42'));
    expect(ordered).toEqual([expect.objectContaining({ basketId: 'b1', paymentType: 'pwc' })]);
  });
});
