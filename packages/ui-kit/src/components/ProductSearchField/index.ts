export { ProductSearchField, type ProductSearchFieldProps } from './ProductSearchField.tsx';
