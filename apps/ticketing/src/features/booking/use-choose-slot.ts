import { deliveryTypeOptions } from '@platter/basket-core';
import { useBasketStore, useDeliveryStore } from '@platter/basket-core/react';
import type { DeliveryTypeName, TicketSlot } from '@platter/contract';
import { notifyError, useDescribeError, useRestaurantInfo } from '@platter/ordering';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Sets a ticket slot as the basket's time (creating the basket when needed), with the restaurant's
 * delivery type (pickup for the demo's exhibition); the places are asked again afterwards.
 */
export function useChooseSlot(): { choose: (date: string, slot: TicketSlot) => Promise<boolean>; savingId: number | null } {
  const info = useRestaurantInfo();
  const basketStore = useBasketStore();
  const deliveryStore = useDeliveryStore();
  const queryClient = useQueryClient();
  const describeError = useDescribeError();
  const [savingId, setSavingId] = useState<number | null>(null);
  const type: DeliveryTypeName = deliveryTypeOptions(info).find((option) => option.available)?.type ?? 'pickup';

  async function choose(date: string, slot: TicketSlot): Promise<boolean> {
    setSavingId(slot.id);
    try {
      await basketStore.getState().ensure();
      if (deliveryStore.getState().deliveryType !== type) await deliveryStore.getState().changeType(type);
      await deliveryStore.getState().changeTime(`${date} ${slot.time}`);
      return true;
    } catch (error) {
      notifyError(describeError(error));
      return false;
    } finally {
      setSavingId(null);
      void queryClient.invalidateQueries({ queryKey: ['ticket-slots'] });
    }
  }

  return { choose, savingId };
}
