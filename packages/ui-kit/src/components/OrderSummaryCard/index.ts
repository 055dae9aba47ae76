export { OrderSummaryCard, type OrderSummaryCardProps } from './OrderSummaryCard.tsx';
