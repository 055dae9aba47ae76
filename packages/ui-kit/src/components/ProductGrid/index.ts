export { PRODUCT_SKELETON_COUNT, ProductGrid, type ProductGridProps } from './ProductGrid.tsx';
