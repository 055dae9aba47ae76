import { category, product } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventBasketServer, renderEventShop } from '../../test/render-event-shop.tsx';

const festival = product(21, 'Summer festival day ticket', {
  category_id: 1,
  price: 25,
  additional_info_config: { name: true, date: true, count: false },
});
const pass = product(22, 'Festival pass', { category_id: 1, price: 79, additional_info_config: { name: true, date: false, count: false } });
const family = product(23, 'Family ticket', {
  category_id: 1,
  price: 45,
  additional_info_config: { name: true, date: false, count: true },
});
const shirt = product(31, 'Festival T-shirt', { category_id: 2, price: 25 });
const catalogue = [festival, pass, family, shirt];

function renderShop(server = eventBasketServer(catalogue)) {
  const view = renderEventShop({
    api: {
      categories: [category(1, 'Events'), category(2, 'Merchandise')],
      products: { 1: [festival, pass, family], 2: [shirt] },
      routes: server.routes,
    },
  });
  return { ...view, server };
}

/** Today in Berlin, as the date picker counts it. */
function berlinToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

afterEach(() => localStorage.clear());

describe('the event shop', () => {
  it('titles every page Online Shop after the restaurant and lists the categories on the left', async () => {
    renderShop();
    expect(await screen.findByRole('button', { name: 'Add Summer festival day ticket' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Demo Events | Online Shop'));
    const list = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(list).getByRole('button', { name: 'Events' }).getAttribute('aria-current')).toBe('true');
    expect(within(list).getByRole('button', { name: 'Merchandise' })).toBeTruthy();
  });

  it('shows Home, Contact and only the legal panels that have text in the header', async () => {
    renderShop();
    await screen.findByRole('button', { name: 'Add Festival pass' });
    const nav = screen.getByRole('navigation', { name: 'Restaurant information' });
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(expect.arrayContaining(['Home', 'Contact', 'About us', 'Privacy policy', 'Imprint']));
    expect(names.some((name) => /Terms/.test(name ?? ''))).toBe(false);
  });

  it('asks for the name and the date before a ticket goes into the basket, and sends them trimmed', async () => {
    const { server } = renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Summer festival day ticket' }));
    const dialog = await screen.findByRole('dialog', { name: /Summer festival day ticket/ });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(await within(dialog).findAllByText('Please fill this in')).toHaveLength(2);
    expect(server.sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: '  Anna Schmidt ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Date: Choose a date/ }));
    const today = berlinToday();
    const day = await screen.findByRole('button', {
      name: new RegExp(
        new Intl.DateTimeFormat('en', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
          new Date(`${today}T00:00:00Z`),
        ),
      ),
    });
    fireEvent.click(day);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to basket' }));

    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      path: 'basket/add',
      body: { productId: 21, quantity: 1, extraInfo: { itemDetails: [{ fullName: 'Anna Schmidt', date: today, count: 1 }] } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Summer festival day ticket/ })).toBeNull());
    expect(await screen.findByRole('button', { name: /1 item/ })).toBeTruthy();
  });

  it('takes several persons at once, with a ticket count where the product counts them', async () => {
    const { server } = renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Family ticket' }));
    const dialog = await screen.findByRole('dialog', { name: /Family ticket/ });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'Familie Weber' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /One more Tickets|Increase|more/i }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another person' }));
    const names = within(dialog).getAllByLabelText(/Full name/);
    fireEvent.change(names[1] as HTMLElement, { target: { value: 'Oma Weber' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.body).toMatchObject({
      productId: 23,
      quantity: 3,
      extraInfo: {
        itemDetails: [
          { fullName: 'Familie Weber', count: 2 },
          { fullName: 'Oma Weber', count: 1 },
        ],
      },
    });
  });

  it('adds merchandise without asking for persons', async () => {
    const { server } = renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Merchandise' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Festival T-shirt' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.body).toMatchObject({ productId: 31, quantity: 1 });
    expect(server.sent[0]?.body).not.toHaveProperty('extraInfo');
    expect(screen.queryByRole('dialog', { name: /Festival T-shirt/ })).toBeNull();
  });
});
