export { AccountLayout, type AccountLayoutProps, type AccountSection } from './AccountLayout.tsx';
