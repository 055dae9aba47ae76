import { category, product } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

function sideMenu(): HTMLElement {
  const navbar = document.querySelector<HTMLElement>('.mantine-AppShell-navbar');
  if (!navbar) throw new Error('no side menu');
  return navbar;
}

/** The desktop side menu's entries, top to bottom. */
function sideMenuEntries(): string[] {
  return within(sideMenu())
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('the desktop side menu', () => {
  afterEach(() => localStorage.clear());

  it('lists the pinned entry first, then the categories by their priority', async () => {
    renderApp({
      path: '/menu',
      api: {
        categories: [category(1, 'Pizza', 3), category(2, 'Pasta', 1), category(3, 'Salads', 2)],
        pinned: [product(21, 'Lunch menu')],
      },
    });
    await waitFor(() => expect(sideMenuEntries()).toEqual(['Angebot der Woche', 'Pasta', 'Salads', 'Pizza']));
  });

  it('has no pinned entry without pinned products, and keeps the server’s order when a priority is missing', async () => {
    renderApp({ path: '/menu', api: { categories: [category(1, 'Pizza', 3), category(2, 'Pasta', null)] } });
    await waitFor(() => expect(sideMenuEntries()).toEqual(['Pizza', 'Pasta']));
  });

  it('shows the pinned products when the pinned entry is chosen', async () => {
    renderApp({
      path: '/menu',
      api: {
        categories: [category(1, 'Pizza')],
        products: { 1: [product(11, 'Pizza Margherita')] },
        pinned: [product(21, 'Lunch menu')],
      },
    });
    const navbar = await waitFor(sideMenu);
    fireEvent.click(await within(navbar).findByRole('button', { name: 'Pizza' }));
    expect(await screen.findByRole('button', { name: 'Add Pizza Margherita' })).toBeTruthy();
    fireEvent.click(within(navbar).getByRole('button', { name: 'Angebot der Woche' }));
    expect(await screen.findByRole('button', { name: 'Add Lunch menu' })).toBeTruthy();
    expect(within(navbar).getByRole('button', { name: 'Angebot der Woche' }).getAttribute('aria-current')).toBe('true');
  });
});
