export { LOW_STOCK_THRESHOLD, ProductCard, type ProductCardProps } from './ProductCard.tsx';
export { ProductCardSkeleton } from './ProductCardSkeleton.tsx';
export { DeliveryNote, OptionsHint, type ProductCueProps } from './ProductCues.tsx';
export { ProductPrice, type ProductPriceProps } from './ProductPrice.tsx';
