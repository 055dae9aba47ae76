export { ProductCardSkeleton } from './ProductCardSkeleton.tsx';
