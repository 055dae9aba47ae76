export { AppLayout, type AppLayoutProps, CONTENT_MAX_WIDTH, HEADER_HEIGHT, SIDE_MENU_WIDTH } from './AppLayout.tsx';
