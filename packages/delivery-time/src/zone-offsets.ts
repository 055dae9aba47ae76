// A time zone's UTC offset at an instant without luxon (issue 18). Luxon asks
// Intl.DateTimeFormat#formatToParts for the offset of every DateTime it builds in a zone, which
// made the menu's default delivery time cost hundreds of milliseconds on a phone. Offsets change
// only at transitions, so each UTC day of a zone is asked about once: the offsets at its start and
// end, and when they differ, the transition's second, found by bisection. A day with two
// transitions that cancel out (no zone has had one in this century) would be missed.

const DAY_MS = 86_400_000;

interface DayOffsets {
  before: number;
  after: number;
  /** The first instant (a whole second) of `after`; Infinity when the day has one offset. */
  at: number;
}

interface ZoneOffsets {
  format: Intl.DateTimeFormat;
  days: Map<number, DayOffsets>;
}

const zones = new Map<string, ZoneOffsets | null>();
// A server asks about a few days per zone and day; this bounds what a long-running process keeps.
const MAX_DAYS_PER_ZONE = 4096;

function zoneOffsets(timeZone: string): ZoneOffsets | null {
  let zone = zones.get(timeZone);
  if (zone === undefined) {
    try {
      // The options luxon uses, so that both read the same fields.
      const format = new Intl.DateTimeFormat('en-US', {
        hour12: false,
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        era: 'short',
      });
      zone = { format, days: new Map() };
    } catch {
      zone = null;
    }
    zones.set(timeZone, zone);
  }
  return zone;
}

/** The offset in minutes at an instant that is a whole second, read from Intl as luxon reads it. */
function offsetFromIntl(format: Intl.DateTimeFormat, instant: number): number {
  const fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0, era: 'AD' };
  for (const part of format.formatToParts(instant)) {
    if (part.type === 'era') fields.era = part.value;
    else if (part.type in fields) (fields as Record<string, number | string>)[part.type] = Number.parseInt(part.value, 10);
  }
  const year = fields.era === 'BC' ? -Math.abs(fields.year) + 1 : fields.year;
  let asUtc = Date.UTC(year, fields.month - 1, fields.day, fields.hour === 24 ? 0 : fields.hour, fields.minute, fields.second);
  if (year >= 0 && year < 100) {
    // Date.UTC reads years 0 to 99 as 1900 to 1999.
    const date = new Date(asUtc);
    date.setUTCFullYear(year, fields.month - 1, fields.day);
    asUtc = date.getTime();
  }
  return (asUtc - instant) / 60_000;
}

function dayOffsets(zone: ZoneOffsets, day: number): DayOffsets {
  let offsets = zone.days.get(day);
  if (offsets) return offsets;
  const start = day * DAY_MS;
  const end = start + DAY_MS;
  const before = offsetFromIntl(zone.format, start);
  const after = offsetFromIntl(zone.format, end);
  let at = Number.POSITIVE_INFINITY;
  if (before !== after) {
    let low = start;
    let high = end;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetFromIntl(zone.format, middle) === before) low = middle;
      else high = middle;
    }
    at = high;
  }
  offsets = { before, after, at };
  if (zone.days.size >= MAX_DAYS_PER_ZONE) zone.days.clear();
  zone.days.set(day, offsets);
  return offsets;
}

/** Whether the runtime knows the zone (an IANA name such as `Europe/Berlin`, or `UTC`). */
export function isKnownZone(timeZone: string): boolean {
  return zoneOffsets(timeZone) !== null;
}

/**
 * The zone's offset from UTC in minutes at an instant (epoch milliseconds), as luxon's
 * `IANAZone#offset` gives it; NaN for an unknown zone or an invalid instant.
 */
export function offsetAt(timeZone: string, instant: number): number {
  const zone = zoneOffsets(timeZone);
  if (!zone || !Number.isFinite(instant)) return Number.NaN;
  const offsets = dayOffsets(zone, Math.floor(instant / DAY_MS));
  return instant >= offsets.at ? offsets.after : offsets.before;
}
