/** English is the reference: every language has the same namespaces and keys (a test holds this). */
export const NAMESPACES = [
  'common',
  'menu',
  'ticketing',
  'manager',
  'event-shop',
  'product',
  'delivery',
  'cart',
  'checkout',
  'ordering',
  'storefront',
  'account',
  'content',
  'table',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
