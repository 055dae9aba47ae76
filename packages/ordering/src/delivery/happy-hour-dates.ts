import { happyHourDeliveryDates } from '@platter/delivery-time';
import { useQuery } from '@tanstack/react-query';
import { useShownMenuSelection } from '../menu/use-menu.ts';
import { happyHourTimesQuery } from '../queries.ts';
import { useApi, useRestaurantInfo } from '../services/context.tsx';

/**
 * Happy hours in the delivery date picker (spec §5, §7 `products-happyHour-time`), decided here:
 *
 * - Only a restaurant with `pre_order_for_happy_hour` restricts the picker: it lets guests order its
 *   happy-hour products ahead, for a happy-hour day. Elsewhere the server still prices a line at the
 *   happy-hour price when the chosen time falls in one, but no day is greyed for it.
 * - The products being ordered ahead are those the menu shows: the chosen category, or the pinned
 *   list (the call's `categoryId or pinned`). The picker asks for their windows when it opens (the
 *   call is the spec's only use of them: products carry their own windows for pricing), so the
 *   menu's first paint waits for nothing; the answer is cached per category.
 * - With windows that have not ended, the days outside their weekdays and date ranges are greyed and
 *   the last day is the product date maximum (the latest happy-hour end, or the delivery type's last
 *   day when that is earlier), see `happyHourDeliveryDates`. A category without happy hours, or whose
 *   happy hours have all ended, leaves the delivery type's days as they are: there is nothing to
 *   order ahead for, and greying every day would stop the guest from ordering at all.
 * - Only days are greyed (spec: "Date-picker days ... are greyed"); the times of a happy-hour day
 *   stay the restaurant's opening times.
 */
export function useHappyHourDates(opened: boolean): { restrict: (dates: string[], today: string) => string[]; loading: boolean } {
  const api = useApi();
  const info = useRestaurantInfo();
  const selection = useShownMenuSelection();
  const asked = info.pre_order_for_happy_hour && selection !== null;
  const windows = useQuery({ ...happyHourTimesQuery(api, selection ?? 'pinned'), enabled: opened && asked });
  const happyHours = asked ? (windows.data ?? []) : [];
  return {
    restrict: (dates, today) => (happyHours.length > 0 ? happyHourDeliveryDates(dates, happyHours, today) : dates),
    loading: asked && opened && windows.isLoading,
  };
}
