import type { FollowPaymentLinkOptions } from '@platter/api-client';
import type { NavigateFunction } from 'react-router';

/** Spec §2 "After order creation": route names to the storefront's paths. */
const PATHS: Record<string, string> = { PaymentStatus: '/paymentstatus', Payment: '/payment', Menu: '/menu', Cart: '/cart' };

/** How the order action follows a payment link in this app: our routes in-app, anything else by leaving for it. */
export function followPaymentLink(navigate: NavigateFunction): FollowPaymentLinkOptions {
  return {
    navigate: (route, query) =>
      void navigate({ pathname: PATHS[route] ?? `/${route.toLowerCase()}`, search: new URLSearchParams(query).toString() }),
    redirect: (url) => window.location.assign(url),
  };
}
