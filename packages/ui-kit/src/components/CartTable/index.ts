export { CartTable, type CartTableProps } from './CartTable.tsx';
