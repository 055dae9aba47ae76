import { selectIsChanging, selectItemCount, selectTotals } from '@platter/basket-core';
import { useBasket } from '@platter/basket-core/react';
import { SideCart } from '@platter/ui-kit';
import { useNavigate } from 'react-router';
import { useOrderingConfig } from '../config.tsx';
import { useOverlay } from '../overlays.ts';
import { CartLines } from './CartLines.tsx';
import { useContinueToCheckout } from './use-continue-to-checkout.ts';

/** The side cart the basket button opens (and adding opens on wide screens). */
export function SideCartHost() {
  const { opened, close } = useOverlay('side-cart');
  const navigate = useNavigate();
  const { paths } = useOrderingConfig();
  const count = useBasket(selectItemCount);
  const totals = useBasket(selectTotals);
  const changing = useBasket(selectIsChanging);
  const { continueToCheckout, pending } = useContinueToCheckout();
  return (
    <SideCart
      opened={opened}
      onClose={close}
      itemCount={count}
      total={totals.total}
      checkoutDisabled={changing || pending || count === 0}
      onViewCart={() => {
        close();
        void navigate(paths.cart);
      }}
      onCheckout={() => {
        close();
        void continueToCheckout();
      }}
    >
      {count > 0 ? <CartLines variant="compact" /> : null}
    </SideCart>
  );
}
