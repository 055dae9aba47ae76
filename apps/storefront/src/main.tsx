import '@platter/ui-kit/styles.css';
import { loadPageData } from '@platter/api-client';
import { createOrderingServices, OrderingProvider } from '@platter/ordering';
import { AppRoutes, mountApp } from '@platter/ui-kit';
import { BrowserRouter } from 'react-router';
import { storefrontRoutes } from './app/router.tsx';

await mountApp({
  container: document.getElementById('root') as HTMLElement,
  loadPageData: () => loadPageData({ app: 'storefront', source: document }),
  render: (pageData) => (
    <OrderingProvider services={createOrderingServices({ pageData, storage: window.localStorage })}>
      <BrowserRouter basename={import.meta.env.BASE_URL}>
        <AppRoutes routes={storefrontRoutes(pageData)} />
      </BrowserRouter>
    </OrderingProvider>
  ),
});
