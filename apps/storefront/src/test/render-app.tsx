import { notifications } from '@mantine/notifications';
import { type PageData, type PageDataInput, pageDataSchema } from '@platter/contract';
import { createI18n, type Language } from '@platter/i18n';
import { createOrderingServices, OrderingProvider, resetOrderingUi } from '@platter/ordering';
import { createFakeApi, type FakeApi, type FakeApiOptions } from '@platter/ordering/testing';
import { AppProviders } from '@platter/ui-kit';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storefrontRoutes } from '../app/router.tsx';

export const DEMO_PAGE_DATA: PageDataInput = {
  apiBase: 'http://storefront.test/api',
  restaurant: { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
};

export interface RenderAppOptions {
  path?: string;
  language?: Language;
  pageData?: Partial<PageDataInput>;
  api?: FakeApiOptions | FakeApi;
}

/** The whole storefront at a path, with the real providers, stores and routes, against a fake server. */
export function renderApp({ path = '/', language = 'en', pageData = {}, api = {} }: RenderAppOptions = {}) {
  // The page-wide UI stores start afresh for each rendered app, as they do on a page load.
  resetOrderingUi();
  notifications.clean();
  const data: PageData = pageDataSchema.parse({ ...DEMO_PAGE_DATA, ...pageData });
  const fake = 'fetch' in api ? api : createFakeApi(api);
  const services = createOrderingServices({
    pageData: data,
    storage: window.localStorage,
    fetch: fake.fetch,
    onUnauthenticated: () => undefined,
  });
  const router = createMemoryRouter(storefrontRoutes(data), { initialEntries: [path] });
  const i18n = createI18n({ language });
  const result = render(
    <AppProviders pageData={data} i18n={i18n} env="test">
      <OrderingProvider services={services}>
        <RouterProvider router={router} />
      </OrderingProvider>
    </AppProviders>,
  );
  return { ...result, router, i18n, api: fake, services };
}
