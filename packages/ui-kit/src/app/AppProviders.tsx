import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { PageData } from '@platter/contract';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '../components/AppErrorBoundary/AppErrorBoundary.tsx';
import { AppThemeProvider } from '../provider/AppThemeProvider.tsx';
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

/**
 * Snackbars: spec §9 closes them after 8000 ms unless a call says otherwise. Each one's close
 * button is named in the guest's language (a nameless button fails WCAG 4.1.2).
 */
function Snackbars() {
  const { t } = useTranslation('common');
  const label = t('closeNotice');
  const theme = useMemo(() => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': label } } } } }), [label]);
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications position="bottom-center" autoClose={8000} limit={3} />
    </MantineThemeProvider>
  );
}
