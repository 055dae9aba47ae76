import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentScreen } from '../index.ts';
import { createFakeApi, order } from '../testing/index.ts';
import { renderOrderingApp } from '../testing/render-ordering-app.tsx';

const routes = [{ path: '/payment', element: <PaymentScreen /> }];

/** `GET api/order` of a pickup order paid online whose payment failed; `payment/prepare` records what it was asked. */
function failedOnlineOrder() {
  const asked: Array<string | null> = [];
  const api = createFakeApi({
    restaurant: {
      paymentMethods: ['mollie', 'cash', 'payAtEnd'],
      paymentMethodNames: { mollie: 'Online payment', cash: 'Cash', payAtEnd: 'Pay at the end' },
    },
    routes: {
      order: () => ({
        order: order(42, { payment_type: 'mollie', is_online_payment: true, payment_status: 'failed', delivery_type: 2 }),
        products: [],
        table: null,
      }),
      'payment/prepare': (_request, url) => {
        asked.push(url.searchParams.get('paymentType'));
        return { mollieLink: 'http://localhost/paymentstatus?orderId=42' };
      },
    },
  });
  return { api, asked };
}

describe('trying another payment for an unpaid order', () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers the restaurant's payment types that go with the order, the one tried first chosen, and pays with the guest's choice", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { api, asked } = failedOnlineOrder();
    renderOrderingApp({ routes, path: '/payment?basketId=b-1&orderId=42&choose=1', api });

    expect(await screen.findByRole('heading', { name: 'How would you like to pay?' })).toBeTruthy();
    expect(screen.getByText('Order #42 is not paid yet. Choose how to pay it.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Online payment/ }).getAttribute('aria-checked')).toBe('true');
    // Paying at the end is for guests eating here, not for this pickup order.
    expect(screen.queryByRole('radio', { name: /Pay at the end/ })).toBeNull();
    expect(api.calls).not.toContain('payment/prepare');

    fireEvent.click(screen.getByRole('radio', { name: /Cash/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/paymentstatus?orderId=42'));
    expect(asked).toEqual(['cash']);
  });

  it('goes straight to the payment page without choose=1', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { api, asked } = failedOnlineOrder();
    renderOrderingApp({ routes, path: '/payment?basketId=b-1', api });
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(asked).toEqual([null]);
    expect(screen.queryByRole('heading', { name: 'How would you like to pay?' })).toBeNull();
  });
});
