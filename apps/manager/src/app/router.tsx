import { NotFoundScreen } from '@platter/ui-kit';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BreakPatternsScreen } from '../features/breaks/BreakPatternsScreen.tsx';
import { BoardScreen } from '../features/orders/BoardScreen.tsx';
import { OrdersScreen } from '../features/orders/OrdersScreen.tsx';
import { ManagerShell } from '../features/shell/ManagerShell.tsx';

export const managerRoutes: RouteObject[] = [
  {
    element: <ManagerShell />,
    children: [
      { index: true, element: <BoardScreen /> },
      { path: 'orders', element: <OrdersScreen /> },
      { path: 'breaks', element: <BreakPatternsScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createManagerRouter() {
  return createBrowserRouter(managerRoutes, { basename: import.meta.env.BASE_URL });
}
