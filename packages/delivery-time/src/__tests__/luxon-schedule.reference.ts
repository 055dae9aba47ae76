// The time rules as they were before issue 18 (one luxon DateTime per quarter hour), kept as the
// reference the luxon-free implementation is property-tested against. Not used by the package.
import { DateTime } from 'luxon';
import type { ClosedPeriod, Schedule, TimeRejection, TimeWindow } from '../index.ts';
import { isOnQuarterHourGrid, roundUpToQuarterHour, TIME_STEP_MINUTES } from '../quarter-hour.ts';

function minutesOf(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The wall-clock minute ranges `[from, to)` of a weekday, with windows past midnight split. */
function rangesOn(windows: readonly TimeWindow[], weekday: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const previousDay = weekday === 1 ? 7 : weekday - 1;
  for (const window of windows) {
    const open = minutesOf(window.open_at);
    let close = minutesOf(window.close_at);
    if (close === 0) close = 24 * 60;
    if (window.weekday === weekday) ranges.push(close > open ? [open, close] : [open, 24 * 60]);
    if (window.weekday === previousDay && close < open) ranges.push([0, close]);
  }
  return ranges;
}

function inClosedPeriod(time: DateTime, periods: readonly ClosedPeriod[]): boolean {
  const instant = time.toMillis();
  return periods.some((period) => instant >= Date.parse(period.starts_at) && instant < Date.parse(period.ends_at));
}

/** The bounds every offered time lies within: not before `earliest`, not after `latest`. */
export function bounds(schedule: Schedule, now: Date): { earliest: DateTime; latest: DateTime } {
  const local = DateTime.fromJSDate(now, { zone: schedule.timeZone });
  if (!local.isValid) throw new RangeError(`Unknown time zone: ${schedule.timeZone}`);
  let earliest = roundUpToQuarterHour(local.plus({ minutes: schedule.leadMinutes ?? 0 }));
  if (schedule.closed) earliest = DateTime.max(earliest, local.startOf('day').plus({ days: 1 }));
  const latest = local.endOf('day').plus({ days: schedule.availableDays ?? 0 });
  return { earliest, latest };
}

/**
 * The quarter-hour times of one local date (`YYYY-MM-DD`) a guest may pick: inside an opening
 * window, not in a closed period, not before now plus the lead minutes, not beyond the horizon.
 * Wall-clock times that do not exist on a DST change day are skipped; repeated ones appear once.
 */
export function availableTimes(schedule: Schedule, now: Date, isoDate: string): DateTime[] {
  const day = DateTime.fromISO(isoDate, { zone: schedule.timeZone });
  if (!day.isValid) return [];
  const { earliest, latest } = bounds(schedule, now);
  const times: DateTime[] = [];
  const seen = new Set<number>();
  for (const [from, to] of rangesOn(schedule.windows, day.weekday)) {
    for (let minute = Math.ceil(from / TIME_STEP_MINUTES) * TIME_STEP_MINUTES; minute < to; minute += TIME_STEP_MINUTES) {
      const time = DateTime.fromObject(
        { year: day.year, month: day.month, day: day.day, hour: Math.floor(minute / 60), minute: minute % 60 },
        { zone: schedule.timeZone },
      );
      const exists = time.hour * 60 + time.minute === minute && time.day === day.day;
      if (!exists || seen.has(time.toMillis())) continue;
      if (time < earliest || time > latest || inClosedPeriod(time, schedule.closedPeriods ?? [])) continue;
      seen.add(time.toMillis());
      times.push(time);
    }
  }
  return times.sort((a, b) => a.toMillis() - b.toMillis());
}

/** The local dates from today to the horizon that offer at least one time. */
export function availableDates(schedule: Schedule, now: Date): string[] {
  const { latest } = bounds(schedule, now);
  const dates: string[] = [];
  for (let day = DateTime.fromJSDate(now, { zone: schedule.timeZone }).startOf('day'); day <= latest; day = day.plus({ days: 1 })) {
    const isoDate = day.toISODate();
    if (isoDate && availableTimes(schedule, now, isoDate).length > 0) dates.push(isoDate);
  }
  return dates;
}

/** The first time a guest may pick, or null when the horizon holds none. */
export function earliestAvailableTime(schedule: Schedule, now: Date): DateTime | null {
  for (const isoDate of availableDates(schedule, now)) {
    const first = availableTimes(schedule, now, isoDate)[0];
    if (first) return first;
  }
  return null;
}

/**
 * Checks a requested time (an ISO instant, or a wall-clock `YYYY-MM-DD HH:mm` in the restaurant's
 * zone) and says why it fails, in the order a guest would want to hear it.
 */
export function checkTime(
  schedule: Schedule,
  now: Date,
  requested: string,
): { ok: true; time: DateTime } | { ok: false; reason: TimeRejection } {
  const text = requested.trim();
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  const time = (
    hasOffset ? DateTime.fromISO(text, { setZone: true }) : DateTime.fromISO(text.replace(' ', 'T'), { zone: schedule.timeZone })
  ).setZone(schedule.timeZone);
  if (!time.isValid) return { ok: false, reason: 'invalid' };
  if (time.toMillis() < now.getTime()) return { ok: false, reason: 'past' };
  if (!isOnQuarterHourGrid(time)) return { ok: false, reason: 'off_grid' };
  const { earliest, latest } = bounds(schedule, now);
  if (time < earliest) return { ok: false, reason: schedule.closed ? 'closed' : 'before_lead_time' };
  if (time > latest) return { ok: false, reason: 'beyond_horizon' };
  if (inClosedPeriod(time, schedule.closedPeriods ?? [])) return { ok: false, reason: 'closed' };
  const minuteOfDay = time.hour * 60 + time.minute;
  const open = rangesOn(schedule.windows, time.weekday).some(([from, to]) => minuteOfDay >= from && minuteOfDay < to);
  if (!open) return { ok: false, reason: 'outside_hours' };
  return { ok: true, time };
}

/** Luxon's offset (minutes) of a zone at an instant. */
export function offsetOf(instant: number, timeZone: string): number {
  return DateTime.fromMillis(instant, { zone: timeZone }).offset;
}
