import { DateTime } from 'luxon';

/** Delivery times move on a 15-minute grid (spec §9): minutes are only 0, 15, 30 or 45. */
export const TIME_STEP_MINUTES = 15;
export const MINUTE_CHOICES = [0, 15, 30, 45] as const;

/** Rounds up to the next quarter hour; a time already on the grid (seconds included) stays. */
export function roundUpToQuarterHour(time: DateTime): DateTime {
  const start = time.startOf('minute');
  const onGrid = start.equals(time) && start.minute % TIME_STEP_MINUTES === 0;
  if (onGrid) return start;
  const minutesToAdd = TIME_STEP_MINUTES - (start.minute % TIME_STEP_MINUTES);
  return start.plus({ minutes: minutesToAdd });
}

export function isOnQuarterHourGrid(time: DateTime): boolean {
  return time.second === 0 && time.millisecond === 0 && time.minute % TIME_STEP_MINUTES === 0;
}

export interface EarliestTimeInput {
  /** The current instant; rules never read the clock themselves. */
  now: Date;
  /** The restaurant's IANA time zone, e.g. `Europe/Berlin`. */
  timeZone: string;
  /** Preparation minutes of the chosen delivery type, added before rounding. @default 0 */
  leadMinutes?: number;
}

/**
 * The earliest time a guest may pick (spec §5): now plus the lead minutes of the delivery type,
 * then rounded up to the next quarter hour, in the restaurant's time zone.
 */
export function earliestPickableTime({ now, timeZone, leadMinutes = 0 }: EarliestTimeInput): DateTime {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (!local.isValid) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return roundUpToQuarterHour(local.plus({ minutes: leadMinutes }));
}
