export { EVENT_TOP_BAR_HEIGHT, EventTopBar, type EventTopBarProps } from './EventTopBar.tsx';
