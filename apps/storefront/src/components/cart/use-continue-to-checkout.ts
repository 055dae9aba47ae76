import { useCheckoutStore } from '@platter/basket-core/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDescribeError } from '../../lib/errors.ts';
import { notifyError } from '../../lib/notify.ts';
import { followPaymentLink } from '../../lib/payment-link.ts';

/**
 * "Continue" in the cart (spec §4 "Cart to checkout"): login first where the restaurant requires it
 * (the cart with next=checkout), pay-at-counter orders at once when no details are needed,
 * otherwise the checkout.
 */
export function useContinueToCheckout(): { continueToCheckout: () => Promise<void>; pending: boolean } {
  const checkout = useCheckoutStore();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  const [pending, setPending] = useState(false);
  const continueToCheckout = useCallback(async () => {
    setPending(true);
    try {
      const start = await checkout.getState().startCheckout(followPaymentLink(navigate));
      if (start.next === 'login') await navigate('/cart?next=checkout');
      else if (start.next === 'checkout') await navigate('/checkout');
    } catch (error) {
      notifyError(describeError(error));
    } finally {
      setPending(false);
    }
  }, [checkout, navigate, describeError]);
  return { continueToCheckout, pending };
}
