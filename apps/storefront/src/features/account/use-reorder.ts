import { useBasketStore } from '@platter/basket-core/react';
import { notifyError, notifySuccess, notifyWarning, useApi, useDescribeError } from '@platter/ordering';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * "Order again": the server makes a new basket from the order's products that can still be had
 * (`api/order/create-basket`), which becomes this restaurant's basket, and the cart opens. When
 * none can be had, the basket the customer had stays.
 */
export function useReorder(): { reorder: (orderId: number) => Promise<void>; reordering: boolean } {
  const api = useApi();
  const basketStore = useBasketStore();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  const { t } = useTranslation('account');
  const [reordering, setReordering] = useState(false);

  const reorder = useCallback(
    async (orderId: number) => {
      setReordering(true);
      const previous = basketStore.getState().basketId;
      try {
        const { basketId } = await api.order.createBasket({ orderId });
        const basket = await basketStore.getState().adoptBasket(basketId);
        if (!basket || basket.products.length === 0) {
          if (previous) await basketStore.getState().adoptBasket(previous);
          notifyWarning(t('notices.reorderEmpty'));
          return;
        }
        notifySuccess(t('notices.reordered'));
        await navigate('/cart');
      } catch (error) {
        notifyError(describeError(error));
      } finally {
        setReordering(false);
      }
    },
    [api, basketStore, navigate, describeError, t],
  );
  return { reorder, reordering };
}
