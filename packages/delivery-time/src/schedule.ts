import { DateTime } from 'luxon';
import { earliestAvailableInstant, instantsOn, limitsOf, rangesOn } from './offered-times.ts';
import { TIME_STEP_MINUTES } from './quarter-hour.ts';
import { readRequestedTime } from './requested-time.ts';
import { DAY_MS, MINUTE_MS, wallOf, weekdayOfWall, type ZonedTime } from './zoned-time.ts';

/** An opening window of a weekday (1 Monday to 7 Sunday), in the restaurant's wall-clock time. */
export interface TimeWindow {
  weekday: number;
  /** `HH:mm`. */
  open_at: string;
  /** `HH:mm`; `00:00` or `24:00` means midnight, a time before `open_at` runs past midnight. */
  close_at: string;
}

/** A period the restaurant is closed (holidays), as UTC ISO instants; the end is exclusive. */
export interface ClosedPeriod {
  starts_at: string;
  ends_at: string;
}

/** Everything the time rules need about one delivery type of one restaurant. */
export interface Schedule {
  /** IANA time zone; every rule runs in it. */
  timeZone: string;
  /** Opening windows of this delivery type (available, takeaway or here times). */
  windows: readonly TimeWindow[];
  closedPeriods?: readonly ClosedPeriod[];
  /** Preparation minutes of the delivery type, added before rounding up. @default 0 */
  leadMinutes?: number;
  /** Days after today that may be ordered for; 0 means today only. @default 0 */
  availableDays?: number;
  /** The restaurant says it is closed now: the earliest time becomes tomorrow 00:00 (spec §5). */
  closed?: boolean;
}

export type TimeRejection = 'invalid' | 'past' | 'before_lead_time' | 'off_grid' | 'beyond_horizon' | 'closed' | 'outside_hours';
/** An accepted time: its instant (epoch ms), and as a luxon DateTime in the restaurant's zone (built when asked for). */
export type TimeCheck = { ok: true; instant: number; readonly time: DateTime } | { ok: false; reason: TimeRejection };

function inClosedPeriod(instant: number, periods: readonly ClosedPeriod[]): boolean {
  return periods.some((period) => instant >= Date.parse(period.starts_at) && instant < Date.parse(period.ends_at));
}

function toDateTime(time: ZonedTime | number, timeZone: string): DateTime {
  return DateTime.fromMillis(typeof time === 'number' ? time : time.instant, { zone: timeZone });
}

/** The bounds every offered time lies within: not before `earliest`, not after `latest`. */
export function bounds(schedule: Schedule, now: Date): { earliest: DateTime; latest: DateTime } {
  const { earliest, latest } = limitsOf(schedule, now);
  return { earliest: toDateTime(earliest, schedule.timeZone), latest: toDateTime(latest, schedule.timeZone) };
}

/**
 * The quarter-hour times of one local date (`YYYY-MM-DD`) a guest may pick: inside an opening
 * window, not in a closed period, not before now plus the lead minutes, not beyond the horizon.
 * Wall-clock times that do not exist on a DST change day are skipped; repeated ones appear once.
 */
export function availableTimes(schedule: Schedule, now: Date, isoDate: string): DateTime[] {
  const day = DateTime.fromISO(isoDate, { zone: schedule.timeZone });
  if (!day.isValid) return [];
  const midnight = Date.UTC(day.year, day.month - 1, day.day);
  return instantsOn(limitsOf(schedule, now), midnight).map((instant) => toDateTime(instant, schedule.timeZone));
}

/** The first time a guest may pick, or null when the horizon holds none. */
export function earliestAvailableTime(schedule: Schedule, now: Date): DateTime | null {
  const first = earliestAvailableInstant(schedule, now);
  return first === null ? null : toDateTime(first, schedule.timeZone);
}

/**
 * Checks a requested time (an ISO instant, or a wall-clock `YYYY-MM-DD HH:mm` in the restaurant's
 * zone) and says why it fails, in the order a guest would want to hear it.
 */
export function checkTime(schedule: Schedule, now: Date, requested: string): TimeCheck {
  const { timeZone } = schedule;
  const time = readTime(requested.trim(), timeZone, now);
  if (time === null) return { ok: false, reason: 'invalid' };
  const { instant } = time;
  const wall = wallOf(time);
  if (instant < now.getTime()) return { ok: false, reason: 'past' };
  // Whole quarter hours on the zone's clock: no seconds, no milliseconds, minutes 0, 15, 30 or 45.
  if (positiveModulo(wall, TIME_STEP_MINUTES * MINUTE_MS) !== 0) return { ok: false, reason: 'off_grid' };
  const { earliest, latest } = limitsOf(schedule, now);
  if (instant < earliest.instant) return { ok: false, reason: schedule.closed ? 'closed' : 'before_lead_time' };
  if (instant > latest.instant) return { ok: false, reason: 'beyond_horizon' };
  if (inClosedPeriod(instant, schedule.closedPeriods ?? [])) return { ok: false, reason: 'closed' };
  const minuteOfDay = Math.floor(positiveModulo(wall, DAY_MS) / MINUTE_MS);
  const open = rangesOn(schedule.windows, weekdayOfWall(wall)).some(([from, to]) => minuteOfDay >= from && minuteOfDay < to);
  if (!open) return { ok: false, reason: 'outside_hours' };
  let dateTime: DateTime | undefined;
  return {
    ok: true,
    instant,
    get time() {
      dateTime ??= toDateTime(instant, timeZone);
      return dateTime;
    },
  };
}

/** A requested time in the zone, or null when it is not one: the apps' two forms directly, any other through luxon. */
function readTime(text: string, timeZone: string, now: Date): ZonedTime | null {
  const read = readRequestedTime(text, timeZone, now);
  if (read !== undefined) return read;
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  const time = (
    hasOffset ? DateTime.fromISO(text, { setZone: true }) : DateTime.fromISO(text.replace(' ', 'T'), { zone: timeZone })
  ).setZone(timeZone);
  return time.isValid ? { instant: time.toMillis(), offset: time.offset } : null;
}

function positiveModulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
