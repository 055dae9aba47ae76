import { category, product, restoreWindowWidth, setWindowWidth } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  beforeEach(() => setWindowWidth(1280));
  afterEach(() => {
    localStorage.clear();
    restoreWindowWidth();
  });

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

describe('on a phone', () => {
  afterEach(() => {
    localStorage.clear();
    restoreWindowWidth();
  });

  it('renders no side menu, which a phone never shows (issue 18)', async () => {
    setWindowWidth(390);
    renderApp({
      path: '/menu',
      api: { categories: [category(1, 'Pizza'), category(2, 'Pasta')], products: { 1: [product(11, 'Pizza Margherita')] } },
    });
    expect(await screen.findByRole('button', { name: 'Add Pizza Margherita' })).toBeTruthy();
    // Hidden by CSS alone, it rendered its logo, links and footer in every phone's load.
    expect(sideMenuEntries()).toEqual([]);
  });
});
