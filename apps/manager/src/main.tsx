import '@platter/ui-kit/styles.css';
import './app/print.css';
import { createApiClient, loadPageData } from '@platter/api-client';
import { AppRoutes, mountApp } from '@platter/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ManagerProvider } from './app/manager-context.tsx';
import { managerRoutes } from './app/router.tsx';
import { createManagerSession } from './app/session.ts';

await mountApp({
  container: document.getElementById('root') as HTMLElement,
  loadPageData: () => loadPageData({ app: 'manager', source: document }),
  render: (pageData) => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } });
    const api = createApiClient({
      baseUrl: pageData.apiBase,
      restaurantId: pageData.restaurant.id,
      storage: window.localStorage,
      // The server refused the manager token (expired, revoked): back to the sign-in.
      onUnauthenticated: () => {
        session.getState().signOut();
        queries.clear();
      },
    });
    const session = createManagerSession(api.tokens, window.localStorage);
    return (
      <QueryClientProvider client={queries}>
        <ManagerProvider api={api} session={session}>
          <BrowserRouter basename={import.meta.env.BASE_URL}>
            <AppRoutes routes={managerRoutes} />
          </BrowserRouter>
        </ManagerProvider>
      </QueryClientProvider>
    );
  },
});
