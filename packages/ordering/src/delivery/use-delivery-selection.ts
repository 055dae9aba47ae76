import { type DeliveryTypeOption, deliveryTypeOptions } from '@platter/basket-core';
import { useDelivery } from '@platter/basket-core/react';
import type { DeliveryTypeName } from '@platter/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestaurantInfo } from '../services/context.tsx';
import { earliestTimeOf, quickTimeLabel } from './default-time.ts';
import { useTimeRules } from './time-rules.ts';

export interface DeliverySelection {
  options: DeliveryTypeOption[];
  /** The chosen type, else the first one on offer. */
  type: DeliveryTypeName | null;
  /** The basket's time (UTC ISO), else the earliest time of the type; what the menu is priced at. */
  time: string | null;
  /** Whether the guest (or the basket) chose the type and time, rather than these defaults. */
  chosen: boolean;
  label: string | null;
}

/**
 * The delivery type and time the storefront works with, defaults included (spec §5: next quarter hour).
 * Both are known on the first render (default-time.ts needs no luxon); only a time in a shape the
 * quick label does not read waits for the luxon rules to be labelled.
 */
export function useDeliverySelection(now: Date = new Date()): DeliverySelection {
  const info = useRestaurantInfo();
  const { t, i18n } = useTranslation('ordering');
  const storedType = useDelivery((state) => state.deliveryType);
  const storedTime = useDelivery((state) => state.deliveryTime);
  const minute = Math.floor(now.getTime() / 60_000);
  const at = useMemo(() => new Date(minute * 60_000), [minute]);
  const time = useMemo(() => {
    if (storedTime !== null) return storedTime;
    const type = storedType ?? deliveryTypeOptions(info).find((option) => option.available)?.type ?? null;
    return type ? earliestTimeOf(info, type, at) : null;
  }, [info, storedType, storedTime, at]);
  const quickLabel = useMemo(
    () => (time ? quickTimeLabel(time, info.timeZone, i18n.language, t, at) : null),
    [time, info.timeZone, i18n.language, t, at],
  );
  const rules = useTimeRules(time !== null && quickLabel === null);
  return useMemo(() => {
    const options = deliveryTypeOptions(info);
    const type = storedType ?? options.find((option) => option.available)?.type ?? null;
    const label = quickLabel ?? (time && rules ? rules.timeLabel(time, info.timeZone, i18n.language, t, at) : null);
    return { options, type, time, chosen: storedType !== null && storedTime !== null, label };
  }, [info, rules, storedType, storedTime, time, quickLabel, at, i18n.language, t]);
}
