import { useBasket, useDeliveryStore } from '@platter/basket-core/react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useOrderingConfig } from '../config.tsx';
import { earliestTimeOf } from '../delivery/default-time.ts';
import { wallClockOf } from '../delivery/delivery.ts';
import { useNotifyDeliveryChange } from '../delivery/delivery-change-notice.ts';
import { useDeliverySelection } from '../delivery/use-delivery-selection.ts';
import { isTimeRefusal } from '../errors.ts';
import { useRestaurantInfo } from '../services/context.tsx';

/**
 * A basket that reaches checkout without a type or time gets the menu's defaults (the type on
 * offer and the next possible quarter hour, spec §5), so the guest sees them and can change them.
 * In ticketing mode there is no default: a ticket slot is chosen, so such a basket goes back to
 * the booking screen. Returns a check that waits for the defaults being written and says whether
 * the basket has a type and a time. Whatever the default type takes out of the basket is named
 * ("Some items are removed from the cart: Aperol Spritz"), never dropped silently.
 */
export function useApplyDefaultDelivery(): () => Promise<boolean> {
  const info = useRestaurantInfo();
  const { ticketing, paths } = useOrderingConfig();
  const navigate = useNavigate();
  const deliveryStore = useDeliveryStore();
  const basket = useBasket((state) => state.basket);
  const selection = useDeliverySelection();
  const notifyDeliveryChange = useNotifyDeliveryChange();
  const applied = useRef(false);
  const pending = useRef<Promise<unknown> | null>(null);
  useEffect(() => {
    if (applied.current || !basket || basket.products.length === 0) return;
    if (basket.deliveryType !== null && basket.deliveryTime !== null) return;
    if (ticketing) {
      void navigate(paths.menu, { replace: true });
      return;
    }
    const type = selection.type;
    if (!type || !selection.time) return;
    const apply = (time: string) => {
      const wallClock = wallClockOf(time, info.timeZone);
      return wallClock ? deliveryStore.getState().applyDefault(type, `${wallClock.date} ${wallClock.time}`) : null;
    };
    const first = apply(selection.time);
    if (!first) return;
    applied.current = true;
    pending.current = first
      .catch((error: unknown) => {
        // The default is the earliest quarter hour that can still be made: reaching the checkout as
        // it passes, the guest would be asked for a time instead of getting the next one.
        const next = earliestTimeOf(info, type, new Date());
        const retried = isTimeRefusal(error) && next && next !== selection.time ? apply(next) : null;
        if (!retried) throw error;
        return retried;
      })
      .then((changes) => notifyDeliveryChange(...changes))
      .catch(() => undefined);
  }, [basket, selection, info, deliveryStore, ticketing, paths.menu, navigate, notifyDeliveryChange]);

  // The guest may press "Place order" while the defaults are still being written: the order waits
  // for them rather than asking for a time the bar already shows.
  return useCallback(async () => {
    await pending.current;
    const { deliveryType, deliveryTime } = deliveryStore.getState();
    return deliveryType !== null && deliveryTime !== null;
  }, [deliveryStore]);
}
