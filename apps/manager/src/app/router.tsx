import { NotFoundScreen } from '@platter/ui-kit';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ManagerShell } from '../features/shell/ManagerShell.tsx';

const BoardScreen = lazy(async () => ({ default: (await import('../features/orders/BoardScreen.tsx')).BoardScreen }));
const OrdersScreen = lazy(async () => ({ default: (await import('../features/orders/OrdersScreen.tsx')).OrdersScreen }));
const BreakPatternsScreen = lazy(async () => ({
  default: (await import('../features/breaks/BreakPatternsScreen.tsx')).BreakPatternsScreen,
}));

/** Each section loads with its route: the sign-in and the shell come first, a screen when it is opened. */
export const managerRoutes: RouteObject[] = [
  {
    element: <ManagerShell />,
    children: [
      { index: true, Component: BoardScreen },
      { path: 'orders', Component: OrdersScreen },
      { path: 'breaks', Component: BreakPatternsScreen },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
