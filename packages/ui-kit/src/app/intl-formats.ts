/** What a page formats: its language, its restaurant's zone and currency (an ISO code such as `EUR`). */
export interface IntlNeeds {
  language: string;
  timeZone: string;
  currency: string;
}

/**
 * Builds and uses once the kinds of Intl format the apps' first screens build: the zone's offsets
 * and weekday as delivery-time reads them (en-US), the language's dates and times in the zone, its
 * money, plurals and lists. Returns how many were built; a format the runtime refuses (an unknown
 * zone or currency) is skipped, since the page's own use reports it where it matters.
 */
export function buildIntlFormats({ language, timeZone, currency }: IntlNeeds, now = Date.now()): number {
  const builders: Array<() => unknown> = [
    () =>
      new Intl.DateTimeFormat('en-US', {
        hour12: false,
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        era: 'short',
      }).formatToParts(now),
    () => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(now),
    () => new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'numeric', timeZone }).format(now),
    () => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(now),
    () => new Intl.NumberFormat(language, { style: 'currency', currency }).format(12.5),
    () => new Intl.PluralRules(language).select(2),
    () => new Intl.ListFormat(language, { type: 'conjunction' }).format(['a', 'b']),
  ];
  let built = 0;
  for (const build of builders) {
    try {
      build();
      built += 1;
    } catch {
      // Refused here, reported by the page's own use.
    }
  }
  return built;
}
