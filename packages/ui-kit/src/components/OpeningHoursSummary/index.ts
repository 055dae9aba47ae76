export { OPENING_SLOTS_SHOWN, OpeningHoursSummary, type OpeningHoursSummaryProps } from './OpeningHoursSummary.tsx';
