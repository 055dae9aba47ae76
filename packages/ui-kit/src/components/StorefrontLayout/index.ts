export { CONTENT_MAX_WIDTH, HEADER_HEIGHT, SIDE_MENU_WIDTH, StorefrontLayout, type StorefrontLayoutProps } from './StorefrontLayout.tsx';
