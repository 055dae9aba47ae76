export { OrderTicket, type OrderTicketProps } from './OrderTicket.tsx';
export { PaidBadge } from './PaidBadge.tsx';
