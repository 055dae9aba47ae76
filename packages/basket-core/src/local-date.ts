/**
 * A day as `YYYY-MM-DD` on the device's calendar: "today" for the once-a-day rules (visits, table
 * capacity) is the visitor's day, not UTC's.
 */
export function localDate(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
