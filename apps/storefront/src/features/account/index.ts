/**
 * The account area (issue 7): the auth dialog, password reset, and the customer's dashboard with
 * profile, orders and addresses. The router and the shell use the first three names. The login
 * the cart asks for (`/cart?next=checkout`) is handled inside `AccountOverlays`.
 */
export { AuthOverlay as AccountOverlays } from './AuthOverlay.tsx';
export { openAuthDialog } from './auth-dialog-store.ts';
export { accountRoutes } from './routes.tsx';
export { ACCOUNT_HOME, useAccountHeaderLinks } from './use-account-header-links.tsx';
