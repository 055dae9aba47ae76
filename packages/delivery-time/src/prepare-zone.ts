import { weekdayIn } from './opening-hours.ts';
import { offsetAt } from './zone-offsets.ts';

/**
 * Builds a time zone's Intl formats ahead of use. The first Intl.DateTimeFormat of a zone loads its
 * rules: about 85 ms at Lighthouse's 4x CPU, which used to land inside the menu's first render (issue 18,
 * Total Blocking Time). An app calls this while it waits for the network, in a task of its own.
 * An unknown zone is left for its first use to report.
 */
export function prepareZone(timeZone: string, now: Date = new Date()): void {
  try {
    offsetAt(timeZone, now.getTime() - (now.getTime() % 1000));
    weekdayIn(now, timeZone);
  } catch {
    // Not a zone Intl knows: the schedule's own checks say so where it matters.
  }
}
