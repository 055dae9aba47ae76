import { selectIsChanging, selectItemCount } from '@platter/basket-core';
import { useBasket } from '@platter/basket-core/react';
import { BasketButton } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { notifyError } from '../notify.ts';
import { overlayStore } from '../overlays.ts';
import { choiceStore } from '../product-choice/choice-store.ts';

/**
 * The header's basket button with the basket's item count: it opens the side cart, or says "Your
 * basket is empty" when there is nothing in it (spec §5). While the first product is on its way
 * in, it spins instead: a tap then must not call the basket empty.
 */
export function ShopBasketButton() {
  const { t } = useTranslation('ordering');
  const count = useBasket(selectItemCount);
  const loading = useBasket((state) => state.isLoading && !state.hasLoadedOnce);
  const changing = useBasket(selectIsChanging);
  const adding = useStore(choiceStore, (state) => state.busyProductId !== null);
  return (
    <BasketButton
      count={count}
      loading={loading || (count === 0 && (changing || adding))}
      onClick={() => {
        if (count === 0) notifyError(t('local.basket_empty'));
        else overlayStore.getState().show('side-cart');
      }}
    />
  );
}
