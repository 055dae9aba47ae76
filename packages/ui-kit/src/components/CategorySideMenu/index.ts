export { CategorySideMenu, type CategorySideMenuProps, type SocialNetwork } from './CategorySideMenu.tsx';
