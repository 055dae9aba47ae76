import type { PageData } from '@platter/contract';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../components/AppErrorBoundary/AppErrorBoundary.tsx';
import { AppThemeProvider } from '../provider/AppThemeProvider.tsx';
import { Snackbars } from '../provider/Snackbars.tsx';
import { PageDataProvider } from './page-data.tsx';

export interface AppProvidersProps {
  pageData: PageData;
  i18n: I18n;
  /** `test` disables transitions and portals. @default 'default' */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** What every app's screens rely on, composed once: theme, language, page data, error screen. */
export function AppProviders({ pageData, i18n, env = 'default', children }: AppProvidersProps) {
  return (
    <AppThemeProvider appearance={pageData.appearance} i18n={i18n} currency={pageData.restaurant.currency} env={env}>
      <Snackbars />
      <AppErrorBoundary onError={(error) => console.error(error)}>
        <PageDataProvider value={pageData}>{children}</PageDataProvider>
      </AppErrorBoundary>
    </AppThemeProvider>
  );
}
