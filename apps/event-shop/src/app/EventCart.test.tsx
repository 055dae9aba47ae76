import { overlayStore } from '@platter/ordering';
import { basket, basketLine, product, rememberBasket } from '@platter/ordering/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventBasketServer, renderEventShop } from '../test/render-event-shop.tsx';

const festival = product(21, 'Summer festival day ticket', { price: 25, additional_info_config: { name: true, date: true, count: false } });
const shirt = product(31, 'Festival T-shirt', { price: 25 });

const persons = [
  { fullName: 'Anna Schmidt', date: '2026-12-05', count: 1 },
  { fullName: 'Ben Weber', date: '2026-12-06', count: 2 },
];
const ticketLine = basketLine(1, 'Summer festival day ticket', {
  productId: 21,
  quantity: 3,
  price: 25,
  totalPrice: 75,
  extra_info: JSON.stringify({ itemDetails: persons }),
});
const shirtLine = basketLine(2, 'Festival T-shirt', { productId: 31, quantity: 1, price: 25, totalPrice: 25 });

function renderCart(lines = [ticketLine, shirtLine], path = '/cart') {
  rememberBasket('e1', 3);
  const server = eventBasketServer([festival, shirt], basket('e1', lines, { restaurant_id: 3, deliveryType: 2 }));
  const view = renderEventShop({ path, api: { categories: [], routes: server.routes } });
  return { ...view, server };
}

afterEach(() => localStorage.clear());

describe('the event cart', () => {
  it('is the Shopping Cart with Product, QTY and Price, each ticket listing its persons, quantities read-only', async () => {
    renderCart();
    const cart = await screen.findByRole('region', { name: 'Shopping Cart' });
    const head = cart.querySelector('[aria-hidden="true"]');
    const headings = [...(head?.children ?? [])].map((heading) => heading.textContent);
    expect(headings).toEqual(['Product', 'QTY', 'Price']);
    const line = within(cart).getByRole('article', { name: 'Summer festival day ticket' });
    const people = within(line).getByRole('list', { name: 'Persons' });
    expect(within(people).getByText('Anna Schmidt')).toBeTruthy();
    expect(within(people).getByText('Ben Weber')).toBeTruthy();
    expect(within(people).getByText('2026/12/05')).toBeTruthy();
    // The count shows only above 1.
    expect(within(people).getAllByText(/× 2/)).toHaveLength(1);
    expect(within(line).queryByRole('button', { name: /Increase quantity/ })).toBeNull();
    expect(within(line).getByText('Quantity: 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Restaurant' })).toBeTruthy();
  });

  it('removes one person with update-extraInfo and shows the refreshed cart', async () => {
    const { server } = renderCart();
    const line = await screen.findByRole('article', { name: 'Summer festival day ticket' });
    fireEvent.click(within(line).getByRole('button', { name: 'Remove Anna Schmidt from Summer festival day ticket' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({
      path: 'basket/update-extraInfo',
      body: {
        basketId: 'e1',
        restaurantId: 3,
        basketProductId: 1,
        extraInfo: { itemDetails: [{ fullName: 'Ben Weber', date: '2026-12-06', count: 2 }] },
      },
    });
    await waitFor(() => expect(within(line).queryByText('Anna Schmidt')).toBeNull());
    expect(within(line).getByText('Quantity: 2')).toBeTruthy();
  });

  it('takes the line out when its last person is removed', async () => {
    const single = { ...ticketLine, quantity: 1, totalPrice: 25, extra_info: JSON.stringify({ itemDetails: [persons[0]] }) };
    const { server } = renderCart([single, shirtLine]);
    const line = await screen.findByRole('article', { name: 'Summer festival day ticket' });
    fireEvent.click(within(line).getByRole('button', { name: 'Remove Anna Schmidt from Summer festival day ticket' }));
    await waitFor(() => expect(server.sent).toEqual([{ path: 'basket/delete-basket-product', body: { basketProductId: 1 } }]));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Summer festival day ticket' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Festival T-shirt' })).toBeTruthy();
  });

  it('closes the side cart once no item has persons left', async () => {
    const single = { ...ticketLine, quantity: 1, totalPrice: 25, extra_info: JSON.stringify({ itemDetails: [persons[0]] }) };
    renderCart([single, shirtLine], '/');
    await screen.findByRole('button', { name: /2 items/ });
    act(() => overlayStore.getState().show('side-cart'));
    const sideCart = await screen.findByRole('dialog', { name: /Your basket/ });
    fireEvent.click(within(sideCart).getByRole('button', { name: 'Remove Anna Schmidt from Summer festival day ticket' }));
    await waitFor(() => expect(overlayStore.getState().open).toBeNull());
  });
});
