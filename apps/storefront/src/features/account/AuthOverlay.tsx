import { MountWhenOpened, useOverlay } from '@platter/ordering';
import { lazy } from 'react';
import { useLoginBeforeCheckout } from './use-login-before-checkout.ts';

// The dialog and its forms load when it first opens.
const AuthDialogHost = lazy(async () => ({ default: (await import('./AuthDialogHost.tsx')).AuthDialogHost }));

/**
 * The `auth` overlay: login, registration (when the restaurant offers it) and the forgotten
 * password; it also opens itself at `/cart?next=checkout` (see `useLoginBeforeCheckout`).
 */
export function AuthOverlay() {
  useLoginBeforeCheckout();
  return (
    <MountWhenOpened opened={useOverlay('auth').opened}>
      <AuthDialogHost />
    </MountWhenOpened>
  );
}
