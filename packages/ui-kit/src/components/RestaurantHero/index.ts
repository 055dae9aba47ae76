export { RestaurantHero, type RestaurantHeroProps } from './RestaurantHero.tsx';
