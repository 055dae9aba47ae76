export { OrderBoardCard, type OrderBoardCardProps } from './OrderBoardCard.tsx';
