import type { WallClock } from '../../time/wall-clock.ts';

/** What decides whether a break pattern pauses its products at a moment. */
export interface PatternSchedule {
  /** `HH:mm`: the pause starts then and lasts to the end of the day. */
  start_time: string;
  /** 1 Monday to 7 Sunday. */
  weekdays: readonly number[];
  /** `YYYY-MM-DD`, inclusive. */
  start_date: string;
  /** `YYYY-MM-DD`, inclusive. */
  end_date: string;
  /** Set once a manager stopped it: a stopped pattern never pauses again. */
  stopped_at: string | null;
}

/**
 * Whether a break pattern pauses its products at a moment of the restaurant's wall clock: it is not
 * stopped, the date lies in its range, the weekday is one of its weekdays, and the time is at or
 * after its start time. The pause ends with the day: a pattern never runs past midnight (a start of
 * `00:00` pauses the whole day).
 */
export function isPatternActiveAt(pattern: PatternSchedule, clock: WallClock): boolean {
  if (pattern.stopped_at !== null) return false;
  if (clock.date < pattern.start_date || clock.date > pattern.end_date) return false;
  if (!pattern.weekdays.includes(clock.weekday)) return false;
  return clock.time >= pattern.start_time;
}

/** The products the active patterns among `patterns` pause at the moment. */
export function pausedProductIds(
  patterns: ReadonlyArray<PatternSchedule & { products: readonly number[] }>,
  clock: WallClock,
): Set<number> {
  const paused = new Set<number>();
  for (const pattern of patterns) {
    if (!isPatternActiveAt(pattern, clock)) continue;
    for (const productId of pattern.products) paused.add(productId);
  }
  return paused;
}

/** The name as names are compared: without regard to case, in every script (`Ä` matches `ä`). */
export function nameKeyOf(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}
