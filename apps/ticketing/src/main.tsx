import '@platter/ui-kit/styles.css';
import { loadPageData } from '@platter/api-client';
import { createOrderingServices, OrderingProvider } from '@platter/ordering';
import { AppRoutes, mountApp } from '@platter/ui-kit';
import { BrowserRouter } from 'react-router';
import { TICKETING_ORDERING } from './app/ordering-config.ts';
import { ticketingRoutes } from './app/router.tsx';

await mountApp({
  container: document.getElementById('root') as HTMLElement,
  loadPageData: () => loadPageData({ app: 'ticketing', source: document }),
  render: (pageData) => (
    <OrderingProvider services={createOrderingServices({ pageData, storage: window.localStorage })} config={TICKETING_ORDERING}>
      <BrowserRouter basename={import.meta.env.BASE_URL}>
        <AppRoutes routes={ticketingRoutes} />
      </BrowserRouter>
    </OrderingProvider>
  ),
});
