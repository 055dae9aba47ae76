export { type UpcomingDatesInput, upcomingDates, weekdayOf } from './calendar.ts';
export {
  type EarliestTimeInput,
  earliestPickableTime,
  isOnQuarterHourGrid,
  MINUTE_CHOICES,
  roundUpToQuarterHour,
  TIME_STEP_MINUTES,
} from './quarter-hour.ts';
