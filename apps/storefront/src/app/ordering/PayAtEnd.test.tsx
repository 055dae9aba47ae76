import type { Basket } from '@platter/contract';
import { basket, basketLine, rememberBasket } from '@platter/ordering/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 16 item 8: paying at the end is for a guest who stays, never for a pickup order. */
function checkoutWith(deliveryType: 1 | 2 | 3) {
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(17, 0, 0, 0);
  const current: Basket = basket('b1', [basketLine(1, 'Pizza Margherita')], { deliveryType, deliveryTime: tomorrow.toISOString() });
  rememberBasket('b1');
  return renderApp({
    path: '/checkout',
    api: {
      restaurant: {
        deliveryTypes: [1, 2, 3],
        hereTimes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open_at: '11:00', close_at: '22:00' })),
        paymentMethods: ['cash', 'payAtEnd'],
      },
      routes: { basket: () => current, 'basket/add-delivery-time': () => current },
    },
  });
}

describe('pay at the end', () => {
  afterEach(() => localStorage.clear());

  it('is not offered for a pickup order', async () => {
    checkoutWith(2);
    expect(await screen.findByText('Pizza Margherita')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /Cash/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Pay at the end/ })).toBeNull();
  });

  it('is offered to a guest eating in', async () => {
    checkoutWith(3);
    expect(await screen.findByRole('radio', { name: /Pay at the end/ })).toBeTruthy();
  });
});
