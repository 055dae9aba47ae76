export { TimePlan, type TimePlanClosure, type TimePlanProps, type TimePlanSchedule } from './TimePlan.tsx';
