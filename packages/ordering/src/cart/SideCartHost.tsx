import { linePersons, selectIsChanging, selectItemCount, selectLines, selectTotals } from '@platter/basket-core';
import { useBasket, useDelivery } from '@platter/basket-core/react';
import { DeliverySummaryBar, SideCart } from '@platter/ui-kit';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useOrderingConfig } from '../config.tsx';
import { useChangeDelivery } from '../delivery/use-change-delivery.ts';
import { useDeliverySelection } from '../delivery/use-delivery-selection.ts';
import { useDeliveryTypeSwitch } from '../delivery/use-delivery-type-switch.ts';
import { hideAddedNotice } from '../notify.ts';
import { useOverlay } from '../overlays.ts';
import { CartLines } from './CartLines.tsx';
import { useContinueToCheckout } from './use-continue-to-checkout.ts';

/** The side cart the basket button opens (and adding opens on wide screens). */
export function SideCartHost() {
  const { opened, close } = useOverlay('side-cart');
  const navigate = useNavigate();
  const { paths, eventMode } = useOrderingConfig();
  const count = useBasket(selectItemCount);
  const totals = useBasket(selectTotals);
  const changing = useBasket(selectIsChanging);
  const { continueToCheckout, pending } = useContinueToCheckout();
  const delivery = useDeliverySelection();
  const changeDelivery = useChangeDelivery();
  const typeSwitch = useDeliveryTypeSwitch();
  const deliveryBusy = useDelivery((state) => state.isChangingType || state.isChangingTime);
  useCloseWhenNoPersonsLeft(opened, close);
  // The "Added" notice would lie over the side cart's total and checkout button.
  useEffect(() => {
    if (opened) hideAddedNotice();
  }, [opened]);
  return (
    <SideCart
      opened={opened}
      onClose={close}
      itemCount={count}
      total={totals.total}
      checkoutDisabled={changing || pending || deliveryBusy || count === 0}
      // How and when, switchable here: checkout is one tap away (the event shop has no delivery bar).
      delivery={
        eventMode ? null : (
          <DeliverySummaryBar
            type={delivery.type}
            timeLabel={delivery.label}
            onChange={changeDelivery}
            typeSwitch={typeSwitch}
            loading={deliveryBusy}
          />
        )
      }
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

/**
 * Spec §4 event mode: "when no item has detail entries, the side cart closes": once the last
 * person of the basket is removed, the side cart has nothing left to show of them and goes.
 */
function useCloseWhenNoPersonsLeft(opened: boolean, close: () => void) {
  const { eventMode } = useOrderingConfig();
  const persons = useBasket((state) => (eventMode ? selectLines(state).filter((line) => linePersons(line).length > 0).length : 0));
  const before = useRef(persons);
  useEffect(() => {
    if (eventMode && opened && before.current > 0 && persons === 0) close();
    before.current = persons;
  }, [eventMode, opened, persons, close]);
}
