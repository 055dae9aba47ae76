import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { DEFAULT_ORDERING_CONFIG, type OrderingPaths } from './config.tsx';

const CartScreen = lazy(async () => ({ default: (await import('./cart/CartScreen.tsx')).CartScreen }));
const CheckoutScreen = lazy(async () => ({ default: (await import('./checkout/CheckoutScreen.tsx')).CheckoutScreen }));
const PaymentScreen = lazy(async () => ({ default: (await import('./payment/PaymentScreen.tsx')).PaymentScreen }));
const PaymentStatusScreen = lazy(async () => ({ default: (await import('./payment/PaymentStatusScreen.tsx')).PaymentStatusScreen }));

/**
 * The ordering layer's screens (cart, checkout, payment, payment status) as routes that each load
 * with their route, so an app's first page does not carry them. Children of the app's shell route,
 * at the paths of its ordering configuration.
 */
export function orderingRoutes(paths: OrderingPaths = DEFAULT_ORDERING_CONFIG.paths): RouteObject[] {
  return [
    { path: paths.cart, Component: CartScreen },
    { path: paths.checkout, Component: CheckoutScreen },
    { path: paths.payment, Component: PaymentScreen },
    { path: paths.paymentStatus, Component: PaymentStatusScreen },
  ];
}
