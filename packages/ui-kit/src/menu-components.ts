// Public exports of this group of components; index.ts re-exports this file.
export {
  CategoryCarousel,
  type CategoryCarouselProps,
  type CategoryNavItem,
  type MenuSelection,
} from './components/CategoryCarousel/index.ts';
export { CATEGORY_SHEET_TALL_FROM, CategorySheet, type CategorySheetProps } from './components/CategorySheet/index.ts';
export { CategorySideMenu, type CategorySideMenuProps } from './components/CategorySideMenu/index.ts';
export { EVENT_TOP_BAR_HEIGHT, EventTopBar, type EventTopBarProps } from './components/EventTopBar/index.ts';
export { type HeaderLink, HeaderLinks, type HeaderLinksProps } from './components/HeaderLinks/index.ts';
export { NewsletterBox, type NewsletterBoxProps } from './components/NewsletterBox/index.ts';
export { OPENING_SLOTS_SHOWN, OpeningHoursSummary, type OpeningHoursSummaryProps } from './components/OpeningHoursSummary/index.ts';
export { LOW_STOCK_THRESHOLD, ProductCard, type ProductCardProps, ProductCardSkeleton } from './components/ProductCard/index.ts';
export { PRODUCT_SKELETON_COUNT, ProductGrid, type ProductGridProps } from './components/ProductGrid/index.ts';
export { ProductSearchField, type ProductSearchFieldProps } from './components/ProductSearchField/index.ts';
export { ProductSection, type ProductSectionProps, SUBCATEGORY_PREVIEW_COUNT } from './components/ProductSection/index.ts';
export { ProductStrip, type ProductStripProps } from './components/ProductStrip/index.ts';
export { SocialLinks, type SocialLinksProps, type SocialNetwork } from './components/SocialLinks/index.ts';
export { SpecialOfferHeading, type SpecialOfferHeadingProps } from './components/SpecialOfferHeading/index.ts';
