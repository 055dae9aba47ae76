import type { PageData } from '@platter/contract';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const ResetPasswordScreen = lazy(async () => ({ default: (await import('./ResetPasswordScreen.tsx')).ResetPasswordScreen }));
const DashboardScreen = lazy(async () => ({ default: (await import('./DashboardScreen.tsx')).DashboardScreen }));
const ProfileScreen = lazy(async () => ({ default: (await import('./ProfileScreen.tsx')).ProfileScreen }));
const OrdersScreen = lazy(async () => ({ default: (await import('./OrdersScreen.tsx')).OrdersScreen }));
const OrderDetailScreen = lazy(async () => ({ default: (await import('./OrderDetailScreen.tsx')).OrderDetailScreen }));
const AddressesScreen = lazy(async () => ({ default: (await import('./AddressesScreen.tsx')).AddressesScreen }));

/**
 * `/resetpass/:token`, and `/dashboard` with its sections (spec §2): profile ("Your Profile"),
 * orders ("Your Orders") with each order's detail, and the address book. `/dashboard` itself
 * shows the profile. Screens load when first visited.
 */
export function accountRoutes(_pageData: PageData): RouteObject[] {
  return [
    { path: 'resetpass/:token', Component: ResetPasswordScreen },
    {
      path: 'dashboard',
      Component: DashboardScreen,
      children: [
        { index: true, element: <Navigate to="profile" replace /> },
        { path: 'profile', Component: ProfileScreen },
        { path: 'orders', Component: OrdersScreen },
        { path: 'orders/:orderId', Component: OrderDetailScreen },
        { path: 'addresses', Component: AddressesScreen },
      ],
    },
  ];
}
