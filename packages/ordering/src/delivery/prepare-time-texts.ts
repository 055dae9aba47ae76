import { prepareZone } from '@platter/delivery-time';
import { prepareTimeLabels } from './default-time.ts';
import { prepareDeliveryWayTexts } from './delivery-ways.ts';

/**
 * Builds the Intl formats the menu's first render needs ahead of it, in three tasks one after the
 * other: the zone's offsets and weekday, the time label's date and digits, the delivery ways'
 * lists. Each costs tens of milliseconds the first time on a phone (the zone's rules alone about
 * 85 ms at 4x CPU): inside that render they made one long task, and together one long task of
 * their own (issue 18). Returns the cancel function, an effect's cleanup.
 */
export function prepareTimeTexts(language: string, timeZone: string): () => void {
  const steps = [() => prepareZone(timeZone), () => prepareTimeLabels(language, timeZone), () => prepareDeliveryWayTexts(language)];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    steps.shift()?.();
    timer = steps.length > 0 ? setTimeout(next) : undefined;
  };
  timer = setTimeout(next);
  return () => clearTimeout(timer);
}
