import { useBasketStore, useCheckoutStore } from '@platter/basket-core/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDescribeError } from '../../lib/errors.ts';
import { rememberLastOrder } from '../../lib/last-order.ts';
import { notifyError } from '../../lib/notify.ts';
import { followPaymentLink } from '../../lib/payment-link.ts';

/**
 * "Continue" in the cart (spec §4 "Cart to checkout"): login first where the restaurant requires it
 * (the cart with next=checkout), pay-at-counter orders at once when no details are needed,
 * otherwise the checkout. An order placed here ends on its payment status page, like one placed
 * in the checkout.
 */
export function useContinueToCheckout(): { continueToCheckout: () => Promise<void>; pending: boolean } {
  const checkout = useCheckoutStore();
  const basketStore = useBasketStore();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  const [pending, setPending] = useState(false);
  const continueToCheckout = useCallback(async () => {
    setPending(true);
    try {
      const basketId = basketStore.getState().basketId;
      const start = await checkout.getState().startCheckout(followPaymentLink(navigate));
      if (start.next === 'login') await navigate('/cart?next=checkout');
      else if (start.next === 'checkout') await navigate('/checkout');
      else if (start.next === 'order-created') {
        const orderId = start.order.order.id;
        if (basketId) rememberLastOrder({ orderId, basketId });
        if (start.order.followed.kind === 'none') await navigate(`/paymentstatus?orderId=${orderId}`);
      }
    } catch (error) {
      notifyError(describeError(error));
    } finally {
      setPending(false);
    }
  }, [checkout, basketStore, navigate, describeError]);
  return { continueToCheckout, pending };
}
