export { DeliverySummaryBar, type DeliverySummaryBarProps, type DeliveryTypeSwitchProps } from './DeliverySummaryBar.tsx';
