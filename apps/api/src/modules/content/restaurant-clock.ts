/** The restaurant's wall clock: today's date `YYYY-MM-DD` and the time `HH:mm` where it stands. */
export interface RestaurantClockReading {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * What the clock shows in the restaurant's time zone at `now`: guests pick dates and times as the
 * restaurant reads them (spec §5 "not in the past"), not as the server's zone would. A zone the
 * runtime does not know reads as UTC rather than failing the guest's request.
 */
export function restaurantClock(now: Date, timeZone: string): RestaurantClockReading {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone);
  } catch {
    formatter = formatterFor('UTC');
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
