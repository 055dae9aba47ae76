export { DeliverySummaryBar, type DeliverySummaryBarProps } from './DeliverySummaryBar.tsx';
