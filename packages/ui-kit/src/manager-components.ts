export { OrderBoardCard, type OrderBoardCardProps } from './components/OrderBoardCard/index.ts';
export { OrderTicket, type OrderTicketProps, PaidBadge } from './components/OrderTicket/index.ts';
