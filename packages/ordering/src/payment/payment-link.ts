import type { FollowPaymentLinkOptions } from '@platter/api-client';
import type { NavigateFunction } from 'react-router';
import type { OrderingPaths } from '../config.tsx';

/** How the order action follows a payment link in this app: our routes in-app, anything else by leaving for it. */
export function followPaymentLink(navigate: NavigateFunction, paths: OrderingPaths): FollowPaymentLinkOptions {
  // Spec §2 "After order creation": route names to the app's paths.
  const byRoute: Record<string, string> = {
    PaymentStatus: paths.paymentStatus,
    Payment: paths.payment,
    Menu: paths.menu,
    Cart: paths.cart,
  };
  return {
    navigate: (route, query) =>
      void navigate({ pathname: byRoute[route] ?? `/${route.toLowerCase()}`, search: new URLSearchParams(query).toString() }),
    redirect: (url) => window.location.assign(url),
  };
}
