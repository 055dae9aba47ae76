export { ProductSection, type ProductSectionProps, SUBCATEGORY_PREVIEW_COUNT } from './ProductSection.tsx';
