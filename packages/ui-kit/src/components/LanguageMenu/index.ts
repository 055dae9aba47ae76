export { DeferredMenu, type DeferredMenuProps, type LoadedMenuProps, useOpenedOnMount } from './DeferredMenu.tsx';
export { LanguageMenu, type LanguageMenuProps } from './LanguageMenu.tsx';
