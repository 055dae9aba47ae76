import type { PageData } from '@platter/contract';
import { Navigate, type RouteObject } from 'react-router';

/**
 * `/resetpass/:token`, and `/dashboard` with its sections (spec §2): profile ("Your Profile"),
 * orders ("Your Orders") with each order's detail, and the address book. `/dashboard` itself
 * shows the profile. Screens load when first visited.
 */
export function accountRoutes(_pageData: PageData): RouteObject[] {
  return [
    { path: 'resetpass/:token', lazy: async () => ({ Component: (await import('./ResetPasswordScreen.tsx')).ResetPasswordScreen }) },
    {
      path: 'dashboard',
      lazy: async () => ({ Component: (await import('./DashboardScreen.tsx')).DashboardScreen }),
      children: [
        { index: true, element: <Navigate to="profile" replace /> },
        { path: 'profile', lazy: async () => ({ Component: (await import('./ProfileScreen.tsx')).ProfileScreen }) },
        { path: 'orders', lazy: async () => ({ Component: (await import('./OrdersScreen.tsx')).OrdersScreen }) },
        { path: 'orders/:orderId', lazy: async () => ({ Component: (await import('./OrderDetailScreen.tsx')).OrderDetailScreen }) },
        { path: 'addresses', lazy: async () => ({ Component: (await import('./AddressesScreen.tsx')).AddressesScreen }) },
      ],
    },
  ];
}
