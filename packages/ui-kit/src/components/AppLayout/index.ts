export { AppLayout, type AppLayoutProps, CONTENT_MAX_WIDTH, EVENT_SIDE_LIST_WIDTH, HEADER_HEIGHT, SIDE_MENU_WIDTH } from './AppLayout.tsx';
