export { RestaurantLogo, type RestaurantLogoProps } from './RestaurantLogo.tsx';
