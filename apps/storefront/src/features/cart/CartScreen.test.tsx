import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { basket, basketLine, rememberBasket } from '../../test/fake-api.ts';
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu'));
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
  });

  it('says the basket is empty when its button is pressed with nothing in it', async () => {
    renderApp({ path: '/menu' });
    fireEvent.click(await screen.findByRole('button', { name: /Open basket/ }));
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
  });
});
