import { useBasket, useDeliveryStore } from '@platter/basket-core/react';
import { useEffect, useRef } from 'react';
import { useDeliverySelection, wallClockOf } from '../delivery/delivery.ts';
import { useRestaurantInfo } from '../services/context.tsx';

/**
 * A basket that reaches checkout without a type or time gets the menu's defaults (the type on
 * offer and the next possible quarter hour, spec §5), so the guest sees them and can change them.
 */
export function useApplyDefaultDelivery(): void {
  const info = useRestaurantInfo();
  const deliveryStore = useDeliveryStore();
  const basket = useBasket((state) => state.basket);
  const selection = useDeliverySelection();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !basket || basket.products.length === 0) return;
    if (basket.deliveryType !== null && basket.deliveryTime !== null) return;
    if (!selection.type || !selection.time) return;
    const wallClock = wallClockOf(selection.time, info.timeZone);
    if (!wallClock) return;
    applied.current = true;
    const { type } = selection;
    void (async () => {
      if (basket.deliveryType === null) await deliveryStore.getState().changeType(type);
      await deliveryStore.getState().changeTime(`${wallClock.date} ${wallClock.time}`);
    })().catch(() => undefined);
  }, [basket, selection, info.timeZone, deliveryStore]);
}
