import { prepareZone } from '@platter/delivery-time';
import { prepareTimeLabels } from './default-time.ts';
import { prepareDeliveryWayTexts } from './delivery-ways.ts';

/**
 * Builds the Intl formats the menu's first render needs (the zone's offsets and weekday, the time
 * label's date and digits, the delivery ways' lists) ahead of it: each costs tens of milliseconds
 * the first time on a phone, and inside that render they made one long task (issue 18).
 */
export function prepareTimeTexts(language: string, timeZone: string): void {
  prepareZone(timeZone);
  prepareTimeLabels(language, timeZone);
  prepareDeliveryWayTexts(language);
}
