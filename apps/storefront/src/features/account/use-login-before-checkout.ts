import { useSession } from '@platter/basket-core/react';
import { useApi } from '@platter/ordering';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { openAuthDialog } from './auth-dialog-store.ts';

/**
 * Spec §4 "Cart to checkout": at `/cart?next=checkout` without a login, the auth dialog opens, and
 * a login there continues to `/checkout`. Each visit of that address opens it again (the location
 * key changes even when the address does not), so "Continue" after closing the dialog asks once
 * more. The auth overlay runs it on every route, so the cart screen needs no wiring.
 */
export function useLoginBeforeCheckout(): void {
  const api = useApi();
  const [params] = useSearchParams();
  const { key, pathname } = useLocation();
  const starting = useSession((state) => state.isStarting);
  const wantsCheckout = pathname === '/cart' && params.get('next') === 'checkout';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key re-runs it on each visit of the same address
  useEffect(() => {
    if (wantsCheckout && !starting && !api.tokens.isLoggedIn()) openAuthDialog('login', '/checkout');
  }, [wantsCheckout, starting, api, key]);
}
