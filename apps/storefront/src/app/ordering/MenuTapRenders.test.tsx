import { category, product, SIZE_GROUP } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 18 (INP): on a 600-product menu a tap on "+" must not render the menu around the tapped card. */

const SIZE = SIZE_GROUP;
const margherita = product(11, 'Pizza Margherita', { choices: 'required' });
const others = [product(12, 'Pizza Tonno'), product(13, 'Pizza Funghi'), product(14, 'Mineralwasser')];

describe('a tap on a card’s add button (issue 18, INP)', () => {
  afterEach(() => localStorage.clear());

  it('renders that card alone: not the menu screen, not the other cards', async () => {
    const { i18n } = renderApp({
      path: '/menu',
      api: {
        categories: [category(1, 'Pizza')],
        products: { 1: [margherita, ...others] },
        routes: { 'restaurant/category-attributes-items': () => [{ product_id: margherita.id, groups: [SIZE] }] },
      },
    });
    await screen.findByRole('button', { name: 'Add Pizza Tonno' });
    // What renders is read from the texts it translates: the screen's welcome, each card's add label.
    const translate = vi.spyOn(i18n, 't');
    const add = screen.getByRole('button', { name: 'Add Pizza Margherita' });
    fireEvent.click(add);
    // The tapped card answers at once, and until its panel shows.
    expect(add.getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('dialog', { name: /Pizza Margherita/ });
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBeNull());
    const keys = translate.mock.calls.map(([key, options]) => ({ key: String(key), options: options as { name?: string } | undefined }));
    expect(keys.filter(({ key }) => key.endsWith('welcome'))).toEqual([]);
    const cardsRendered = keys.filter(({ key }) => key === 'product.add').map(({ options }) => options?.name);
    expect(cardsRendered.filter((name) => name !== margherita.name)).toEqual([]);
  });
});
