import { type PageData, type PageDataInput, pageDataSchema } from '@platter/contract';
import { createI18n, type Language } from '@platter/i18n';
import { AppProviders } from '@platter/ui-kit';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storefrontRoutes } from '../app/router.tsx';

export const DEMO_PAGE_DATA: PageDataInput = {
  restaurant: { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
};

export interface RenderAppOptions {
  path?: string;
  language?: Language;
  pageData?: Partial<PageDataInput>;
}

/** The whole storefront at a path, with the real providers and routes, in memory. */
export function renderApp({ path = '/', language = 'en', pageData = {} }: RenderAppOptions = {}) {
  const data: PageData = pageDataSchema.parse({ ...DEMO_PAGE_DATA, ...pageData });
  const router = createMemoryRouter(storefrontRoutes(data), { initialEntries: [path] });
  const i18n = createI18n({ language });
  const result = render(
    <AppProviders pageData={data} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, i18n };
}
