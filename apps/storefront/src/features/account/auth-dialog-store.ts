import { overlayStore } from '@platter/ordering';
import type { AuthView } from '@platter/ui-kit';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface AuthDialogState {
  view: AuthView;
  /** Where to go once logged in (the checkout, when the restaurant requires a login to order). */
  afterLogin: string | null;
}

/** Which step the auth dialog shows and what follows a login; the dialog's open state is the `auth` overlay's. */
export const authDialogStore = createStore<AuthDialogState>()(() => ({ view: 'login', afterLogin: null }));

/** Opens the auth dialog (closing any other overlay, spec §2) on a step, optionally with a place to go after login. */
export function openAuthDialog(view: AuthView = 'login', afterLogin: string | null = null): void {
  authDialogStore.setState({ view, afterLogin });
  overlayStore.getState().show('auth');
}

export function useAuthDialog<T>(selector: (state: AuthDialogState) => T): T {
  return useStore(authDialogStore, selector);
}
