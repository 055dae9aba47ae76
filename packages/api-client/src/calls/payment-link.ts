/** The app routes a payment link can lead to (spec §2 "After order creation"). */
export type PaymentRoute = 'PaymentStatus' | 'Payment';

export interface FollowPaymentLinkOptions {
  /** The app's router: goes to a route with a query. */
  navigate?: (route: PaymentRoute | (string & Record<never, never>), query: Record<string, string>) => void;
  /** With `navigate`: where to go after the order, whatever the payment link. */
  routeName?: string;
  /** Leaves the app for the payment link (`location.assign` in a browser). */
  redirect?: (url: string) => void;
}

/** What happened after the order: a route was opened, the browser sent to the link, or nothing. */
export type FollowedPaymentLink =
  | { kind: 'route'; route: string; query: Record<string, string> }
  | { kind: 'redirect'; url: string }
  | { kind: 'none' };

const ROUTE_OF_LAST_SEGMENT: Readonly<Record<string, PaymentRoute>> = { paymentstatus: 'PaymentStatus', payment: 'Payment' };

/**
 * The app route a payment link points to, with its query. Only the link's last path segment
 * counts (`/paymentstatus`, `/event-shop/payment`), so that a provider's `/v2/payments/…` page is
 * not mistaken for the app's own: the spec says "contains a payment path" and no more.
 */
export function paymentRouteOf(link: string): { route: PaymentRoute; query: Record<string, string> } | null {
  const url = parseLink(link);
  if (!url) return null;
  const lastSegment = url.pathname.split('/').filter(Boolean).at(-1)?.toLowerCase() ?? '';
  const route = ROUTE_OF_LAST_SEGMENT[lastSegment];
  return route ? { route, query: Object.fromEntries(url.searchParams) } : null;
}

/**
 * Spec §2 "After order creation": the given route when a router and a route name are given;
 * else PaymentStatus or Payment when the link points there (its query copied); else the browser
 * goes to the link when a redirect is given; else nothing happens and the caller has the result.
 */
export function followPaymentLink(link: string | null, { navigate, routeName, redirect }: FollowPaymentLinkOptions): FollowedPaymentLink {
  const query = link ? Object.fromEntries(parseLink(link)?.searchParams ?? []) : {};
  if (navigate && routeName) {
    navigate(routeName, query);
    return { kind: 'route', route: routeName, query };
  }
  if (!link) return { kind: 'none' };
  const target = navigate ? paymentRouteOf(link) : null;
  if (navigate && target) {
    navigate(target.route, target.query);
    return { kind: 'route', ...target };
  }
  if (redirect) {
    redirect(link);
    return { kind: 'redirect', url: link };
  }
  return { kind: 'none' };
}

function parseLink(link: string): URL | null {
  try {
    // Relative links are read against a placeholder origin: only the path and query matter.
    return new URL(link, 'http://platter.invalid');
  } catch {
    return null;
  }
}
