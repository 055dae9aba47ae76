export { type UpcomingDatesInput, upcomingDates, weekdayOf } from './calendar.ts';
export {
  type HappyHour,
  happyHourAt,
  happyHourDeliveryDates,
  happyHoursAt,
  isHappyHourDate,
  productDateMaximum,
} from './happy-hours.ts';
export { availableDates, availableWallTimes, earliestAvailableInstant } from './offered-times.ts';
export { openingHoursToday, weekdayIn } from './opening-hours.ts';
export { prepareZone } from './prepare-zone.ts';
export { type ProductDateRule, type ProductDateRuleInput, productDateRule } from './product-dates.ts';
export {
  type EarliestTimeInput,
  earliestPickableTime,
  isOnQuarterHourGrid,
  MINUTE_CHOICES,
  roundUpToQuarterHour,
  TIME_STEP_MINUTES,
} from './quarter-hour.ts';
export {
  availableTimes,
  bounds,
  type ClosedPeriod,
  checkTime,
  earliestAvailableTime,
  type Schedule,
  type TimeCheck,
  type TimeRejection,
  type TimeWindow,
} from './schedule.ts';
export { type TicketSlot, type TicketTime, ticketSlots } from './ticket-slots.ts';
export { instantOfWallClock, type WallClock, wallClockAt } from './wall-clock.ts';
export { isKnownZone, offsetAt } from './zone-offsets.ts';
