import { notificationsStore } from '@mantine/notifications';
import type { Basket } from '@platter/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { overlayStore } from '../overlays.ts';
import { useAddProduct } from '../product-choice/use-add-product.ts';
import { basket, basketLine, createFakeApi, product, renderOrderingApp } from '../testing/index.ts';
import { ShopBasketButton } from './ShopBasketButton.tsx';

const aperol = product(7, 'Aperol Spritz');

/** A basket made by the first add, whose add call waits until the test lets it go. */
function firstAddServer() {
  let current: Basket | null = null;
  return createFakeApi({
    held: ['basket/add'],
    routes: {
      'basket/create': () => {
        current = basket('b1', []);
        return current;
      },
      basket: () => current,
      'basket/add': () => {
        current = basket('b1', [basketLine(100, aperol.name, { productId: aperol.id })]);
        return current;
      },
    },
  });
}

function AddAperol() {
  const add = useAddProduct();
  return (
    <button type="button" onClick={() => void add(aperol)}>
      Add Aperol
    </button>
  );
}

const notices = () => notificationsStore.getState().notifications.map((notice) => String(notice.message));

describe('the header’s basket button', () => {
  afterEach(() => localStorage.clear());

  it('says the basket is empty when nothing is in it', async () => {
    renderOrderingApp({ routes: [{ path: '/', element: <ShopBasketButton /> }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Open basket, 0 items' }));
    await waitFor(() => expect(notices()).toEqual(['Your basket is empty']));
    expect(overlayStore.getState().open).toBeNull();
  });

  it('spins while the first product goes in: a tap then does not call the basket empty, and opens the side cart once it is in', async () => {
    const api = firstAddServer();
    renderOrderingApp({
      routes: [
        {
          path: '/',
          element: (
            <>
              <AddAperol />
              <ShopBasketButton />
            </>
          ),
        },
      ],
      api,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Aperol' }));
    const basketButton = await screen.findByRole('button', { name: 'Open basket, 0 items' });
    await waitFor(() => expect(basketButton).toHaveProperty('disabled', true));
    fireEvent.click(basketButton);
    await waitFor(() => expect(api.calls).toContain('basket/add'));
    fireEvent.click(basketButton);
    expect(notices()).toEqual([]);

    api.release();
    const filled = await screen.findByRole('button', { name: 'Open basket, 1 item' });
    await waitFor(() => expect(filled).toHaveProperty('disabled', false));
    fireEvent.click(filled);
    expect(overlayStore.getState().open).toBe('side-cart');
    expect(notices().filter((notice) => notice === 'Your basket is empty')).toEqual([]);
  });
});
