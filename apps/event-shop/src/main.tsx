import '@platter/ui-kit/styles.css';
import { loadPageData } from '@platter/api-client';
import { createOrderingServices, OrderingProvider } from '@platter/ordering';
import { AppRoutes, mountApp } from '@platter/ui-kit';
import { BrowserRouter } from 'react-router';
import { EVENT_SHOP_ORDERING } from './app/ordering-config.ts';
import { eventShopRoutes } from './app/router.tsx';

await mountApp({
  container: document.getElementById('root') as HTMLElement,
  loadPageData: () => loadPageData({ app: 'event-shop', source: document }),
  render: (pageData) => (
    <OrderingProvider services={createOrderingServices({ pageData, storage: window.localStorage })} config={EVENT_SHOP_ORDERING}>
      <BrowserRouter basename={import.meta.env.BASE_URL}>
        <AppRoutes routes={eventShopRoutes} />
      </BrowserRouter>
    </OrderingProvider>
  ),
});
