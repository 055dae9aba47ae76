import { useBasketStore, useCheckoutStore } from '@platter/basket-core/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrderingConfig } from '../config.tsx';
import { useNotifyDeliveryChange } from '../delivery/delivery-change-notice.ts';
import { useDescribeError } from '../errors.ts';
import { notifyError } from '../notify.ts';
import { rememberLastOrder } from '../payment/last-order.ts';
import { followPaymentLink } from '../payment/payment-link.ts';

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
  const { paths } = useOrderingConfig();
  const describeError = useDescribeError();
  const notifyDeliveryChange = useNotifyDeliveryChange();
  const [pending, setPending] = useState(false);
  const continueToCheckout = useCallback(async () => {
    setPending(true);
    try {
      const basketId = basketStore.getState().basketId;
      const start = await checkout.getState().startCheckout(followPaymentLink(navigate, paths));
      if (start.next === 'login') await navigate(`${paths.cart}?next=checkout`);
      else if (start.next === 'checkout') {
        // Pay at the counter switched to pickup: say what that took out of the cart (issue 16).
        if (start.change) notifyDeliveryChange(start.change);
        await navigate(paths.checkout);
      } else if (start.next === 'order-created') {
        const orderId = start.order.order.id;
        if (basketId) rememberLastOrder({ orderId, basketId });
        if (start.order.followed.kind === 'none') await navigate(`${paths.paymentStatus}?orderId=${orderId}`);
      }
    } catch (error) {
      notifyError(describeError(error));
    } finally {
      setPending(false);
    }
  }, [checkout, basketStore, navigate, paths, describeError, notifyDeliveryChange]);
  return { continueToCheckout, pending };
}
