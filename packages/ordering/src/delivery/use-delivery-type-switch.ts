import { useBasketStore, useDeliveryStore } from '@platter/basket-core/react';
import type { DeliveryTypeName } from '@platter/contract';
import type { DeliveryTypeSwitchProps } from '@platter/ui-kit';
import { useCallback, useMemo } from 'react';
import { useOrderingConfig } from '../config.tsx';
import { useDescribeError } from '../errors.ts';
import { notifyError } from '../notify.ts';
import { overlayStore } from '../overlays.ts';
import { useRestaurantInfo } from '../services/context.tsx';
import { quickTimeForType } from './default-time.ts';
import { useNotifyDeliveryChange } from './delivery-change-notice.ts';
import { loadTimeRules } from './time-rules.ts';
import { useDeliverySelection } from './use-delivery-selection.ts';

/**
 * The delivery type as a one-tap switch (the fast path of issue 16: no dialog behind "Change" to
 * go from delivery to pickup): writes the type with a time it allows and says what the change
 * took out of the cart. Null in ticketing mode, where the time is a ticket slot.
 */
export function useDeliveryTypeSwitch(): DeliveryTypeSwitchProps | null {
  const info = useRestaurantInfo();
  const { ticketing } = useOrderingConfig();
  const selection = useDeliverySelection();
  const basketStore = useBasketStore();
  const deliveryStore = useDeliveryStore();
  const describeError = useDescribeError();
  const notifyDeliveryChange = useNotifyDeliveryChange();
  const current = selection.time;
  const select = useCallback(
    async (type: DeliveryTypeName) => {
      const now = new Date();
      const quick = quickTimeForType(info, type, current, now);
      const time = quick !== undefined ? quick : (await loadTimeRules()).timeForType(info, type, current, now);
      // Nothing left today or later: the dialog shows the type's days and says so.
      if (!time) {
        overlayStore.getState().show('delivery');
        return;
      }
      try {
        await basketStore.getState().ensure();
        notifyDeliveryChange(...(await deliveryStore.getState().choose(type, time)));
      } catch (error) {
        notifyError(describeError(error));
      }
    },
    [info, current, basketStore, deliveryStore, notifyDeliveryChange, describeError],
  );
  return useMemo(
    () => (ticketing ? null : { options: selection.options, onSelect: (type: DeliveryTypeName) => void select(type) }),
    [ticketing, selection.options, select],
  );
}
