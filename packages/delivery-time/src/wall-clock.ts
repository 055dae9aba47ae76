import { offsetAt } from './zone-offsets.ts';
import { fromWall, isoDateOfWall, MINUTE_MS, wallOf, wallOfIsoDate, zonedAt } from './zoned-time.ts';

/** A date and time of day on a zone's clocks. */
export interface WallClock {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`. */
  time: string;
}

/** What the zone's clocks show at an instant (epoch ms), without luxon; null for an unknown zone. */
export function wallClockAt(instant: number, timeZone: string): WallClock | null {
  const zoned = zonedAt(timeZone, instant);
  if (Number.isNaN(zoned.offset)) return null;
  const wall = wallOf(zoned);
  return { date: isoDateOfWall(wall), time: new Date(wall).toISOString().slice(11, 16) };
}

/**
 * The instant (epoch ms) of a date and `HH:mm` on the zone's clocks, as luxon reads it: a time a
 * DST change skips moves forward by the gap; a repeated one is the occurrence with the offset at
 * `now` when that is one of its two. Null for text that is not a date and time, or an unknown zone.
 */
export function instantOfWallClock({ date, time }: WallClock, timeZone: string, now: Date): number | null {
  const midnight = wallOfIsoDate(date);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const guess = offsetAt(timeZone, now.getTime());
  if (midnight === null || !match || Number.isNaN(guess)) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  return fromWall(timeZone, midnight + (hour * 60 + minute) * MINUTE_MS, guess).instant;
}
