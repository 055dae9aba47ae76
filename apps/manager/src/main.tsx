import '@platter/ui-kit/styles.css';
import { createApiClient, loadPageData } from '@platter/api-client';
import { mountApp } from '@platter/ui-kit';
import { RouterProvider } from 'react-router';
import { createManagerRouter } from './app/router.tsx';

await mountApp({
  container: document.getElementById('root') as HTMLElement,
  loadPageData: () => loadPageData({ app: 'manager', source: document }),
  render: (pageData) => {
    const api = createApiClient({ baseUrl: pageData.apiBase, restaurantId: pageData.restaurant.id });
    return <RouterProvider router={createManagerRouter(api)} />;
  },
});
