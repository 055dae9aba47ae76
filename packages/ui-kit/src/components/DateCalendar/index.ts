export { addDays, type CalendarMonth, monthOf } from './calendar.ts';
export { DateCalendar, type DateCalendarProps, useCalendarFormats } from './DateCalendar.tsx';
