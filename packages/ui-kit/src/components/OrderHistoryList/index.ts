export { ORDER_SKELETON_ROWS, OrderHistoryList, type OrderHistoryListProps } from './OrderHistoryList.tsx';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge.tsx';
