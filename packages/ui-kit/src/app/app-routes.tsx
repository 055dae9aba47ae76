import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useRoutes } from 'react-router';

/**
 * An app's route table, rendered inside the app's `<BrowserRouter>` (tests: `<MemoryRouter>`).
 *
 * The apps use react-router's declarative mode: none of them loads data through the router, and
 * its data router (`createBrowserRouter`) cost about 17 KB gzip more on every app's first load and
 * 40 to 50 ms of set-up on the main thread (issue 18). A screen that loads with its route is a
 * `React.lazy` component; navigations are transitions, so the screen before stays while its code
 * loads.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The shell's place for its child route: a spinner while a screen's code loads on a page's first route. */
export function ScreenOutlet() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Outlet />
    </Suspense>
  );
}

function ScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <Center mih={240} role="status" aria-label={t('loading')}>
      <Loader type="dots" />
    </Center>
  );
}
