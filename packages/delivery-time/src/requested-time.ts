// A requested delivery time read without luxon (issue 18): luxon asked Intl for the zone's offset
// once per DateTime it built, a few per cent of a checkout's CPU on the server. The two forms the
// apps send are read here; any other text is left to luxon (`undefined`), so that what is accepted
// and how it is read stay luxon's.
import { offsetAt } from './zone-offsets.ts';
import { fromWall, MINUTE_MS, type ZonedTime, zonedAt } from './zoned-time.ts';

/** `YYYY-MM-DD HH:mm` or with `T`, optional seconds and milliseconds: a wall clock of the restaurant's zone. */
const WALL_CLOCK_TEXT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
/** The same with `T` and an offset (`Z`, `+01:00`, `+0100`): an instant. */
const INSTANT_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/** The fields as epoch milliseconds read as UTC, or undefined when luxon should judge them (odd years, 24:00, day 31 of a short month). */
function wallOfFields(match: RegExpExecArray): number | undefined {
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((index) => Number(match[index])) as [number, number, number, number, number];
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const millisecond = match[7] === undefined ? 0 : Number(match[7].padEnd(3, '0'));
  if (year < 100 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  return new Date(wall).getUTCDate() === day ? wall : undefined;
}

/**
 * The instant and the zone's offset of a requested time (trimmed text), as luxon's `fromISO`
 * reads it and `setZone(timeZone)` places it: null for an unknown zone, undefined for a text in
 * any other form than the two above (luxon reads it).
 */
export function readRequestedTime(text: string, timeZone: string, now: Date): ZonedTime | null | undefined {
  const wallClock = WALL_CLOCK_TEXT.exec(text);
  if (wallClock) {
    const wall = wallOfFields(wallClock);
    if (wall === undefined) return undefined;
    const guess = offsetAt(timeZone, now.getTime());
    return Number.isNaN(guess) ? null : fromWall(timeZone, wall, guess);
  }
  const instantText = INSTANT_TEXT.exec(text);
  if (!instantText) return undefined;
  const wall = wallOfFields(instantText);
  const [sign, offsetHours, offsetMinutes] = [instantText[8], Number(instantText[9] ?? 0), Number(instantText[10] ?? 0)];
  if (wall === undefined || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  const zoned = zonedAt(timeZone, wall - offset * MINUTE_MS);
  return Number.isNaN(zoned.offset) ? null : zoned;
}
