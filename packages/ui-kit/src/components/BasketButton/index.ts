export { BasketButton, type BasketButtonProps } from './BasketButton.tsx';
