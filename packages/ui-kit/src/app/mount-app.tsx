import { Center, Text } from '@mantine/core';
import { DEFAULT_APPEARANCE, type PageData } from '@platter/contract';
import { currencyFromSymbol, initialLanguage, loadI18n, resolveLanguage } from '@platter/i18n';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppThemeProvider } from '../provider/AppThemeProvider.tsx';
import { AppProviders } from './AppProviders.tsx';
import { warmUpIntl } from './intl-warm-up.ts';

export interface MountAppOptions {
  /** The element to render into. */
  container: HTMLElement;
  /** Gets the page data (`loadPageData` of `@platter/api-client`); ui-kit itself calls no API. */
  loadPageData: () => Promise<PageData>;
  /** The app below the providers, usually its `<BrowserRouter>` with its `<AppRoutes>`. */
  render: (pageData: PageData, i18n: I18n) => ReactNode;
}

/**
 * Starts an app: page data, then the language (the guest's saved one, else the browser's first one
 * the apps speak, else the restaurant's; only its texts and the English fallback are loaded), then the providers. Without page data there is no restaurant to show, and the page says so.
 *
 * While the language's texts load, a worker builds the page's Intl formats (`warmUpIntl`).
 *
 * The app's first render is a transition: React renders it in slices of a few milliseconds and lets
 * the browser answer input between them, instead of one long task of the whole first screen
 * (issue 18, Total Blocking Time). The error screen is small and rendered at once. Returns the
 * way to unmount it (tests: an app left mounted keeps listening to global stores, such as the
 * snackbars').
 */
export async function mountApp({ container, loadPageData, render }: MountAppOptions): Promise<() => void> {
  const root = createRoot(container);
  try {
    const pageData = await loadPageData();
    const { restaurant } = pageData;
    const language = initialLanguage(restaurant.lang, localStorage, navigator.languages ?? []);
    warmUpIntl({ language, timeZone: restaurant.timeZone, currency: currencyFromSymbol(restaurant.currency) });
    const i18n = await loadI18n({ language });
    const app = (
      <StrictMode>
        <AppProviders pageData={pageData} i18n={i18n}>
          {render(pageData, i18n)}
        </AppProviders>
      </StrictMode>
    );
    startTransition(() => root.render(app));
  } catch (error) {
    console.error(error);
    const i18n = await loadI18n({ language: resolveLanguage(navigator.language) });
    root.render(
      <AppThemeProvider appearance={DEFAULT_APPEARANCE} i18n={i18n}>
        <Center mih="100vh" p="xl">
          <Text size="lg" ta="center" role="alert">
            {i18n.t('errors.pageDataMissing')}
          </Text>
        </Center>
      </AppThemeProvider>,
    );
  }
  return () => root.unmount();
}
