export { LanguageMenu, type LanguageMenuProps } from './LanguageMenu.tsx';
