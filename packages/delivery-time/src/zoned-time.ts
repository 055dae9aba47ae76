// Wall-clock arithmetic in a time zone on plain numbers, step for step as luxon does it (its
// fixOffset, plus, startOf), so that the time rules give luxon's results without building a
// DateTime per quarter hour (issue 18). "Wall" values are the local date and time written as if
// they were UTC epoch milliseconds, which makes calendar fields plain UTC getters.
import { offsetAt } from './zone-offsets.ts';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** An instant and the zone's offset (minutes) there: what a luxon DateTime holds. */
export interface ZonedTime {
  instant: number;
  offset: number;
}

export function zonedAt(timeZone: string, instant: number): ZonedTime {
  return { instant, offset: offsetAt(timeZone, instant) };
}

export function wallOf(time: ZonedTime): number {
  return time.instant + time.offset * MINUTE_MS;
}

/**
 * The instant of a wall-clock time, starting from a guessed offset (luxon's fixOffset): a time in
 * a DST gap moves forward by the gap, a repeated time takes the occurrence whose offset is the guess
 * when it is one of the two.
 */
export function fromWall(timeZone: string, wall: number, guess: number): ZonedTime {
  let instant = wall - guess * MINUTE_MS;
  const second = offsetAt(timeZone, instant);
  if (second === guess) return { instant, offset: guess };
  instant -= (second - guess) * MINUTE_MS;
  const third = offsetAt(timeZone, instant);
  if (second === third) return { instant, offset: second };
  return { instant: wall - Math.min(second, third) * MINUTE_MS, offset: Math.max(second, third) };
}

/** Calendar days on the wall clock, then milliseconds on the instant (luxon's `plus`). */
export function plus(
  timeZone: string,
  time: ZonedTime,
  { days = 0, milliseconds = 0 }: { days?: number; milliseconds?: number },
): ZonedTime {
  const wholeDays = Math.trunc(days);
  const moved = fromWall(timeZone, wallOf(time) + wholeDays * DAY_MS, time.offset);
  const extra = (days - wholeDays) * DAY_MS + milliseconds;
  return extra === 0 ? moved : zonedAt(timeZone, moved.instant + extra);
}

/** The wall value of the midnight that starts a wall value's date. */
export function midnightOf(wall: number): number {
  return wall - positiveModulo(wall, DAY_MS);
}

export function startOfDay(timeZone: string, time: ZonedTime): ZonedTime {
  return fromWall(timeZone, midnightOf(wallOf(time)), time.offset);
}

export function startOfMinute(timeZone: string, time: ZonedTime): ZonedTime {
  const wall = wallOf(time);
  return fromWall(timeZone, wall - positiveModulo(wall, MINUTE_MS), time.offset);
}

/** The minute of the hour on the wall clock. */
export function minuteOf(time: ZonedTime): number {
  return Math.floor(positiveModulo(wallOf(time), 3_600_000) / MINUTE_MS);
}

/** The weekday of a wall value, 1 Monday to 7 Sunday (1970-01-01 was a Thursday). */
export function weekdayOfWall(wall: number): number {
  return positiveModulo(Math.floor(wall / DAY_MS) + 3, 7) + 1;
}

/** `YYYY-MM-DD` of a wall value. */
export function isoDateOfWall(wall: number): string {
  return new Date(midnightOf(wall)).toISOString().slice(0, 10);
}

/** The wall value of a date's midnight from `YYYY-MM-DD`, or null when it is not a calendar date. */
export function wallOfIsoDate(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date.getTime() : null;
}

function positiveModulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
