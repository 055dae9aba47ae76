export { CategorySideMenu, type CategorySideMenuProps } from './CategorySideMenu.tsx';
