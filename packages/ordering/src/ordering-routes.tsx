import type { RouteObject } from 'react-router';
import { DEFAULT_ORDERING_CONFIG, type OrderingPaths } from './config.tsx';

/**
 * The ordering layer's screens (cart, checkout, payment, payment status) as routes that each load
 * with their route, so an app's first page does not carry them. Children of the app's shell route,
 * at the paths of its ordering configuration.
 */
export function orderingRoutes(paths: OrderingPaths = DEFAULT_ORDERING_CONFIG.paths): RouteObject[] {
  return [
    { path: paths.cart, lazy: async () => ({ Component: (await import('./cart/CartScreen.tsx')).CartScreen }) },
    { path: paths.checkout, lazy: async () => ({ Component: (await import('./checkout/CheckoutScreen.tsx')).CheckoutScreen }) },
    { path: paths.payment, lazy: async () => ({ Component: (await import('./payment/PaymentScreen.tsx')).PaymentScreen }) },
    {
      path: paths.paymentStatus,
      lazy: async () => ({ Component: (await import('./payment/PaymentStatusScreen.tsx')).PaymentStatusScreen }),
    },
  ];
}
