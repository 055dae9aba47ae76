export { DishImage, type DishImageProps } from './DishImage.tsx';
