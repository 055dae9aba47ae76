// The offered times on epoch milliseconds, without luxon (issue 18): what a menu's first render
// needs (its default delivery time) and a time picker lists. schedule.ts wraps these in luxon
// DateTimes for the callers that want them.
import { TIME_STEP_MINUTES } from './quarter-hour.ts';
import type { Schedule, TimeWindow } from './schedule.ts';
import { isKnownZone } from './zone-offsets.ts';
import {
  fromWall,
  isoDateOfWall,
  MINUTE_MS,
  midnightOf,
  minuteOf,
  plus,
  startOfDay,
  startOfMinute,
  wallOf,
  wallOfIsoDate,
  weekdayOfWall,
  type ZonedTime,
  zonedAt,
} from './zoned-time.ts';

function minutesOf(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The wall-clock minute ranges `[from, to)` of a weekday, with windows past midnight split. */
export function rangesOn(windows: readonly TimeWindow[], weekday: number): Array<[number, number]> {
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

/** What every offered time of one call is checked against, worked out once per call. */
export interface Limits {
  timeZone: string;
  /** The instant of the call: its offset is the guess for wall-clock times (luxon guesses the offset at now). */
  guess: number;
  earliest: ZonedTime;
  latest: ZonedTime;
  closedPeriods: Array<[number, number]>;
  windows: readonly TimeWindow[];
}

export function limitsOf(schedule: Schedule, now: Date): Limits {
  const { timeZone } = schedule;
  const local = zonedAt(timeZone, now.getTime());
  if (Number.isNaN(local.offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  let earliest = roundUpToGrid(timeZone, plus(timeZone, local, { milliseconds: (schedule.leadMinutes ?? 0) * MINUTE_MS }));
  if (schedule.closed) {
    const tomorrow = plus(timeZone, startOfDay(timeZone, local), { days: 1 });
    if (tomorrow.instant > earliest.instant) earliest = tomorrow;
  }
  // luxon's local.endOf('day').plus({ days: availableDays }), step for step.
  const endOfDay = plus(timeZone, startOfDay(timeZone, plus(timeZone, local, { days: 1 })), { milliseconds: -1 });
  const latest = plus(timeZone, endOfDay, { days: schedule.availableDays ?? 0 });
  const closedPeriods = (schedule.closedPeriods ?? []).map((period): [number, number] => [
    Date.parse(period.starts_at),
    Date.parse(period.ends_at),
  ]);
  return { timeZone, guess: local.offset, earliest, latest, closedPeriods, windows: schedule.windows };
}

function roundUpToGrid(timeZone: string, time: ZonedTime): ZonedTime {
  const start = startOfMinute(timeZone, time);
  const rest = minuteOf(start) % TIME_STEP_MINUTES;
  if (start.instant === time.instant && rest === 0) return start;
  return plus(timeZone, start, { milliseconds: (TIME_STEP_MINUTES - rest) * MINUTE_MS });
}

/** The offered instants of the date whose midnight is the wall value `day`, ascending. */
export function instantsOn(limits: Limits, day: number): number[] {
  const instants: number[] = [];
  for (const [from, to] of rangesOn(limits.windows, weekdayOfWall(day))) {
    for (let minute = Math.ceil(from / TIME_STEP_MINUTES) * TIME_STEP_MINUTES; minute < to; minute += TIME_STEP_MINUTES) {
      const wall = day + minute * MINUTE_MS;
      const time = fromWall(limits.timeZone, wall, limits.guess);
      // A wall-clock time in a DST gap moves; a repeated one resolves to one instant.
      if (wallOf(time) !== wall || instants.includes(time.instant)) continue;
      if (time.instant < limits.earliest.instant || time.instant > limits.latest.instant) continue;
      if (limits.closedPeriods.some(([starts, ends]) => time.instant >= starts && time.instant < ends)) continue;
      instants.push(time.instant);
    }
  }
  return instants.sort((a, b) => a - b);
}

/** The wall values of the midnights from today to the horizon (luxon's day loop: startOf('day'), plus one day). */
export function* daysOf(limits: Limits, now: Date): Generator<number> {
  const { timeZone } = limits;
  for (
    let day = startOfDay(timeZone, zonedAt(timeZone, now.getTime()));
    day.instant <= limits.latest.instant;
    day = plus(timeZone, day, { days: 1 })
  ) {
    yield midnightOf(wallOf(day));
  }
}

function hhmmOf(wall: number): string {
  return new Date(wall).toISOString().slice(11, 16);
}

/**
 * `availableTimes` as wall-clock `HH:mm` texts, without luxon: what a time picker lists.
 * Takes `YYYY-MM-DD` only; another text, or an unknown zone, offers nothing.
 */
export function availableWallTimes(schedule: Schedule, now: Date, isoDate: string): string[] {
  const midnight = wallOfIsoDate(isoDate);
  if (midnight === null || !isKnownZone(schedule.timeZone)) return [];
  const limits = limitsOf(schedule, now);
  return instantsOn(limits, midnight).map((instant) => hhmmOf(wallOf(zonedAt(limits.timeZone, instant))));
}

/** The local dates from today to the horizon that offer at least one time. */
export function availableDates(schedule: Schedule, now: Date): string[] {
  const limits = limitsOf(schedule, now);
  const dates: string[] = [];
  for (const day of daysOf(limits, now)) {
    if (instantsOn(limits, day).length > 0) dates.push(isoDateOfWall(day));
  }
  return dates;
}

/**
 * The first instant (epoch milliseconds) a guest may pick, or null when the horizon holds none:
 * `earliestAvailableTime` without luxon, and without working out the days after the first that
 * has a time. What a menu needs for its default delivery time.
 */
export function earliestAvailableInstant(schedule: Schedule, now: Date): number | null {
  const limits = limitsOf(schedule, now);
  for (const day of daysOf(limits, now)) {
    const first = instantsOn(limits, day)[0];
    if (first !== undefined) return first;
  }
  return null;
}
