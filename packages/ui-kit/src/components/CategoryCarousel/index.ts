export { CategoryCarousel, type CategoryCarouselProps, type CategoryNavItem, type MenuSelection } from './CategoryCarousel.tsx';
