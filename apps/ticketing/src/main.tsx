import '@platter/ui-kit/styles.css';
import { loadPageData } from '@platter/api-client';
import { mountApp } from '@platter/ui-kit';
import { RouterProvider } from 'react-router';
import { createTicketingRouter } from './app/router.tsx';

await mountApp({
  container: document.getElementById('root') as HTMLElement,
  loadPageData: () => loadPageData({ app: 'ticketing', source: document }),
  render: () => <RouterProvider router={createTicketingRouter()} />,
});
