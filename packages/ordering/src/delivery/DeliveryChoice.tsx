import { useBasketStore, useDelivery, useDeliveryStore } from '@platter/basket-core/react';
import type { DeliveryTypeName } from '@platter/contract';
import { DeliveryDialog } from '@platter/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useDescribeError } from '../errors.ts';
import { useOverlay } from '../overlays.ts';
import { useRestaurantInfo } from '../services/context.tsx';
import { scheduleView, wallClockOf } from './delivery.ts';
import { useNotifyDeliveryChange } from './delivery-change-notice.ts';
import { useHappyHourDates } from './happy-hour-dates.ts';
import { useDeliverySelection } from './use-delivery-selection.ts';

/**
 * The "when and how" dialog: type, then date and quarter-hour time from the shared time rules.
 * Confirming writes both to the basket (created if needed), which reloads it; the menu follows,
 * since its queries are keyed by the time (spec §4).
 */
export function DeliveryChoice() {
  const info = useRestaurantInfo();
  const describeError = useDescribeError();
  const notifyDeliveryChange = useNotifyDeliveryChange();
  const { opened, close } = useOverlay('delivery');
  const selection = useDeliverySelection();
  const basketStore = useBasketStore();
  const deliveryStore = useDeliveryStore();
  const busy = useDelivery((state) => state.isChangingType || state.isChangingTime);
  const [type, setType] = useState<DeliveryTypeName | null>(selection.type);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const happyHourDates = useHappyHourDates(opened);

  // Each opening starts from what is chosen now.
  useEffect(() => {
    if (!opened) return;
    setType(selection.type);
    const wallClock = selection.time ? wallClockOf(selection.time, info.timeZone) : null;
    setDate(wallClock?.date ?? null);
    setTime(wallClock?.time ?? null);
    setError(null);
  }, [opened, selection.type, selection.time, info.timeZone]);

  const schedule = useMemo(() => (type ? scheduleView(info, type, new Date()) : null), [info, type]);
  const dates = schedule ? happyHourDates.restrict(schedule.dates, schedule.today) : [];
  const shownDate = date && dates.includes(date) ? date : (dates[0] ?? null);
  const times = schedule && shownDate ? schedule.timesOn(shownDate) : [];
  const shownTime = time && times.includes(time) ? time : null;

  async function confirm() {
    if (!type || !shownDate || !shownTime) return;
    setError(null);
    try {
      await basketStore.getState().ensure();
      notifyDeliveryChange(...(await deliveryStore.getState().choose(type, `${shownDate} ${shownTime}`)));
      close();
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <DeliveryDialog
      opened={opened}
      onClose={close}
      notice={error}
      typePicker={{ options: selection.options, value: type, onChange: setType, loading: busy }}
      timePicker={
        schedule
          ? {
              dates,
              value: shownDate ? { date: shownDate, time: shownTime } : null,
              times,
              today: schedule.today,
              loading: happyHourDates.loading,
              onDateChange: (next) => {
                setDate(next);
                setTime(null);
              },
              onTimeChange: setTime,
            }
          : null
      }
      onConfirm={() => void confirm()}
      confirmDisabled={!type || !shownDate || !shownTime}
      confirming={busy}
    />
  );
}
