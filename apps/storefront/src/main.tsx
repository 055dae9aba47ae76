import '@platter/ui-kit/styles.css';
import { loadPageData } from '@platter/api-client';
import { createOrderingServices, OrderingProvider } from '@platter/ordering';
import { mountApp } from '@platter/ui-kit';
import { RouterProvider } from 'react-router';
import { createStorefrontRouter } from './app/router.tsx';

await mountApp({
  container: document.getElementById('root') as HTMLElement,
  loadPageData: () => loadPageData({ app: 'storefront', source: document }),
  render: (pageData) => (
    <OrderingProvider services={createOrderingServices({ pageData, storage: window.localStorage })}>
      <RouterProvider router={createStorefrontRouter(pageData)} />
    </OrderingProvider>
  ),
});
