import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { category, product, renderOrderingApp } from '../testing/index.ts';
import { ChosenMenuProducts } from './MenuProducts.tsx';
import { useMenu } from './use-menu.ts';
import { FIRST_RENDERED } from './use-rendered-count.ts';

function Menu() {
  const menu = useMenu();
  return <ChosenMenuProducts menu={menu} onAdd={async () => undefined} />;
}

const dishes = (count: number) => Array.from({ length: count }, (_, index) => product(index + 1, `Dish ${index + 1}`));
const shownDishes = () => screen.queryAllByRole('heading', { name: /^Dish \d+$/ }).length;

afterEach(() => localStorage.clear());

describe('a long category', () => {
  it('shows its first screenful of dishes in the first commit and the rest after (issue 18: a tap meanwhile waits for a step, not for 110 cards)', async () => {
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      const shown = shownDishes();
      if (shown > 0 && counts.at(-1) !== shown) counts.push(shown);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderOrderingApp({
      routes: [{ path: '/', element: <Menu /> }],
      api: { categories: [category(1, 'Pizza')], products: { 1: dishes(60) }, pinned: [] },
    });
    await waitFor(() => expect(shownDishes()).toBe(60));
    observer.disconnect();
    expect(counts[0]).toBe(FIRST_RENDERED);
    expect(counts.at(-1)).toBe(60);
  });
});

describe('a category’s introduction', () => {
  it('keeps the restaurant’s own text direction on a right-to-left page (an Arabic page of a German menu)', async () => {
    const burgers = {
      ...category(1, 'Burger'),
      description: '<p>180 g Rindfleisch vom Weiderind, im Brioche-Bun.</p>',
      foot_note: 'Alle Burger auch als Menü (+4,50 €).',
    };
    renderOrderingApp({
      routes: [{ path: '/', element: <Menu /> }],
      language: 'ar',
      api: { categories: [burgers], products: { 1: dishes(1) }, pinned: [] },
    });
    expect((await screen.findByText('Burger')).getAttribute('dir')).toBe('auto');
    // Before, in the page's direction it read "g Rindfleisch … 180".
    expect(screen.getByText('180 g Rindfleisch vom Weiderind, im Brioche-Bun.').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Alle Burger auch als Menü (+4,50 €).').getAttribute('dir')).toBe('auto');
  });
});
