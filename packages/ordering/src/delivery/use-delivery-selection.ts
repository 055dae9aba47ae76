import { type DeliveryTypeOption, deliveryTypeOptions } from '@platter/basket-core';
import { useDelivery } from '@platter/basket-core/react';
import type { DeliveryTypeName } from '@platter/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestaurantInfo } from '../services/context.tsx';
import { useTimeRules } from './time-rules.ts';

export interface DeliverySelection {
  options: DeliveryTypeOption[];
  /** The chosen type, else the first one on offer. */
  type: DeliveryTypeName | null;
  /** The basket's time (UTC ISO), else the earliest time of the type; what the menu is priced at. */
  time: string | null;
  /** Whether the guest (or the basket) chose the type and time, rather than these defaults. */
  chosen: boolean;
  /**
   * Whether `time` is final: the basket's time, or the default once the time rules have loaded.
   * Queries priced at the time wait for it, so a default does not fetch the menu twice.
   */
  settled: boolean;
  label: string | null;
}

/** The delivery type and time the storefront works with, defaults included (spec §5: next quarter hour). */
export function useDeliverySelection(now: Date = new Date()): DeliverySelection {
  const info = useRestaurantInfo();
  const { t, i18n } = useTranslation('ordering');
  const rules = useTimeRules();
  const storedType = useDelivery((state) => state.deliveryType);
  const storedTime = useDelivery((state) => state.deliveryTime);
  const minute = Math.floor(now.getTime() / 60_000);
  return useMemo(() => {
    const options = deliveryTypeOptions(info);
    const type = storedType ?? options.find((option) => option.available)?.type ?? null;
    const at = new Date(minute * 60_000);
    const earliest = type && rules ? rules.earliestTimeOf(info, type, at) : null;
    const time = storedTime ?? earliest;
    const label = time && rules ? rules.timeLabel(time, info.timeZone, i18n.language, t, at) : null;
    const settled = storedTime !== null || rules !== null;
    return { options, type, time, chosen: storedType !== null && storedTime !== null, settled, label };
  }, [info, rules, storedType, storedTime, minute, i18n.language, t]);
}
