import { prepareZone } from '@platter/delivery-time';
import { prepareTimeLabels } from './default-time.ts';
import { prepareDeliveryWayTexts } from './delivery-ways.ts';

/**
 * Builds the Intl formats the menu's first render needs (the zone's offsets and weekday, the time
 * label's date and digits, the delivery ways' lists) ahead of it: each costs tens of milliseconds
 * the first time on a phone, and inside that render they made one long task (issue 18).
 */
export function prepareTimeTexts(language: string, timeZone: string): void {
  for (const step of preparationSteps(language, timeZone)) step();
}

/**
 * `prepareTimeTexts` in three tasks, one after the other, so that none is a long task of all three
 * (the zone's rules alone are about 85 ms at 4x CPU); returns the cancel function, an effect's cleanup.
 */
export function prepareTimeTextsInSteps(language: string, timeZone: string): () => void {
  const steps = preparationSteps(language, timeZone);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    steps.shift()?.();
    timer = steps.length > 0 ? setTimeout(next) : undefined;
  };
  timer = setTimeout(next);
  return () => clearTimeout(timer);
}

function preparationSteps(language: string, timeZone: string): Array<() => void> {
  return [() => prepareZone(timeZone), () => prepareTimeLabels(language, timeZone), () => prepareDeliveryWayTexts(language)];
}
