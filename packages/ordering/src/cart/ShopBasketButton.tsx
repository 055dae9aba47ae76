import { selectItemCount } from '@platter/basket-core';
import { useBasket } from '@platter/basket-core/react';
import { BasketButton } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../notify.ts';
import { overlayStore } from '../overlays.ts';

/**
 * The header's basket button with the basket's item count: it opens the side cart, or says "Your
 * basket is empty" when there is nothing in it (spec §5).
 */
export function ShopBasketButton() {
  const { t } = useTranslation('ordering');
  const count = useBasket(selectItemCount);
  const loading = useBasket((state) => state.isLoading && !state.hasLoadedOnce);
  return (
    <BasketButton
      count={count}
      loading={loading}
      onClick={() => {
        if (count === 0) notifyError(t('local.basket_empty'));
        else overlayStore.getState().show('side-cart');
      }}
    />
  );
}
