export * from './account-components.ts';
export { AppProviders, type AppProvidersProps } from './app/AppProviders.tsx';
export { AppRoutes, ScreenOutlet } from './app/app-routes.tsx';
export { type MountAppOptions, mountApp } from './app/mount-app.tsx';
export { PageDataProvider, usePageData } from './app/page-data.tsx';
export * from './checkout-components.ts';
export { AppErrorBoundary, type AppErrorBoundaryProps, ErrorScreen } from './components/AppErrorBoundary/index.ts';
export { AppHeader, type AppHeaderProps } from './components/AppHeader/index.ts';
export {
  AppLayout,
  type AppLayoutProps,
  CONTENT_MAX_WIDTH,
  EVENT_SIDE_LIST_WIDTH,
  HEADER_HEIGHT,
  SIDE_MENU_WIDTH,
} from './components/AppLayout/index.ts';
export { BasketButton, type BasketButtonProps } from './components/BasketButton/index.ts';
export { ColorSchemeToggle } from './components/ColorSchemeToggle/index.ts';
export { DateStrip, type DateStripProps } from './components/DateStrip/index.ts';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/index.ts';
export { LanguageMenu, type LanguageMenuProps } from './components/LanguageMenu/index.ts';
export { NotFoundScreen, type NotFoundScreenProps } from './components/NotFoundScreen/index.ts';
export { LanguageSwitch, PreferenceControls } from './components/PreferenceControls/index.ts';
export { RestaurantHero, type RestaurantHeroProps } from './components/RestaurantHero/index.ts';
export { RestaurantLogo, type RestaurantLogoProps } from './components/RestaurantLogo/index.ts';
export { RetryAlert, type RetryAlertProps } from './components/RetryAlert/index.ts';
export * from './content-components.ts';
export { useDeferredShow } from './hooks/use-deferred-show.ts';
export { useDocumentTitle } from './hooks/use-document-title.ts';
export { useNearViewport } from './hooks/use-near-viewport.ts';
export { useWideFrom } from './hooks/use-wide-from.ts';
export { DEFAULT_DISH_IMAGE } from './images/index.ts';
export * from './manager-components.ts';
export * from './menu-components.ts';
export { useFormatMoney } from './money/use-format-money.ts';
export * from './ordering-components.ts';
export { AppThemeProvider, type AppThemeProviderProps } from './provider/AppThemeProvider.tsx';
export * from './table-components.ts';
export { type AppThemeOther, appThemeOther, createAppTheme } from './theme/create-app-theme.ts';
export { shadesOf } from './theme/shades.ts';
