export { CartLine, type CartLineComment, type CartLineProps } from './CartLine.tsx';
