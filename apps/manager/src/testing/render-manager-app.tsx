import { createApiClient } from '@platter/api-client';
import { type PageData, pageDataSchema, type RestaurantInfo } from '@platter/contract';
import { createI18n, type Language } from '@platter/i18n';
import { createFakeRealtime, DEMO_PAGE_DATA, DEMO_RESTAURANT } from '@platter/ordering/testing';
import { AppProviders } from '@platter/ui-kit';
import { memoryRoutes } from '@platter/ui-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ManagerProvider } from '../app/manager-context.tsx';
import { managerRoutes } from '../app/router.tsx';
import { createManagerSession } from '../app/session.ts';
import type { createFakeManagerServer } from './fake-manager-server.ts';

export const BISTRO: RestaurantInfo = { ...DEMO_RESTAURANT, id: 1, name: 'Demo Bistro', timeZone: 'Europe/Berlin' };
export const CAFE: RestaurantInfo = { ...DEMO_RESTAURANT, id: 2, name: 'Café Zürich', slug: 'cafe-zurich', timeZone: 'Europe/Zurich' };

export interface RenderManagerAppOptions {
  server: ReturnType<typeof createFakeManagerServer>;
  path?: string;
  language?: Language;
  /** Starts with a manager token the server accepts. @default false */
  signedIn?: boolean;
  /** The realtime server. @default one that confirms every subscription */
  realtime?: ReturnType<typeof createFakeRealtime>;
}

/** The manager app as it runs, over the fake server, in a memory router. */
export function renderManagerApp({
  server,
  path = '/',
  language = 'en',
  signedIn = false,
  realtime = createFakeRealtime(),
}: RenderManagerAppOptions) {
  const pageData: PageData = pageDataSchema.parse(DEMO_PAGE_DATA);
  const api = createApiClient({
    baseUrl: pageData.apiBase,
    restaurantId: 1,
    storage: window.localStorage,
    fetch: server.fetch,
    WebSocket: realtime.WebSocket,
  });
  if (signedIn) api.tokens.rememberLogin(server.issueManagerToken(), '', 'manager');
  const session = createManagerSession(api.tokens, window.localStorage);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = memoryRoutes(managerRoutes, path);
  const result = render(
    <AppProviders pageData={pageData} i18n={createI18n({ language })} env="test">
      <QueryClientProvider client={queries}>
        <ManagerProvider api={api} session={session}>
          {router.element}
        </ManagerProvider>
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, router, api, session, queries, realtime };
}
