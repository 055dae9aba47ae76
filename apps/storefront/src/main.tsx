import '@platter/ui-kit/styles.css';
import { loadPageData } from '@platter/api-client';
import { mountApp } from '@platter/ui-kit';
import { RouterProvider } from 'react-router';
import { StorefrontAppProvider } from './app/provider.tsx';
import { createStorefrontRouter } from './app/router.tsx';
import { createServices } from './lib/services.ts';

await mountApp({
  container: document.getElementById('root') as HTMLElement,
  loadPageData: () => loadPageData({ app: 'storefront', source: document }),
  render: (pageData) => (
    <StorefrontAppProvider services={createServices({ pageData, storage: window.localStorage })}>
      <RouterProvider router={createStorefrontRouter(pageData)} />
    </StorefrontAppProvider>
  ),
});
