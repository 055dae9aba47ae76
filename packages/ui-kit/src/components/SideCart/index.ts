export { SideCart, type SideCartProps } from './SideCart.tsx';
