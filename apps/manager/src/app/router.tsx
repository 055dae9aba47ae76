import { NotFoundScreen } from '@platter/ui-kit';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ManagerShell } from '../features/shell/ManagerShell.tsx';

/** Each section loads with its route: the sign-in and the shell come first, a screen when it is opened. */
export const managerRoutes: RouteObject[] = [
  {
    element: <ManagerShell />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/orders/BoardScreen.tsx')).BoardScreen }) },
      { path: 'orders', lazy: async () => ({ Component: (await import('../features/orders/OrdersScreen.tsx')).OrdersScreen }) },
      {
        path: 'breaks',
        lazy: async () => ({ Component: (await import('../features/breaks/BreakPatternsScreen.tsx')).BreakPatternsScreen }),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createManagerRouter() {
  return createBrowserRouter(managerRoutes, { basename: import.meta.env.BASE_URL });
}
