export { MINIMUM_ADD_QUANTITY, parseQuantity } from './quantity.ts';
export { quantityInCart, type StockUsingLine, stockLeft } from './stock.ts';
